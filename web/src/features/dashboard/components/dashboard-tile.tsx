import '../messages/dashboard-messages.js';
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { ALGORITHM_STATUS_NAMES } from '@shared/constants/algorithm-rules.js';
import { APP_STATUS_NAMES } from '@shared/constants/application-rules.js';
import type { DashboardTileId } from '@shared/constants/dashboard-rules.js';
import { EQUIPMENT_STATUS_NAMES } from '@shared/constants/equipment-rules.js';
import { NAMESPACE_STATUS_NAMES, QUOTA_ITEM_INFO, type QuotaItem } from '@shared/constants/tenancy-rules.js';
import { StatusBadge } from '@/features/certification/components/status-badge.js';
import { formatFen, useFormatting } from '@/components/formatting.js';
import { useFollow } from '@/components/router-link.js';
import type { MessageKey } from '@/i18n/messages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { DashboardTile } from '../api/dashboard.js';

type Figure = DashboardTile['figures'][number];

/** A link from a tile to a screen it summarises. */
interface TileLink {
  readonly href: string;
  readonly text: MessageKey;
}

/** The screens each tile summarises, and the texts of their links (a tile of several queues links to each). */
const TILE_LINKS: Partial<Record<DashboardTileId, readonly TileLink[]>> = {
  unreadMessages: [{ href: '/console/message-center', text: 'dashboard.link.messages' }],
  balance: [{ href: '/console/enterprise-account', text: 'dashboard.link.account' }],
  personalBalance: [{ href: '/console/person-account', text: 'dashboard.link.account' }],
  applications: [{ href: '/console/application-management-enterprise', text: 'dashboard.link.applications' }],
  gateways: [{ href: '/console/equipment-management-list', text: 'dashboard.link.gateways' }],
  projects: [{ href: '/console/bigdata/projectList', text: 'dashboard.link.projects' }],
  tenantSpace: [{ href: '/console/initialize-tenant-space', text: 'dashboard.link.tenantSpace' }],
  quota: [{ href: '/console/initialize-tenant-space', text: 'dashboard.link.tenantSpace' }],
  runningApps: [{ href: '/console/space-apps-management', text: 'dashboard.link.runningApps' }],
  subscriptions: [{ href: '/console/space-apps-management', text: 'dashboard.link.subscriptions' }],
  recentAlarms: [{ href: '/console/equipment-management-list', text: 'dashboard.link.gateways' }],
  pendingReviews: [
    { href: '/console/verify-enterprise-auth-list', text: 'dashboard.link.certificationReview' },
    { href: '/console/application-verify-platform', text: 'dashboard.link.applicationReview' },
    { href: '/console/equipment-certify-verify', text: 'dashboard.link.certificateReview' },
  ],
  signInsToday: [{ href: '/console/login-statistics', text: 'dashboard.link.signIns' }],
  algorithms: [{ href: '/console/algorithm-list', text: 'dashboard.link.algorithms' }],
  datasetsAndModels: [
    { href: '/console/bigdata/dataset-management', text: 'dashboard.link.datasets' },
    { href: '/console/bigdata/trained-model', text: 'dashboard.link.models' },
  ],
  platformHealth: [{ href: '/console/platform-resource-monitor', text: 'dashboard.link.monitor' }],
};

/** How a listed alarm's state shows: still offline or silent, or recovered. */
const ALARM_STATE_TYPES: Record<string, StatusIndicatorProps.Type> = {
  offline: 'error',
  silent: 'warning',
  recovered: 'success',
};

/** How a listed project's last run or an app's state shows. */
const LINE_STATE_TYPES: Record<string, StatusIndicatorProps.Type> = {
  SUCCEEDED: 'success',
  FAILED: 'error',
  RUNNING: 'in-progress',
  NONE: 'stopped',
  running: 'success',
  booting: 'in-progress',
  crashed: 'error',
  stopped: 'stopped',
  unknown: 'warning',
};

/** A tile's title. */
export const tileTitleKey = (id: DashboardTileId) => `dashboard.tile.${id}` as MessageKey;

/** A status name of the shared tables in the console's language, or the code itself when unknown. */
function statusName(names: Record<string, { cn: string; en: string }>, code: string, locale: string): string {
  const name = names[code];
  return name ? (locale === 'en' ? name.en : name.cn) : code;
}

/** The content of one tile: its figures as labelled values, its short list, and the links to the screens it summarises. */
export function DashboardTileContent({ tile }: { tile: DashboardTile }) {
  const { t, locale } = useI18n();
  const { number, date, dateTime } = useFormatting();
  const follow = useFollow();
  const value = (figure: Figure) =>
    figure.more ? t('dashboard.more', { value: number(figure.value) }) : number(figure.value);
  const figure = (key: string) => tile.figures.find((item) => item.key === key);
  const grouped = (prefix: string, names: Record<string, { cn: string; en: string }>) =>
    tile.figures
      .filter((item) => item.key.startsWith(prefix))
      .map((item) => ({ label: statusName(names, item.key.slice(prefix.length), locale), value: value(item) }));
  const pairs = (items: { label: string; value: string }[]) => (
    <KeyValuePairs columns={2} items={items.map((item) => ({ label: item.label, value: item.value }))} />
  );
  const total = figure('total');
  const totalPair = total ? [{ label: t('dashboard.figure.total'), value: value(total) }] : [];
  const links = TILE_LINKS[tile.id] ?? [];
  /** Whether a figure counts something (or only the first page of a longer list). */
  const counts = (item: Figure | undefined) => !!item && (item.value > 0 || !!item.more);
  /** A labelled figure by key (`dashboard.figure.<key>`), 0 when absent. */
  const pair = (key: string) => {
    const item = figure(key);
    return { label: t(`dashboard.figure.${key}` as MessageKey), value: item ? value(item) : number(0) };
  };
  const empty = (text: MessageKey) => <Box color="text-body-secondary">{t(text)}</Box>;

  let body;
  switch (tile.id) {
    case 'unreadMessages':
      body = (
        <Box variant="awsui-value-large" data-testid="dashboard-unread">
          {number(figure('unread')?.value ?? 0)}
        </Box>
      );
      break;
    case 'certification':
      body = <StatusBadge code={tile.state} testId="dashboard-certification" />;
      break;
    case 'balance':
    case 'personalBalance':
      body = (
        <Box fontSize="heading-xl" fontWeight="bold" data-testid={`dashboard-${tile.id}`}>
          ¥{formatFen(figure('balanceFen')?.value ?? 0, locale)}
        </Box>
      );
      break;
    case 'applications':
      body = pairs([...totalPair, ...grouped('appStatus.', APP_STATUS_NAMES)]);
      break;
    case 'gateways':
      body = pairs([...totalPair, ...grouped('gatewayStatus.', EQUIPMENT_STATUS_NAMES)]);
      break;
    case 'quota':
      body = pairs(
        (Object.keys(QUOTA_ITEM_INFO) as QuotaItem[]).map((item) => ({
          label: locale === 'en' ? QUOTA_ITEM_INFO[item].enName : QUOTA_ITEM_INFO[item].name,
          value: t('dashboard.figure.available', {
            available: number(figure(`quota.${item}.available`)?.value ?? 0),
            total: number(figure(`quota.${item}.total`)?.value ?? 0),
          }),
        })),
      );
      break;
    case 'tenantSpace': {
      const space = tile.lines?.[0];
      body = space ? (
        <SpaceBetween size="xxs">
          <Box variant="strong">{space.name}</Box>
          <StatusIndicator type={space.state === '3' ? 'success' : space.state === '1' ? 'pending' : 'stopped'}>
            {statusName(NAMESPACE_STATUS_NAMES, space.state ?? '', locale)}
          </StatusIndicator>
          {space.at ? (
            <Box color="text-body-secondary">{t('dashboard.space.ends', { date: date(space.at) })}</Box>
          ) : null}
        </SpaceBetween>
      ) : (
        <Box color="text-body-secondary">{t('dashboard.space.none')}</Box>
      );
      break;
    }
    case 'projects':
    case 'runningApps':
      body = (
        <SpaceBetween size="s">
          {pairs([
            ...totalPair,
            ...tile.figures
              .filter((item) => item.key.startsWith('appState.'))
              .map((item) => ({
                label: t(`dashboard.appState.${item.key.slice('appState.'.length)}` as MessageKey),
                value: value(item),
              })),
          ])}
          {(tile.lines ?? []).map((line) => (
            <SpaceBetween key={line.id} size="xxxs">
              <Box fontSize="body-s">{line.name}</Box>
              {line.state ? (
                <StatusIndicator type={LINE_STATE_TYPES[line.state] ?? 'stopped'}>
                  {t(
                    (tile.id === 'projects'
                      ? `dashboard.run.${line.state}`
                      : `dashboard.appState.${line.state}`) as MessageKey,
                  )}
                </StatusIndicator>
              ) : null}
              {line.at ? (
                <Box color="text-body-secondary" fontSize="body-s">
                  {dateTime(line.at)}
                </Box>
              ) : null}
            </SpaceBetween>
          ))}
        </SpaceBetween>
      );
      break;
    case 'subscriptions': {
      const next = tile.lines?.[0];
      body = counts(figure('active')) ? (
        <SpaceBetween size="s">
          {pairs([pair('active')])}
          {next?.at ? (
            <Box fontSize="body-s">{t('dashboard.subscriptions.next', { name: next.name, date: date(next.at) })}</Box>
          ) : null}
        </SpaceBetween>
      ) : (
        empty('dashboard.subscriptions.none')
      );
      break;
    }
    case 'recentAlarms': {
      const alarms = tile.lines ?? [];
      body = alarms.length ? (
        <SpaceBetween size="xs">
          {alarms.map((alarm) => (
            <SpaceBetween key={`${alarm.id}-${alarm.at}`} direction="horizontal" size="xs" alignItems="center">
              <Link href={`/console/equipment-detail/${alarm.id}`} onFollow={follow}>
                {alarm.name}
              </Link>
              <StatusIndicator type={ALARM_STATE_TYPES[alarm.state ?? ''] ?? 'warning'}>
                {t(`dashboard.alarm.${alarm.state ?? 'offline'}` as MessageKey)}
              </StatusIndicator>
              {alarm.at ? (
                <Box color="text-body-secondary" fontSize="body-s">
                  {dateTime(alarm.at)}
                </Box>
              ) : null}
            </SpaceBetween>
          ))}
          {figure('alarms')?.more ? (
            <Box color="text-body-secondary" fontSize="body-s">
              {t('dashboard.alarm.more', { count: alarms.length })}
            </Box>
          ) : null}
        </SpaceBetween>
      ) : (
        empty('dashboard.alarm.none')
      );
      break;
    }
    case 'pendingReviews': {
      const queues = tile.figures.filter((item) => item.key.startsWith('queue.'));
      body = queues.some(counts) ? pairs(queues.map((item) => pair(item.key))) : empty('dashboard.reviews.none');
      break;
    }
    case 'signInsToday':
      body =
        counts(figure('signIns')) || counts(figure('signInFailures'))
          ? pairs([pair('signIns'), pair('signInFailures')])
          : empty('dashboard.signIns.none');
      break;
    case 'algorithms':
      body = counts(total)
        ? pairs([...totalPair, ...grouped('algorithmStatus.', ALGORITHM_STATUS_NAMES)])
        : empty('dashboard.algorithms.none');
      break;
    case 'datasetsAndModels':
      body =
        counts(figure('datasets')) || counts(figure('models'))
          ? pairs([pair('datasets'), pair('models')])
          : empty('dashboard.bigdata.none');
      break;
    case 'platformHealth':
      body = counts(figure('requests')) ? pairs([pair('requests'), pair('errors')]) : empty('dashboard.health.none');
      break;
  }
  return (
    <SpaceBetween size="s">
      {body}
      {links.length ? (
        <SpaceBetween size="xxs">
          {links.map((link) => (
            <Link key={link.href} href={link.href} onFollow={follow}>
              {t(link.text)}
            </Link>
          ))}
        </SpaceBetween>
      ) : null}
    </SpaceBetween>
  );
}
