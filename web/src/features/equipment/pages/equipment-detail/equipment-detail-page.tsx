import '../../messages/equipment-messages.js';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { EQUIPMENT_STATUS } from '@shared/constants/equipment-rules.js';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getGateway, stopGateway } from '../../api/equipment.js';
import { CommandModal } from '../../components/command-modal.js';
import { formatDateTime, orDash } from '@/components/formatting.js';
import { GatewayStatus } from '../../components/gateway-status.js';
import { logPath, screenPath } from '../../components/paths.js';
import { useConfirmedAction } from '../../components/use-confirmed-action.js';
import { useRecordOfPath } from '../../components/use-record-of-path.js';

/**
 * `/console/equipment-detail/{id}` (doc 3 §3): the gateway's information and its collect-node tags, with the way
 * back to the list, to modifying it, to configuring it (`equipment-config/{id}`), to its live data
 * (`equipment-data-view/{id}`) and to its log, issue a command (a dialog; not to a stopped gateway), and stop (not when
 * stopped already; a confirmation, then the result, then the gateway loads again). A missing id, or one the server does not find, goes to `/exception/415`.
 */
export default function EquipmentDetailPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const state = useRecordOfPath(getGateway);
  const gateway = state.data;
  const action = useConfirmedAction(state.reload);
  const stopped = gateway?.equipmentStatus.id === EQUIPMENT_STATUS.stopped;
  const [commanding, setCommanding] = useState(false);
  const actions = (
    <SpaceBetween size="xs" direction="horizontal">
      <Button data-testid="equipment-detail-back" onClick={() => navigate(screenPath('equipment-management-list'))}>
        {t('equipment.action.back')}
      </Button>
      <Button
        variant="primary"
        disabled={!gateway}
        data-testid="equipment-detail-modify"
        onClick={() => gateway && navigate(screenPath('equipment-edit', gateway.id))}
      >
        {t('equipment.action.modify')}
      </Button>
      <Button
        disabled={!gateway}
        data-testid="equipment-detail-configure"
        onClick={() => gateway && navigate(screenPath('equipment-config', gateway.id))}
      >
        {t('equipment.action.configure')}
      </Button>
      <Button
        disabled={!gateway}
        data-testid="equipment-detail-data"
        onClick={() => gateway && navigate(screenPath('equipment-data-view', gateway.id))}
      >
        {t('equipment.action.viewData')}
      </Button>
      <Button
        disabled={!gateway}
        data-testid="equipment-detail-logs"
        onClick={() => gateway && navigate(logPath(gateway.id))}
      >
        {t('equipment.action.viewLogs')}
      </Button>
      <Button disabled={!gateway || stopped} data-testid="equipment-detail-command" onClick={() => setCommanding(true)}>
        {t('equipment.action.command')}
      </Button>
      <Button
        disabled={!gateway || stopped}
        data-testid="equipment-detail-stop"
        onClick={() =>
          gateway &&
          action.ask({
            header: t('equipment.gateway.stopTitle'),
            text: t('equipment.gateway.stopText', { name: gateway.equipmentId }),
            run: () => stopGateway(gateway.id),
            doneText: t('equipment.result.stopped', { name: gateway.equipmentId }),
          })
        }
      >
        {t('equipment.action.stop')}
      </Button>
    </SpaceBetween>
  );
  if (state.error) {
    return (
      <ScreenLayout title={t('equipment.gateway.detailTitle')}>
        <Alert type="error">{t('equipment.load.failed', { message: messageOf(state.error) })}</Alert>
      </ScreenLayout>
    );
  }
  if (!gateway) return <Loading />;
  const pair = (label: string, value: ReactNode) => ({ label, value });
  return (
    <ScreenLayout title={t('equipment.gateway.detailTitle')} description={gateway.equipmentId}>
      <SpaceBetween size="l">
        <Container header={<Header actions={actions}>{t('equipment.gateway.info')}</Header>}>
          <KeyValuePairs
            data-testid="equipment-detail-info"
            columns={3}
            items={[
              pair(t('equipment.gateway.guid'), gateway.id),
              pair(t('equipment.gateway.hardwareId'), gateway.equipmentId),
              pair(t('equipment.gateway.type'), gateway.equipmentType.name),
              pair(t('equipment.gateway.status'), <GatewayStatus status={gateway.equipmentStatus} />),
              pair(t('equipment.gateway.tenant'), orDash(gateway.registerCompanyName)),
              pair(t('equipment.gateway.certificate'), orDash(gateway.equipmentCertify?.id)),
              pair(
                t('equipment.gateway.addressable'),
                gateway.equipmentAddressable ? t('equipment.yes') : t('equipment.no'),
              ),
              pair(t('equipment.gateway.ip'), orDash(gateway.equipmentIp)),
              pair(t('equipment.gateway.port'), orDash(gateway.equipmentPort)),
              pair(t('equipment.gateway.createdBy'), orDash(gateway.createByName)),
              pair(t('equipment.gateway.created'), formatDateTime(gateway.createDate, locale)),
              pair(t('equipment.gateway.updated'), formatDateTime(gateway.updateDate, locale)),
              ...(gateway.stoppedAt
                ? [
                    pair(t('equipment.gateway.stoppedAt'), formatDateTime(gateway.stoppedAt, locale)),
                    pair(t('equipment.gateway.stoppedBy'), orDash(gateway.stoppedByName)),
                  ]
                : []),
              pair(t('equipment.gateway.description'), orDash(gateway.description)),
            ]}
          />
        </Container>
        <Table
          wrapLines
          data-testid="equipment-detail-tags"
          items={gateway.collectNodeTags}
          trackBy="id"
          empty={<TableEmpty text={t('equipment.tags.empty')} />}
          header={<Header counter={`(${gateway.collectNodeTags.length})`}>{t('equipment.tags.title')}</Header>}
          columnDefinitions={[
            { id: 'tag', header: t('equipment.tags.tag'), cell: (tag) => tag.tag },
            { id: 'description', header: t('equipment.tags.description'), cell: (tag) => orDash(tag.description) },
            { id: 'dataType', header: t('equipment.tags.dataType'), cell: (tag) => orDash(tag.dataType) },
            { id: 'dataUnit', header: t('equipment.tags.dataUnit'), cell: (tag) => orDash(tag.dataUnit) },
          ]}
        />
      </SpaceBetween>
      {action.dialogs}
      {commanding ? <CommandModal gateway={gateway} onClose={() => setCommanding(false)} /> : null}
    </ScreenLayout>
  );
}
