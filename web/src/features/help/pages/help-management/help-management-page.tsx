import '../../messages/helpdesk-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useFormatting } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { RowActions } from '@/components/row-actions.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useConfirmedDelete } from '@/components/use-confirmed-delete.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  createHelpArticle,
  createHelpCategory,
  deleteHelpArticle,
  deleteHelpCategory,
  getHelpArticleForEdit,
  getHelpManagement,
  publishHelpArticle,
  updateHelpArticle,
  updateHelpCategory,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpCategory,
} from '../../api/help.js';
import { ArticleFormModal } from '../../components/article-form-modal.js';
import { CategoryFormModal } from '../../components/category-form-modal.js';
import { helpDetailsHref } from '../../components/help-search.js';

/** Which dialog is open: a category's (new or edited) or an article's (new, or loaded whole for editing). */
type Editing = { kind: 'category'; category?: HelpCategory } | { kind: 'article'; article?: HelpArticle };

/**
 * `/console/help-management` (platform administrators): the categories on the left, the selected one's articles
 * with their state, and the dialogs that create, edit, publish and delete them (deletes asked first).
 */
export default function HelpManagementPage() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const centre = useLoad('help-management', (signal) => getHelpManagement(signal));
  const categories = centre.data ?? [];
  const [selectedId, setSelectedId] = useState<string>();
  const selected = categories.find((category) => category.id === selectedId) ?? categories[0];
  const [editing, setEditing] = useState<Editing>();

  const categoryDelete = useConfirmedDelete<HelpCategory>({
    remove: (category) => deleteHelpCategory(category.id),
    nameOf: (category) => category.name,
    deleted: (name) => t('helpdesk.category.deleted', { name }),
    failed: (name, message) => t('helpdesk.category.deleteFailed', { name, message }),
    onSettled: centre.reload,
  });
  const articleDelete = useConfirmedDelete<HelpArticleSummary>({
    remove: (article) => deleteHelpArticle(article.id),
    nameOf: (article) => article.title,
    deleted: (title) => t('helpdesk.article.deleted', { title }),
    failed: (title, message) => t('helpdesk.article.deleteFailed', { title, message }),
    onSettled: centre.reload,
  });

  const saveCategory = async (values: Parameters<typeof createHelpCategory>[0]) => {
    const current = editing?.kind === 'category' ? editing.category : undefined;
    if (current) {
      await updateHelpCategory(current.id, values);
      notify({ type: 'success', content: t('helpdesk.category.saved', { name: values.name }) });
    } else {
      const created = await createHelpCategory(values);
      setSelectedId(created.id);
      notify({
        type: 'success',
        content: t('helpdesk.category.created', { name: values.name }),
        action: { text: t('helpdesk.manage.addArticle'), onClick: () => setEditing({ kind: 'article' }) },
      });
    }
    setEditing(undefined);
    centre.reload();
  };
  const saveArticle = async (input: Parameters<typeof createHelpArticle>[0]) => {
    const current = editing?.kind === 'article' ? editing.article : undefined;
    const saved = current ? await updateHelpArticle(current.id, input) : await createHelpArticle(input);
    notify({ type: 'success', content: t('helpdesk.article.saved', { title: saved.title }) });
    setSelectedId(saved.categoryId);
    setEditing(undefined);
    centre.reload();
  };
  const editArticle = async (article: HelpArticleSummary) => {
    try {
      setEditing({ kind: 'article', article: await getHelpArticleForEdit(article.id) });
    } catch (failure) {
      notify({
        type: 'error',
        content: t('helpdesk.article.actionFailed', { title: article.title, message: messageOf(failure) }),
      });
    }
  };
  const togglePublished = async (article: HelpArticleSummary) => {
    try {
      await publishHelpArticle(article.id, !article.published);
      notify({
        type: 'success',
        content: t(article.published ? 'helpdesk.article.unpublished' : 'helpdesk.article.published', {
          title: article.title,
        }),
      });
    } catch (failure) {
      notify({
        type: 'error',
        content: t('helpdesk.article.actionFailed', { title: article.title, message: messageOf(failure) }),
      });
    }
    centre.reload();
  };

  return (
    <ScreenLayout title={t('helpdesk.manage.title')} description={t('helpdesk.manage.description')}>
      <SpaceBetween size="l">
        {centre.error ? (
          <Alert type="error">{t('helpdesk.load.failed', { message: messageOf(centre.error) })}</Alert>
        ) : null}
        <Table
          data-testid="help-categories"
          header={
            <Header
              variant="h2"
              actions={
                <Button onClick={() => setEditing({ kind: 'category' })} data-testid="help-category-add">
                  {t('helpdesk.manage.addCategory')}
                </Button>
              }
            >
              {t('helpdesk.manage.categories')}
            </Header>
          }
          items={categories}
          loading={centre.loading && !centre.data}
          loadingText={t('app.loading')}
          trackBy="id"
          wrapLines
          selectionType="single"
          selectedItems={selected ? [selected] : []}
          onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id)}
          ariaLabels={{
            itemSelectionLabel: (_, category) => category.name,
            selectionGroupLabel: t('helpdesk.manage.categories'),
          }}
          empty={<TableEmpty text={t('helpdesk.manage.noCategory')} />}
          columnDefinitions={[
            { id: 'name', header: t('helpdesk.field.name'), cell: (category) => category.name },
            { id: 'nameEn', header: t('helpdesk.field.nameEn'), cell: (category) => category.nameEn },
            { id: 'order', header: t('helpdesk.field.order'), cell: (category) => category.order },
            {
              id: 'actions',
              header: t('helpdesk.manage.actions'),
              cell: (category) => (
                <RowActions
                  name={category.name}
                  actions={[
                    {
                      id: 'help-category-edit',
                      text: t('helpdesk.manage.editCategory'),
                      onClick: () => setEditing({ kind: 'category', category }),
                    },
                    {
                      id: 'help-category-delete',
                      text: t('helpdesk.manage.deleteCategory'),
                      onClick: () => categoryDelete.ask(category),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
        {selected ? (
          <Table
            data-testid="help-articles"
            header={
              <Header
                variant="h2"
                actions={
                  <Button onClick={() => setEditing({ kind: 'article' })} data-testid="help-article-add">
                    {t('helpdesk.manage.addArticle')}
                  </Button>
                }
              >
                {t('helpdesk.manage.articles', { name: selected.name })}
              </Header>
            }
            items={selected.articles}
            trackBy="id"
            wrapLines
            empty={<TableEmpty text={t('helpdesk.manage.noArticles')} />}
            columnDefinitions={[
              {
                id: 'title',
                header: t('helpdesk.field.title'),
                cell: (article) =>
                  article.published ? (
                    <Link href={helpDetailsHref(article.id)} external>
                      {article.title}
                    </Link>
                  ) : (
                    article.title
                  ),
              },
              {
                id: 'status',
                header: t('helpdesk.field.status'),
                cell: (article) =>
                  article.published ? (
                    <StatusIndicator type="success">{t('helpdesk.status.published')}</StatusIndicator>
                  ) : (
                    <StatusIndicator type="stopped">{t('helpdesk.status.draft')}</StatusIndicator>
                  ),
              },
              { id: 'order', header: t('helpdesk.field.order'), cell: (article) => article.order },
              {
                id: 'updatedAt',
                header: t('helpdesk.field.updatedAt'),
                cell: (article) => dateTime(article.updatedAt),
              },
              {
                id: 'actions',
                header: t('helpdesk.manage.actions'),
                cell: (article) => (
                  <RowActions
                    name={article.title}
                    actions={[
                      {
                        id: 'help-article-edit',
                        text: t('helpdesk.manage.editArticle'),
                        onClick: () => void editArticle(article),
                      },
                      {
                        id: 'help-article-publish',
                        text: article.published ? t('helpdesk.manage.unpublish') : t('helpdesk.manage.publish'),
                        onClick: () => void togglePublished(article),
                      },
                      {
                        id: 'help-article-delete',
                        text: t('helpdesk.manage.deleteArticle'),
                        onClick: () => articleDelete.ask(article),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        ) : null}
      </SpaceBetween>
      {editing?.kind === 'category' ? (
        <CategoryFormModal category={editing.category} save={saveCategory} onDismiss={() => setEditing(undefined)} />
      ) : null}
      {editing?.kind === 'article' && selected ? (
        <ArticleFormModal
          categories={categories}
          categoryId={selected.id}
          article={editing.article}
          save={saveArticle}
          onDismiss={() => setEditing(undefined)}
        />
      ) : null}
      {categoryDelete.deleting ? (
        <ConfirmModal
          header={t('helpdesk.manage.deleteCategory')}
          confirmText={t('helpdesk.manage.deleteCategory')}
          onConfirm={categoryDelete.confirm}
          onDismiss={categoryDelete.cancel}
        >
          {t('helpdesk.category.deleteText', { name: categoryDelete.deleting.name })}
        </ConfirmModal>
      ) : null}
      {articleDelete.deleting ? (
        <ConfirmModal
          header={t('helpdesk.manage.deleteArticle')}
          confirmText={t('helpdesk.manage.deleteArticle')}
          onConfirm={articleDelete.confirm}
          onDismiss={articleDelete.cancel}
        >
          {t('helpdesk.article.deleteText', { title: articleDelete.deleting.title })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
