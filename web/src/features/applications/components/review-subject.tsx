import '../messages/applications-messages.js';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  getApplication,
  getDocumentDownload,
  getVersionsOfApplication,
  type Application,
  type Version,
} from '../api/applications.js';
import { fileKindLabels } from './pre-review-report.js';
import { StatusText } from './status-text.js';
import { StoredImage } from './stored-image.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

/**
 * What the auditor decides on, shown as a buyer will see it: the application (logo, names, classification,
 * description, publisher, plans with their prices and resources) and a version (its notes, screenshots, documents
 * to download, privileges). Reviewing an application shows its latest version; reviewing a version, its application.
 * The missing half is read through the routes the console already has (`getVersionByApplicationId`,
 * `getApplication`).
 */
export function ReviewSubject(props: { application?: Application; version?: Version }) {
  const { t } = useI18n();
  const applicationId = props.application?.id ?? props.version?.applicationId;
  const loadedApp = useLoad(props.application ? undefined : applicationId, (signal) =>
    getApplication(applicationId!, signal),
  );
  const versions = useLoad(props.version ? undefined : applicationId, (signal) =>
    getVersionsOfApplication(applicationId!, signal),
  );
  const app = props.application ?? loadedApp.data;
  // The versions' route answers the newest release first.
  const version = props.version ?? versions.data?.[0];
  if (!app) return <Loading />;
  return (
    <Container
      data-testid="review-subject"
      header={
        <Header
          variant="h2"
          description={t('apps.verify.subject')}
          actions={<StatusText code={app.status.code} rejected={app.rejection !== undefined} />}
        >
          {app.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <SpaceBetween size="m" direction="horizontal" alignItems="center">
          <StoredImage name={app.logo} alt={t('apps.field.logo')} height={72} testId="subject-logo" />
          <SpaceBetween size="xxs">
            <Box variant="h3">{app.name}</Box>
            <Box color="text-body-secondary">{app.enName}</Box>
          </SpaceBetween>
        </SpaceBetween>
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('apps.field.code'), value: app.code },
            { label: t('apps.field.company'), value: app.createCompanyName || app.createUserName },
            { label: t('apps.field.type'), value: app.type.name },
            { label: t('apps.field.terminal'), value: app.terminal.name },
            { label: t('apps.field.model'), value: app.model.name },
            { label: t('apps.field.category'), value: `${app.parentCategory.name} / ${app.category.name}` },
          ]}
        />
        <SpaceBetween size="xxs">
          <Box variant="h3">{t('apps.field.description')}</Box>
          <Box data-testid="subject-description">
            <span style={{ whiteSpace: 'pre-wrap' }}>{app.description || '—'}</span>
          </Box>
        </SpaceBetween>
        <Plans plans={app.resources} />
        {version ? (
          <VersionPart version={version} reviewed={props.version !== undefined} />
        ) : versions.loading ? (
          <Loading />
        ) : (
          <Box variant="h3">{t('apps.verify.noVersion')}</Box>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** The plans a buyer chooses from: name, prices and resources. */
function Plans(props: { plans: Application['resources'] }) {
  const { t } = useI18n();
  const columns: TableProps.ColumnDefinition<Application['resources'][number]>[] = [
    { id: 'name', header: t('apps.resource.name'), cell: (plan) => plan.name },
    { id: 'price', header: t('apps.resource.price'), cell: (plan) => plan.price },
    {
      id: 'permanent',
      header: t('apps.resource.permanentPrice'),
      cell: (plan) => (plan.ifPermanent && plan.permanentPrice !== undefined ? plan.permanentPrice : '—'),
    },
    { id: 'cpu', header: t('apps.resource.cpu'), cell: (plan) => plan.resourceParameters.CPU_CORES },
    { id: 'memory', header: t('apps.resource.memory'), cell: (plan) => plan.resourceParameters.MEMORY_QUOTA },
    { id: 'disk', header: t('apps.resource.disk'), cell: (plan) => plan.resourceParameters.DISK_QUOTA },
    {
      id: 'users',
      header: t('apps.resource.users'),
      cell: (plan) => (plan.resourceParameters.CONCURRENT_USER < 0 ? '—' : plan.resourceParameters.CONCURRENT_USER),
    },
    { id: 'description', header: t('apps.resource.description'), cell: (plan) => plan.description || '—' },
  ];
  const preferences = useTablePreferences('application-plans', columnsOf(columns, 'name'));
  return (
    <Table
      // Long headers wrap (the preferences' default): the plan table stays within the review panel at 1,280 px.
      {...preferences.tableProps}
      preferences={preferences.preferences}
      data-testid="subject-plans"
      variant="embedded"
      items={props.plans}
      trackBy="id"
      empty={<TableEmpty text={t('apps.edit.noResources')} />}
      header={
        <Header variant="h3" counter={`(${props.plans.length})`}>
          {t('apps.edit.resources')}
        </Header>
      }
      columnDefinitions={columns}
    />
  );
}

/** A version as a buyer sees it: notes, screenshots, documents (downloadable) and privileges. */
function VersionPart(props: { version: Version; reviewed: boolean }) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const { version } = props;
  const documents = [
    ...version.detailFiles.map((file) => ({ kind: file.type as string, uri: file.uri, name: file.name ?? file.uri })),
    ...(version.programFile
      ? [{ kind: 'program', uri: version.programFile.uri, name: version.programFile.name ?? version.programFile.uri }]
      : []),
  ];
  const download = async (document: { uri: string; name: string }) => {
    try {
      const { url } = await getDocumentDownload(document.uri);
      window.open(url, '_blank', 'noopener');
    } catch (failure) {
      notify({
        type: 'error',
        content: t('apps.verify.downloadFailed', { name: document.name, message: messageOf(failure) }),
      });
    }
  };
  return (
    <SpaceBetween size="m">
      <Header
        variant="h3"
        actions={<StatusText code={version.status.code} rejected={version.rejection !== undefined} />}
      >
        {props.reviewed
          ? t('apps.verify.reviewedVersion', { version: version.version })
          : t('apps.verify.latestVersion', { version: version.version })}
      </Header>
      <KeyValuePairs
        columns={3}
        items={[
          {
            label: t('apps.version.description'),
            value: <span style={{ whiteSpace: 'pre-wrap' }}>{version.description || '—'}</span>,
          },
          { label: t('apps.version.sourceType'), value: version.sourceType.name },
          { label: t('apps.version.menuName'), value: version.menuName || '—' },
          { label: t('apps.version.url'), value: version.url || '—' },
          {
            label: t('apps.version.authorities'),
            value: version.majorVersion.authorities.length
              ? version.majorVersion.authorities.map((a) => `${a.code} ${a.name}`).join('、')
              : t('apps.verify.noAuthorities'),
          },
        ]}
      />
      <SpaceBetween size="xs">
        <Box variant="h4">{t('apps.version.screenshots')}</Box>
        {version.screenshots.length ? (
          <div data-testid="subject-screenshots">
            <SpaceBetween size="s" direction="horizontal">
              {version.screenshots.map((shot) => (
                <StoredImage key={shot.id} name={shot.uri} alt={t('apps.version.screenshots')} height={160} />
              ))}
            </SpaceBetween>
          </div>
        ) : (
          <Box>{t('apps.verify.noScreenshots')}</Box>
        )}
      </SpaceBetween>
      <SpaceBetween size="xs">
        <Box variant="h4">{t('apps.verify.documents')}</Box>
        {documents.length ? (
          <ul data-testid="subject-documents">
            {documents.map((document) => (
              <li key={`${document.kind}-${document.uri}`}>
                {fileKindLabels[document.kind] ? t(fileKindLabels[document.kind]) : document.kind}:{' '}
                <Button
                  variant="inline-link"
                  ariaLabel={t('apps.verify.download', { name: document.name })}
                  onClick={() => void download(document)}
                >
                  {document.name}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <Box>{t('apps.verify.noDocuments')}</Box>
        )}
      </SpaceBetween>
    </SpaceBetween>
  );
}
