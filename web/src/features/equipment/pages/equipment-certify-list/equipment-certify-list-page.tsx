import '../../messages/certificate-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { ScreenLayout } from '@/components/screen-layout.js';
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
import { CopyableId } from '@/components/copyable-id.js';
import { formatDateTime } from '@/components/formatting.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { ResultModal, type ActionResult } from '../../components/result-modal.js';
import { RotationModal } from '../../components/rotation-modal.js';
import { useConfirmedAction } from '../../components/use-confirmed-action.js';

/** A certificate as the table shows it: its description is its name. */
type Row = EquipmentCertify & { name: string };

/**
 * `/console/equipment-certify-list` (doc 3 §2.4): the current enterprise's certificates, read from the server a page
 * at a time ("load more" while more wait there), searched by name among those read; register
 * one, destroy an active one (its own screen), delete one that is not live, download an active one's
 * certificate and private key, once, after a warning, and rotate an active one without downtime (its progress too).
 */
export default function EquipmentCertifyListPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const certificates = useCursorList(enterpriseId, (cursor, signal) =>
    getCertificatePage(enterpriseId!, cursor, signal),
  );
  const [selected, setSelected] = useState<Row[]>([]);
  const [search, setSearch] = useState('');
  const [asking, setAsking] = useState<EquipmentCertify>();
  const [bundle, setBundle] = useState<EquipmentCertifyBundle>();
  const [failure, setFailure] = useState<ActionResult>();
  const [rotating, setRotating] = useState<EquipmentCertify & { equipment: { id: string } }>();
  const action = useConfirmedAction(() => {
    setSelected([]);
    certificates.reload();
  });
  const needle = search.trim().toLowerCase();
  const shown = certificates.items
    .filter((certificate) => certificate.description.toLowerCase().includes(needle))
    .map((certificate) => ({ ...certificate, name: certificate.description }));
  const chosen = selected[0];
  const code = chosen?.certifyStatus.code;
  const title = t('certificate.list.title');
  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'name',
      header: t('certificate.field.name'),
      cell: (c) => c.description,
      sortingField: 'description',
    },
    { id: 'gateway', header: t('certificate.field.gateway'), cell: (c) => c.equipment?.equipmentId ?? '-' },
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
        c.certificateId ? <CopyableId id={c.certificateId} label={t('certificate.field.certificateId')} /> : '-',
    },
  ];
  const preferences = useTablePreferences('certificate-table', columnsOf(columns, 'name'));

  const download = async (certificate: EquipmentCertify) => {
    try {
      setBundle(await downloadCertificate(certificate.id));
    } catch (error) {
      setFailure({ ok: false, text: t('certificate.result.failedText', { message: messageOf(error) }) });
    } finally {
      setAsking(undefined);
      setSelected([]);
      certificates.reload();
    }
  };

  return (
    <ScreenLayout title={title} description={t('certificate.list.description')}>
      <SpaceBetween size="m">
        {certificates.error ? (
          <Alert type="error">{t('certificate.load.failed', { message: messageOf(certificates.error) })}</Alert>
        ) : null}
        <CatalogueTable
          testId="certificate-table"
          title={title}
          records={shown}
          loading={certificates.loading}
          loadingText={t('app.loading')}
          emptyText={needle ? t('certificate.list.noMatch') : t('certificate.list.empty')}
          pageSize={10}
          selectionType="single"
          selected={selected}
          onSelectionChange={setSelected}
          more={certificates}
          filter={
            <TextFilter
              data-testid="certificate-filter"
              filteringText={search}
              filteringPlaceholder={t('certificate.list.search')}
              filteringAriaLabel={t('certificate.list.search')}
              countText={`${shown.length}`}
              onChange={({ detail }) => {
                setSearch(detail.filteringText);
                setSelected([]);
              }}
            />
          }
          columns={columns}
          preferences={preferences}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button
                variant="primary"
                data-testid="certificate-register"
                onClick={() => navigate(certifyPath('register'))}
              >
                {t('certificate.action.register')}
              </Button>
              <Button
                disabled={!chosen?.keyAvailable}
                data-testid="certificate-download"
                onClick={() => setAsking(chosen)}
              >
                {t('certificate.action.download')}
              </Button>
              <Button
                disabled={code !== '2' || !chosen?.equipment}
                data-testid="certificate-rotate"
                onClick={() => chosen?.equipment && setRotating({ ...chosen, equipment: chosen.equipment })}
              >
                {t('certificate.action.rotate')}
              </Button>
              <Button
                disabled={code !== '2'}
                data-testid="certificate-destroy"
                onClick={() => chosen && navigate(certifyPath('destroy', chosen.id))}
              >
                {t('certificate.action.destroy')}
              </Button>
              <Button
                disabled={!chosen || !['1', '3', '5'].includes(code!)}
                data-testid="certificate-delete"
                onClick={() =>
                  chosen &&
                  action.ask({
                    header: t('certificate.delete.title'),
                    text: t('certificate.delete.text', { name: chosen.description }),
                    run: () => deleteCertificate(chosen.id),
                    doneText: t('certificate.delete.done', { name: chosen.description }),
                  })
                }
              >
                {t('certificate.action.delete')}
              </Button>
            </SpaceBetween>
          }
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
      {failure ? <ResultModal result={failure} onClose={() => setFailure(undefined)} /> : null}
      {rotating ? (
        <RotationModal
          certificate={rotating}
          onClose={() => {
            setRotating(undefined);
            setSelected([]);
            certificates.reload();
          }}
        />
      ) : null}
    </ScreenLayout>
  );
}
