import '../../messages/iot-messages.js';
import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { optionsOnDemand } from '@/components/load-more.js';
import { useLoad } from '@/components/use-load.js';
import { useGatewayPages } from '@/features/equipment/components/use-gateway-pages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import {
  deleteDataPush,
  getDataPushLog,
  getDataPushRules,
  getGroups,
  switchDataPush,
  testDataPush,
  type DataPush,
  type DataPushDelivery,
} from '../../api/iot.js';
import { formatDateTime, formatNumber, orDash } from '@/components/formatting.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { PushRuleModal } from './push-rule-modal.js';

/** The rules with the groups their dialog offers as scopes (a list the caller may not read stays empty). */
const loadRules = (signal: AbortSignal) => Promise.all([getDataPushRules(signal), getGroups(signal).catch(() => [])]);

/**
 * `/console/iot/data-push`: the enterprise's push rules — add, edit, enable or disable, delete after a confirmation,
 * send a test delivery now — and the selected rule's delivery log, newest first, a page at a time.
 */
export default function IotDataPushPage() {
  const { t, locale } = useI18n();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const state = useLoad(enterpriseId, loadRules);
  const [rules, groups] = state.data ?? [undefined, []];
  // The gateway scopes offered and named: the enterprise's gateways, a page at a time.
  const gatewayPages = useGatewayPages(enterpriseId);
  const gateways = gatewayPages.items;
  const [selected, setSelected] = useState<DataPush[]>([]);
  const chosen = rules?.find((rule) => rule.id === selected[0]?.id);
  const [dialog, setDialog] = useState<'add' | 'edit' | 'delete'>();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  const [log, setLog] = useState<{ items: DataPushDelivery[]; cursor?: string }>({ items: [] });
  const [logGeneration, setLogGeneration] = useState(0);
  const firstPage = useLoad(chosen ? `${chosen.id}#${logGeneration}` : undefined, (signal) =>
    getDataPushLog(chosen!.id, undefined, signal),
  );
  useEffect(() => {
    setLog(firstPage.data ?? { items: [] });
  }, [firstPage.data]);

  const run = async (action: () => Promise<unknown>, success?: (result: never) => string) => {
    setBusy(true);
    setNotice(undefined);
    try {
      const result = await action();
      if (success) setNotice({ type: 'success', text: success(result as never) });
      state.reload();
      setLogGeneration((n) => n + 1);
    } catch (failure) {
      setNotice({ type: 'error', text: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };
  const test = (rule: DataPush) =>
    run(
      async () => {
        const delivery = await testDataPush(rule.id);
        if (delivery.outcome === 'failed')
          throw new Error(t('iot.push.testFailed', { reason: delivery.error ?? `HTTP ${delivery.statusCode}` }));
        return delivery;
      },
      (delivery: DataPushDelivery) =>
        t('iot.push.testDelivered', { status: delivery.statusCode ?? 0, latency: delivery.latencyMs }),
    );
  const scopeText = (rule: DataPush) =>
    rule.scope.kind === 'all'
      ? t('iot.push.scope.all')
      : `${t(`iot.push.scope.${rule.scope.kind}`)}：${rule.scope.name ?? gateways.find((g) => g.id === rule.scope.id)?.equipmentId ?? rule.scope.id}`;

  const logColumns: TableProps.ColumnDefinition<DataPushDelivery>[] = [
    {
      id: 'at',
      header: t('iot.push.at'),
      cell: (entry) => formatDateTime(entry.at, locale),
      isRowHeader: true,
    },
    {
      id: 'outcome',
      header: t('iot.push.outcome'),
      cell: (entry) => (
        <StatusIndicator type={entry.outcome === 'delivered' ? 'success' : 'error'}>
          {entry.outcome === 'delivered' ? t('iot.push.delivered') : t('iot.push.failed')}
          {entry.test ? ` (${t('iot.push.testMark')})` : ''}
        </StatusIndicator>
      ),
    },
    { id: 'status', header: t('iot.push.statusCode'), cell: (entry) => orDash(entry.statusCode) },
    { id: 'error', header: t('iot.push.error'), cell: (entry) => orDash(entry.error) },
    { id: 'attempts', header: t('iot.push.attempts'), cell: (entry) => formatNumber(entry.attempts, locale) },
    { id: 'latency', header: t('iot.push.latency'), cell: (entry) => formatNumber(entry.latencyMs, locale) },
    {
      id: 'gateway',
      header: t('iot.push.gateway'),
      cell: (entry) => gateways.find((g) => g.id === entry.equipmentId)?.equipmentId ?? entry.equipmentId,
    },
  ];
  const logPreferences = useTablePreferences('iot-push-log', columnsOf(logColumns, 'at'));
  return (
    <ScreenLayout title={t('iot.push.title')} description={t('iot.push.description')}>
      <SpaceBetween size="l">
        {state.error ? <Alert type="error">{t('iot.load.failed', { message: messageOf(state.error) })}</Alert> : null}
        {notice ? (
          <Alert type={notice.type} dismissible onDismiss={() => setNotice(undefined)} data-testid="iot-push-notice">
            {notice.text}
          </Alert>
        ) : null}
        <CatalogueTable
          testId="iot-push-table"
          title={t('iot.push.title')}
          records={rules}
          loading={state.loading}
          loadingText={t('app.loading')}
          emptyText={t('iot.push.empty')}
          pageSize={10}
          selectionType="single"
          selected={chosen ? [chosen] : []}
          onSelectionChange={setSelected}
          columns={[
            { id: 'name', header: t('iot.push.name'), cell: (rule) => rule.name, sortingField: 'name' },
            { id: 'url', header: t('iot.push.url'), cell: (rule) => rule.url },
            { id: 'scope', header: t('iot.push.scope'), cell: scopeText },
            {
              id: 'signed',
              header: t('iot.push.signed'),
              cell: (rule) => (rule.hasSecret ? t('iot.yes') : t('iot.no')),
            },
            {
              id: 'enabled',
              header: t('iot.push.enabled'),
              cell: (rule) => (
                <StatusIndicator type={rule.enabled ? 'success' : 'stopped'}>
                  {rule.enabled ? t('iot.push.on') : t('iot.push.off')}
                </StatusIndicator>
              ),
            },
          ]}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="primary" data-testid="iot-push-add" onClick={() => setDialog('add')}>
                {t('iot.action.add')}
              </Button>
              <Button data-testid="iot-push-edit" disabled={!chosen} onClick={() => setDialog('edit')}>
                {t('iot.action.edit')}
              </Button>
              <Button
                data-testid="iot-push-switch"
                disabled={!chosen || busy}
                onClick={() => chosen && void run(() => switchDataPush(chosen.id, !chosen.enabled))}
              >
                {chosen?.enabled === false ? t('iot.push.enable') : t('iot.push.disable')}
              </Button>
              <Button
                data-testid="iot-push-test"
                disabled={!chosen}
                loading={busy}
                onClick={() => chosen && void test(chosen)}
              >
                {t('iot.push.test')}
              </Button>
              <Button data-testid="iot-push-delete" disabled={!chosen} onClick={() => setDialog('delete')}>
                {t('iot.action.delete')}
              </Button>
            </SpaceBetween>
          }
        />
        <Table
          data-testid="iot-push-log"
          items={chosen ? log.items : []}
          trackBy="id"
          loading={Boolean(chosen) && firstPage.loading && !firstPage.data}
          loadingText={t('app.loading')}
          empty={<TableEmpty text={chosen ? t('iot.push.logEmpty') : t('iot.push.pick')} />}
          header={
            <Header
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    data-testid="iot-push-log-refresh"
                    iconName="refresh"
                    disabled={!chosen}
                    onClick={() => setLogGeneration((n) => n + 1)}
                  >
                    {t('iot.action.refresh')}
                  </Button>
                  <Button
                    data-testid="iot-push-log-more"
                    disabled={!chosen || !log.cursor}
                    onClick={() =>
                      chosen &&
                      void getDataPushLog(chosen.id, log.cursor)
                        .then((next) =>
                          setLog((current) => ({ items: [...current.items, ...next.items], cursor: next.cursor })),
                        )
                        .catch((failure: unknown) => setNotice({ type: 'error', text: messageOf(failure) }))
                    }
                  >
                    {t('iot.push.more')}
                  </Button>
                </SpaceBetween>
              }
            >
              {chosen ? t('iot.push.log', { name: chosen.name }) : t('iot.push.pick')}
            </Header>
          }
          columnDefinitions={logColumns}
          {...logPreferences.tableProps}
          preferences={logPreferences.preferences}
        />
      </SpaceBetween>
      {dialog === 'add' || (dialog === 'edit' && chosen) ? (
        <PushRuleModal
          rule={dialog === 'edit' ? chosen : undefined}
          groups={groups}
          gateways={gateways}
          moreGateways={optionsOnDemand(gatewayPages)}
          onDone={() => {
            setDialog(undefined);
            state.reload();
          }}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      {dialog === 'delete' && chosen ? (
        <ConfirmModal
          header={t('iot.push.deleteTitle')}
          onConfirm={async () => {
            await deleteDataPush(chosen.id);
            setSelected([]);
            setDialog(undefined);
            state.reload();
          }}
          onDismiss={() => setDialog(undefined)}
        >
          {t('iot.push.deleteText', { name: chosen.name })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
