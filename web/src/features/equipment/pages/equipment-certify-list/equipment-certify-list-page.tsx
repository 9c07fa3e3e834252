import '../../messages/certificate-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { CopyableId } from '@/components/copyable-id.js';
import { formatDateTime, orDash } from '@/components/formatting.js';
import { LoadMoreFooter } from '@/components/load-more.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { RowActions, type RowAction } from '@/components/row-actions.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import {
  deleteCertificate,
  downloadCertificate,
  getCertificatePage,
  type EquipmentCertify,
  type EquipmentCertifyBundle,
} from '../../api/equipment-certificates.js';
import { BundleModal, CertificateStatus, certifyPath } from '../../components/certificate-parts.js';
import { screenPath } from '../../components/paths.js';
import { RotationModal } from '../../components/rotation-modal.js';
import { useConfirmedAction } from '../../components/use-confirmed-action.js';

/** The certificate statuses (`certifyStatus.code`) an action needs: active, and those that may be deleted. */
const ACTIVE = '2';
const DELETABLE = ['1', '3', '5'];

/** The columns the list shows before the user chooses (who registered it waits in the preferences). */
const HIDDEN_COLUMNS = ['registeredBy'];

/**
 * `/console/equipment-certify-list` (doc 3 §2.4): the current enterprise's certificates, read from the server a page
 * at a time ("load more" while more wait there), searched by name among those read; register one. Each row names
 * its certificate with its record id to copy (what a gateway's certificate field refers to), links its gateway to
 * the gateway's detail, and keeps its actions in one 操作 menu: download an active one's certificate and private key,
 * once, after a warning; rotate an active one without downtime (its progress too); destroy an active one (its own
 * screen); delete one that is not live. An action the certificate's state does not allow is disabled with the reason.
 */
export default function EquipmentCertifyListPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const follow = useFollow();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const certificates = useCursorList(enterpriseId, (cursor, signal) =>
    getCertificatePage(enterpriseId!, cursor, signal),
  );
  const [search, setSearch] = useState('');
  const [asking, setAsking] = useState<EquipmentCertify>();
  const [bundle, setBundle] = useState<EquipmentCertifyBundle>();
  const [rotating, setRotating] = useState<EquipmentCertify & { equipment: { id: string } }>();
  const action = useConfirmedAction(() => certificates.reload());
  const needle = search.trim().toLowerCase();
  const shown = certificates.items.filter((certificate) => certificate.description.toLowerCase().includes(needle));
  const { items, collectionProps, paginationProps } = useCollection(shown, {
    filtering: { empty: <TableEmpty text={needle ? t('certificate.list.noMatch') : t('certificate.list.empty')} /> },
    pagination: { pageSize: 10 },
    sorting: {},
  });
  const title = t('certificate.list.title');

  /** A certificate's actions; what its state does not allow is disabled with the reason. */
  const actionsOf = (certificate: EquipmentCertify): RowAction[] => {
    const code = certificate.certifyStatus.code;
    const name = certificate.description;
    const gateway = certificate.equipment;
    return [
      {
        id: 'certificate-download',
        text: t('certificate.action.download'),
        disabled: !certificate.keyAvailable,
        disabledReason: t('certificate.list.downloadReason'),
        onClick: () => setAsking(certificate),
      },
      {
        id: 'certificate-rotate',
        text: t('certificate.action.rotate'),
        disabled: code !== ACTIVE || !gateway,
        disabledReason: t('certificate.list.rotateReason'),
        onClick: () => gateway && setRotating({ ...certificate, equipment: gateway }),
      },
      {
        id: 'certificate-destroy',
        text: t('certificate.action.destroy'),
        disabled: code !== ACTIVE,
        disabledReason: t('certificate.list.destroyReason'),
        onClick: () => navigate(certifyPath('destroy', certificate.id)),
      },
      {
        id: 'certificate-delete',
        text: t('certificate.action.delete'),
        disabled: !DELETABLE.includes(code),
        disabledReason: t('certificate.list.deleteReason'),
        onClick: () =>
          action.ask({
            header: t('certificate.delete.title'),
            text: t('certificate.delete.text', { name }),
            run: () => deleteCertificate(certificate.id),
            doneText: t('certificate.delete.done', { name }),
          }),
      },
    ];
  };

  const columns: TableProps.ColumnDefinition<EquipmentCertify>[] = [
    {
      id: 'name',
      header: t('certificate.field.name'),
      isRowHeader: true,
      sortingField: 'description',
      cell: (c) => (
        <SpaceBetween size="xxxs">
          <span>{c.description}</span>
          <CopyableId id={c.id} label={t('certificate.field.recordId')} />
        </SpaceBetween>
      ),
    },
    {
      id: 'gateway',
      header: t('certificate.field.gateway'),
      cell: (c) =>
        c.equipment ? (
          <Link href={screenPath('equipment-detail', c.equipment.id)} onFollow={follow}>
            {c.equipment.equipmentId}
          </Link>
        ) : (
          '-'
        ),
    },
    {
      id: 'validity',
      header: t('certificate.field.validity'),
      cell: (c) => `${c.validityTerm.beginDate} ~ ${c.validityTerm.endDate}`,
    },
    { id: 'status', header: t('certificate.field.status'), cell: (c) => <CertificateStatus certificate={c} /> },
    { id: 'registeredBy', header: t('certificate.field.registeredBy'), cell: (c) => c.registerUserName },
    {
      id: 'registerTime',
      header: t('certificate.field.registerTime'),
      cell: (c) => formatDateTime(c.registerTime, locale),
      sortingField: 'registerTime',
    },
    {
      id: 'certificateId',
      header: t('certificate.field.certificateId'),
      cell: (c) =>
        c.certificateId ? (
          <CopyableId id={c.certificateId} label={t('certificate.field.certificateId')} />
        ) : (
          orDash(c.certificateId)
        ),
    },
    {
      id: 'actions',
      header: t('app.rowActions'),
      cell: (c) => <RowActions name={c.description} actions={actionsOf(c)} />,
    },
  ];
  const preferences = useTablePreferences('certificate-table', columnsOf(columns, 'name'), HIDDEN_COLUMNS);

  const download = async (certificate: EquipmentCertify) => {
    try {
      setBundle(await downloadCertificate(certificate.id));
    } catch (error) {
      notify({
        type: 'error',
        content: t('certificate.download.failed', { name: certificate.description, message: messageOf(error) }),
      });
    } finally {
      setAsking(undefined);
      certificates.reload();
    }
  };

  return (
    <ScreenLayout title={title} description={t('certificate.list.description')}>
      <SpaceBetween size="m">
        {certificates.error ? (
          <Alert type="error">{t('certificate.load.failed', { message: messageOf(certificates.error) })}</Alert>
        ) : null}
        <Table
          wrapLines
          {...collectionProps}
          {...preferences.tableProps}
          data-testid="certificate-table"
          items={items}
          trackBy="id"
          loading={certificates.loading}
          loadingText={t('app.loading')}
          preferences={preferences.preferences}
          filter={
            <TextFilter
              data-testid="certificate-filter"
              filteringText={search}
              filteringPlaceholder={t('certificate.list.search')}
              filteringAriaLabel={t('certificate.list.search')}
              countText={`${shown.length}`}
              onChange={({ detail }) => setSearch(detail.filteringText)}
            />
          }
          pagination={<Pagination {...paginationProps} />}
          footer={<LoadMoreFooter list={certificates} testId="certificate-table-load-more" />}
          header={
            <Header
              counter={`(${certificates.items.length}${certificates.hasMore ? '+' : ''})`}
              actions={
                <Button
                  variant="primary"
                  data-testid="certificate-register"
                  onClick={() => navigate(certifyPath('register'))}
                >
                  {t('certificate.action.register')}
                </Button>
              }
            >
              {title}
            </Header>
          }
          columnDefinitions={columns}
        />
      </SpaceBetween>
      {action.dialogs}
      {asking ? (
        <ConfirmModal
          header={t('certificate.download.title')}
          onConfirm={() => download(asking)}
          onDismiss={() => setAsking(undefined)}
        >
          {t('certificate.download.warning')}
        </ConfirmModal>
      ) : null}
      {bundle ? <BundleModal bundle={bundle} onClose={() => setBundle(undefined)} /> : null}
      {rotating ? (
        <RotationModal
          certificate={rotating}
          onClose={() => {
            setRotating(undefined);
            certificates.reload();
          }}
        />
      ) : null}
    </ScreenLayout>
  );
}
