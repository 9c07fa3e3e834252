import '../../messages/applications-messages.js';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { ContainerForm } from '@/components/container-form.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { deleteResource, getApplication, updateApplication, type Application } from '../../api/applications.js';
import {
  ApplicationFields,
  bodyOf,
  missingFields,
  useAppChoices,
  valuesOf,
  type AppFormValues,
} from '../../components/application-fields.js';
import { actionLabel, managementPath, publisherActions, scopeOf, screenPath } from '../../components/scope.js';
import { RejectionAlert } from '../../components/rejection-alert.js';
import { StatusText } from '../../components/status-text.js';
import { appFieldErrors } from '../../components/taken-errors.js';
import { useRequiredRecord } from '../../components/use-required-record.js';
import { useStatusChange } from '../../components/use-status-change.js';
import { useUnsavedWarning } from '@/components/use-unsaved-warning.js';

/**
 * `/console/application-edit?id&flag` (doc 2 §2): the application's data (saving clears the modified flag and
 * reloads), its status actions, its resource plans (selectable; deleting one selects the first remaining), its
 * versions and modules. A rejection still standing (of the application or a version) reads 已驳回 with its reason.
 * A missing or unknown id goes to `/exception/415`.
 */
export default function ApplicationEditPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [params] = useSearchParams();
  const id = params.get('id');
  const scope = scopeOf(params.get('flag'));
  const app = useRequiredRecord(id, getApplication);
  const choices = useAppChoices();
  const [values, setValues] = useState<AppFormValues>();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const [plan, setPlan] = useState<Application['resources'][number]>();
  const [deleting, setDeleting] = useState(false);
  const status = useStatusChange(() => app.reload());
  useEffect(() => {
    if (app.data) {
      setValues(valuesOf(app.data));
      setPlan((current) => app.data!.resources.find((r) => r.id === current?.id) ?? app.data!.resources[0]);
    }
  }, [app.data]);
  const modified =
    app.data !== undefined && values !== undefined && JSON.stringify(values) !== JSON.stringify(valuesOf(app.data));
  useUnsavedWarning(modified);
  if (!app.data || !values) return <Loading />;
  const record = app.data;
  const query = { id: record.id, flag: scope };

  const save = async () => {
    const missing = missingFields(values);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t('apps.required')])));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await updateApplication({ id: record.id, ...bodyOf(values) });
      notify({ type: 'success', content: t('apps.edit.saved', { name: values.name }) });
      app.reload();
    } catch (failure) {
      setErrors(appFieldErrors(failure, t));
      notify({ type: 'error', content: t('apps.status.failed', { message: messageOf(failure) }) });
    } finally {
      setBusy(false);
    }
  };
  const versions = record.majorVersionList.flatMap((major) => major.minorVersionList);
  return (
    <ScreenLayout title={t('apps.edit.title')} description={record.name}>
      <SpaceBetween size="l">
        {record.rejection ? <RejectionAlert name={record.name} rejection={record.rejection} /> : null}
        {versions.map((v) =>
          v.rejection ? (
            <RejectionAlert
              key={v.id}
              name={record.name}
              version={v.version}
              rejection={v.rejection}
              testId="version-rejection"
            />
          ) : null,
        )}
        <Container
          header={
            <Header
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  {publisherActions(record.status.code).map((transition) => (
                    <Button
                      key={`${transition.action}-${transition.to}`}
                      data-testid={`app-status-${transition.to}`}
                      onClick={() =>
                        status.ask({
                          kind: 'application',
                          id: record.id,
                          name: record.name,
                          code: transition.to,
                          label: t(actionLabel[transition.action]),
                        })
                      }
                    >
                      {t(actionLabel[transition.action])}
                    </Button>
                  ))}
                  <Button onClick={() => navigate(managementPath(scope))}>{t('apps.action.back')}</Button>
                </SpaceBetween>
              }
            >
              {t('apps.field.status')}:{' '}
              <span data-testid="app-status">
                <StatusText code={record.status.code} rejected={record.rejection !== undefined} />
              </span>
            </Header>
          }
        >
          {record.createCompanyName || record.createUserName}
        </Container>
        <ContainerForm
          submitText={t('apps.action.save')}
          submitTestId="app-save"
          busy={busy}
          onSubmit={() => void save()}
        >
          <Header variant="h2">{t('apps.edit.data')}</Header>
          <ApplicationFields part="all" values={values} onChange={setValues} errors={errors} choices={choices.data} />
        </ContainerForm>
        <Table
          wrapLines
          data-testid="resource-table"
          items={record.resources}
          trackBy="id"
          selectionType="single"
          selectedItems={plan ? [plan] : []}
          onSelectionChange={({ detail }) => setPlan(detail.selectedItems[0])}
          ariaLabels={{ selectionGroupLabel: t('apps.edit.resources'), itemSelectionLabel: (_, r) => r.name }}
          empty={<TableEmpty text={t('apps.edit.noResources')} />}
          header={
            <Header
              variant="h2"
              counter={`(${record.resources.length})`}
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button data-testid="resource-add" onClick={() => navigate(screenPath('resource-add', query))}>
                    {t('apps.action.addResource')}
                  </Button>
                  <Button
                    disabled={!plan}
                    onClick={() =>
                      plan && navigate(screenPath('resource-edit', { id: plan.id, app: record.id, flag: scope }))
                    }
                  >
                    {t('apps.action.editResource')}
                  </Button>
                  <Button disabled={!plan} onClick={() => setDeleting(true)}>
                    {t('apps.action.deleteResource')}
                  </Button>
                </SpaceBetween>
              }
            >
              {t('apps.edit.resources')}
            </Header>
          }
          columnDefinitions={[
            { id: 'name', header: t('apps.resource.name'), cell: (r) => r.name },
            { id: 'code', header: t('apps.resource.code'), cell: (r) => r.code },
            { id: 'price', header: t('apps.resource.price'), cell: (r) => r.price },
          ]}
        />
        <Table
          wrapLines
          data-testid="version-table"
          items={versions}
          trackBy="id"
          empty={<TableEmpty text={t('apps.edit.noVersions')} />}
          header={
            <Header
              variant="h2"
              counter={`(${versions.length})`}
              actions={
                <Button data-testid="version-add" onClick={() => navigate(screenPath('version-add', query))}>
                  {t('apps.action.addVersion')}
                </Button>
              }
            >
              {t('apps.edit.versions')}
            </Header>
          }
          columnDefinitions={[
            { id: 'version', header: t('apps.version.version'), cell: (v) => v.version },
            {
              id: 'status',
              header: t('apps.version.status'),
              cell: (v) => <StatusText code={v.status.code} rejected={v.rejection !== undefined} />,
            },
            {
              id: 'actions',
              header: t('apps.field.status'),
              cell: (v) => (
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    variant="inline-link"
                    onClick={() => navigate(screenPath('version-edit', { id: v.id, flag: scope }))}
                  >
                    {t('apps.action.editVersion')}
                  </Button>
                  {publisherActions(v.status.code).map((transition) => (
                    <Button
                      key={`${transition.action}-${transition.to}`}
                      variant="inline-link"
                      data-testid={`version-status-${transition.to}`}
                      onClick={() =>
                        status.ask({
                          kind: 'version',
                          id: v.id,
                          name: `${record.name} ${v.version}`,
                          code: transition.to,
                          label: t(actionLabel[transition.action]),
                        })
                      }
                    >
                      {t(actionLabel[transition.action])}
                    </Button>
                  ))}
                </SpaceBetween>
              ),
            },
          ]}
        />
        {record.ifModule ? null : (
          <Table
            wrapLines
            data-testid="module-table"
            items={record.childApplicationList}
            trackBy="id"
            empty={<TableEmpty text={t('apps.list.empty')} />}
            header={
              <Header
                variant="h2"
                actions={
                  <Button onClick={() => navigate(screenPath('module-add', query))}>{t('apps.edit.addModule')}</Button>
                }
              >
                {t('apps.edit.modules')}
              </Header>
            }
            columnDefinitions={[
              { id: 'name', header: t('apps.field.name'), cell: (m) => m.name },
              { id: 'code', header: t('apps.field.code'), cell: (m) => m.code },
              { id: 'status', header: t('apps.field.status'), cell: (m) => <StatusText code={m.status.code} /> },
            ]}
          />
        )}
      </SpaceBetween>
      {deleting && plan ? (
        <ConfirmModal
          header={t('apps.action.deleteResource')}
          confirmText={t('apps.action.deleteResource')}
          onDismiss={() => setDeleting(false)}
          onConfirm={async () => {
            try {
              await deleteResource(plan.id);
              notify({ type: 'success', content: t('apps.edit.resourceDeleted', { name: plan.name }) });
              setPlan(record.resources.find((r) => r.id !== plan.id));
              app.reload();
            } catch (failure) {
              notify({ type: 'error', content: t('apps.status.failed', { message: messageOf(failure) }) });
            } finally {
              setDeleting(false);
            }
          }}
        >
          {t('apps.edit.deleteResourceText', { name: plan.name })}
        </ConfirmModal>
      ) : null}
      {status.dialogs}
    </ScreenLayout>
  );
}
