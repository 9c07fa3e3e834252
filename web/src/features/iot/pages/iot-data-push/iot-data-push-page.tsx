import '../../messages/iot-messages.js';
import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { CopyableId } from '@/components/copyable-id.js';
import { RowActions, type RowAction } from '@/components/row-actions.js';
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

/** The rule columns the table shows before the user chooses (whether a rule signs waits in the preferences). */
const HIDDEN_RULE_COLUMNS = ['signed'];

/**
 * `/console/iot/data-push`: the enterprise's push rules — add; in each rule's 操作 menu edit, enable or disable,
 * send a test delivery now, delete after a confirmation — and the chosen rule's delivery log, newest first, a page at
 * a time. A rule is chosen by its name (a link to its log) or its selection; a test delivery chooses its rule, so
 * its log shows the delivery.
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
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'edit' | 'delete'; rule: DataPush }>();
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
  const test = (rule: DataPush) => {
    setSelected([rule]);
    return run(
      async () => {
        const delivery = await testDataPush(rule.id);
        if (delivery.outcome === 'failed')
          throw new Error(t('iot.push.testFailed', { reason: delivery.error ?? `HTTP ${delivery.statusCode}` }));
        return delivery;
      },
      (delivery: DataPushDelivery) =>
        t('iot.push.testDelivered', { status: delivery.statusCode ?? 0, latency: delivery.latencyMs }),
    );
  };
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

  /** A rule's actions, in its 操作 menu. */
  const actionsOf = (rule: DataPush): RowAction[] => [
    { id: 'iot-push-edit', text: t('iot.action.edit'), onClick: () => setDialog({ kind: 'edit', rule }) },
    {
      id: 'iot-push-switch',
      text: rule.enabled ? t('iot.push.disable') : t('iot.push.enable'),
      disabled: busy,
      onClick: () => void run(() => switchDataPush(rule.id, !rule.enabled)),
    },
    { id: 'iot-push-test', text: t('iot.push.test'), disabled: busy, onClick: () => void test(rule) },
    { id: 'iot-push-delete', text: t('iot.action.delete'), onClick: () => setDialog({ kind: 'delete', rule }) },
  ];
  const ruleColumns: TableProps.ColumnDefinition<DataPush>[] = [
    {
      id: 'name',
      header: t('iot.push.name'),
      sortingField: 'name',
      cell: (rule) => (
        <SpaceBetween size="xxxs">
          <Link onFollow={() => setSelected([rule])}>{rule.name}</Link>
          <CopyableId id={rule.id} label={t('iot.push.ruleId')} />
        </SpaceBetween>
      ),
    },
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
    {
      id: 'actions',
      header: t('app.rowActions'),
      cell: (rule) => <RowActions name={rule.name} actions={actionsOf(rule)} />,
    },
  ];
  const rulePreferences = useTablePreferences('iot-push-table', columnsOf(ruleColumns, 'name'), HIDDEN_RULE_COLUMNS);
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
          columns={ruleColumns}
          preferences={rulePreferences}
          actions={
            <Button variant="primary" data-testid="iot-push-add" onClick={() => setDialog({ kind: 'add' })}>
              {t('iot.action.add')}
            </Button>
          }
        />
        <Table
          wrapLines
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
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <PushRuleModal
          rule={dialog.kind === 'edit' ? dialog.rule : undefined}
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
      {dialog?.kind === 'delete' ? (
        <ConfirmModal
          header={t('iot.push.deleteTitle')}
          onConfirm={async () => {
            await deleteDataPush(dialog.rule.id);
            if (chosen?.id === dialog.rule.id) setSelected([]);
            setDialog(undefined);
            state.reload();
          }}
          onDismiss={() => setDialog(undefined)}
        >
          {t('iot.push.deleteText', { name: dialog.rule.name })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
