import '../../messages/canvas-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useNavigate } from 'react-router-dom';
import { PROJECT_LIMITS } from '@shared/constants/project-graph.js';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useFormatting } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { useConfirmedDelete } from '@/components/use-confirmed-delete.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { SearchForm } from '@/components/search-form.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { cleanProject, listProjects, saveProject, type ProjectSummary } from '../../api/projects.js';
import { projectPanelPath } from '../../canvas/paths.js';

/** The create dialog: a name; the new project opens on its canvas. */
function CreateProjectModal(props: { onCreated: (id: string, name: string) => void; onDismiss: () => void }) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [name, setName] = useState('');
  const form = useFormSubmit<'name'>('name');
  const nameError = form.submitted && !name.trim() ? t('canvas.create.nameRequired') : form.serverErrors.name;
  const create = () =>
    form.submit(name.trim() !== '', async () => {
      try {
        const { id } = await saveProject({ id: null, name: name.trim(), modules: [] });
        notify({ type: 'success', content: t('canvas.projectCreated', { id }) });
        props.onCreated(id, name.trim());
      } catch (failure) {
        notify({ type: 'error', content: t('canvas.projectCreateFailed') });
        throw failure;
      }
    });
  return (
    <FormModal
      header={t('canvas.create.title')}
      testId="project-create"
      submitTestId="project-create-submit"
      cancelText={t('canvas.action.cancel')}
      submitText={t('canvas.create.submit')}
      busy={form.busy}
      onSubmit={() => void create()}
      onDismiss={props.onDismiss}
      form
    >
      <FormField label={t('canvas.field.name')} errorText={nameError}>
        <Input
          data-testid="project-name"
          value={name}
          onChange={({ detail }) => setName(detail.value.slice(0, PROJECT_LIMITS.nameLength))}
        />
      </FormField>
    </FormModal>
  );
}

/**
 * `/console/bigdata/projectList` (docs/bigdata.md "Projects"): the caller's projects, searched by name; create one
 * (it opens on its canvas), open one, delete one after a confirmation (`cleanProject`).
 */
export default function ProjectListPage() {
  const { t } = useI18n();
  const { dateTime, number } = useFormatting();
  const follow = useFollow();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [round, setRound] = useState(0);
  const list = useLoad(`${search}#${round}`, (signal) => listProjects(search, signal));
  const [selected, setSelected] = useState<ProjectSummary[]>([]);
  const [creating, setCreating] = useState(false);
  const columns: TableProps.ColumnDefinition<ProjectSummary>[] = [
    {
      id: 'name',
      header: t('canvas.field.name'),
      sortingField: 'name',
      cell: (project) => (
        <Link data-testid={`project-open-${project.id}`} href={projectPanelPath(project.id)} onFollow={follow}>
          {project.name}
        </Link>
      ),
    },
    { id: 'modules', header: t('canvas.field.modules'), cell: (project) => number(project.moduleCount) },
    { id: 'updatedAt', header: t('canvas.field.updatedAt'), cell: (project) => dateTime(project.updatedAt) },
    { id: 'createdAt', header: t('canvas.field.createdAt'), cell: (project) => dateTime(project.createdAt) },
  ];
  const preferences = useTablePreferences('project-table', columnsOf(columns, 'name'), []);
  const removal = useConfirmedDelete<ProjectSummary>({
    remove: (record) => cleanProject(record.id),
    nameOf: (record) => record.name,
    deleted: (name) => t('canvas.deleted', { name }),
    failed: (name, message) => t('canvas.deleteFailed', { name, message }),
    onSettled: () => {
      setSelected([]);
      setRound((n) => n + 1);
    },
  });
  return (
    <ScreenLayout title={t('canvas.list.title')} description={t('canvas.list.description')}>
      <SpaceBetween size="l">
        {list.error ? <Alert type="error">{t('canvas.load.failed', { message: messageOf(list.error) })}</Alert> : null}
        <CatalogueTable
          testId="project-table"
          title={t('canvas.list.title')}
          records={list.data?.items}
          loading={list.loading}
          loadingText={t('app.loading')}
          emptyText={t('canvas.list.empty')}
          pageSize={10}
          selectionType="single"
          selected={selected}
          onSelectionChange={setSelected}
          columns={columns}
          preferences={preferences}
          filter={
            <SearchForm
              testId="project-search"
              placeholder={t('canvas.list.search')}
              buttonText={t('canvas.action.search')}
              onSearch={setSearch}
            />
          }
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button data-testid="project-delete" disabled={!selected[0]} onClick={() => removal.ask(selected[0])}>
                {t('canvas.action.delete')}
              </Button>
              <Button
                data-testid="project-open"
                disabled={!selected[0]}
                onClick={() => void navigate(projectPanelPath(selected[0].id))}
              >
                {t('canvas.action.open')}
              </Button>
              <Button variant="primary" data-testid="project-create-open" onClick={() => setCreating(true)}>
                {t('canvas.action.create')}
              </Button>
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      {creating ? (
        <CreateProjectModal
          onCreated={(id) => void navigate(projectPanelPath(id))}
          onDismiss={() => setCreating(false)}
        />
      ) : null}
      {removal.deleting ? (
        <ConfirmModal
          header={t('canvas.delete.title')}
          confirmText={t('canvas.action.delete')}
          onConfirm={removal.confirm}
          onDismiss={removal.cancel}
        >
          {t('canvas.delete.text', { name: removal.deleting.name })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
