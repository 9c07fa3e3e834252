import '../messages/dashboard-messages.js';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import Board, { type BoardProps } from '@cloudscape-design/board-components/board';
import BoardItem from '@cloudscape-design/board-components/board-item';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { spaceScaledL } from '@cloudscape-design/design-tokens';
import {
  DASHBOARD_REFRESH_SECONDS,
  DEFAULT_DASHBOARD_LAYOUT,
  type DashboardLayoutItem,
  type DashboardTileId,
} from '@shared/constants/dashboard-rules.js';
import { messageOf } from '@/api/http-client.js';
import { useFormatting } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad } from '@/components/use-load.js';
import { WhenNearView } from '@/components/when-near-view.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  getDashboard,
  getDashboardLayout,
  resetDashboardLayout,
  saveDashboardLayout,
  type DashboardTile,
} from '../api/dashboard.js';
import { BOARD_PLACEHOLDER_HEIGHT } from './board-placeholder.js';
import { DashboardTileContent, tileTitleKey } from './dashboard-tile.js';

type Item = BoardProps.Item<{ id: DashboardTileId }>;

const toItem = (item: DashboardLayoutItem): Item => ({
  id: item.id,
  columnSpan: item.columnSpan,
  rowSpan: item.rowSpan,
  data: { id: item.id },
});

const fromItem = (item: Item): DashboardLayoutItem => ({
  id: item.data.id,
  columnSpan: item.columnSpan ?? 1,
  rowSpan: item.rowSpan ?? 2,
});

/**
 * The board's box. The board counts its columns from its width on its first render, while it is still empty, and its
 * empty state is padded `spaceScaledL` each side: it counted those of a box 40 px narrower (2, not 4, from 912 to
 * 951 px: the home's 915 px in a 1,280 px window) and corrected them a frame later, every tile moving (a layout
 * shift of 0.078 in the menu walk). For that first render only, the box is wider by the padding on each side.
 */
function BoardBox(props: { children: ReactNode }) {
  const [first, setFirst] = useState(true);
  // After the board's own first measurement (a child's layout effect runs first), before the first paint.
  useLayoutEffect(() => setFirst(false), []);
  return <div style={first ? { marginInline: `calc(-1 * ${spaceScaledL})` } : undefined}>{props.children}</div>;
}

/**
 * The console home's board (docs/dashboard.md): the tiles of the one summary call the caller may see, in the order
 * and sizes the caller keeps (moved and resized with the mouse or the keyboard, removed from a tile's menu, added
 * back from "add tile"; saved at once), the figures read again every minute.
 */
export default function HomeDashboard() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const [refresh, setRefresh] = useState(0);
  const summary = useLoad(`summary-${refresh}`, (signal) => getDashboard(signal));
  const layout = useLoad('layout', (signal) => getDashboardLayout(signal));
  const [kept, setKept] = useState<readonly DashboardLayoutItem[]>();

  useEffect(() => {
    const timer = setInterval(() => setRefresh((n) => n + 1), DASHBOARD_REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (layout.data) setKept(layout.data.items);
  }, [layout.data]);

  const tiles = useMemo(
    () => new Map((summary.data?.tiles ?? []).map((tile) => [tile.id, tile] as [DashboardTileId, DashboardTile])),
    [summary.data],
  );

  const save = async (items: readonly DashboardLayoutItem[]) => {
    setKept(items);
    try {
      await saveDashboardLayout({ items: [...items] });
    } catch (failure) {
      notify({ type: 'error', content: t('dashboard.saveFailed', { message: messageOf(failure) }) });
    }
  };
  const reset = async () => {
    try {
      setKept((await resetDashboardLayout()).items);
      notify({ type: 'success', content: t('dashboard.resetDone') });
    } catch (failure) {
      notify({ type: 'error', content: t('dashboard.saveFailed', { message: messageOf(failure) }) });
    }
  };

  const failure = summary.error ?? layout.error;
  if (failure && !summary.data) {
    return (
      <Box padding={{ top: 'l' }}>
        <StatusIndicator type="error">{t('dashboard.loadFailed', { message: failure.message })}</StatusIndicator>
      </Box>
    );
  }
  if (!summary.data || !kept) {
    return (
      <div style={{ minHeight: BOARD_PLACEHOLDER_HEIGHT }} data-testid="dashboard-loading">
        <StatusIndicator type="loading">{t('dashboard.loading')}</StatusIndicator>
      </div>
    );
  }

  // Tiles kept but not answered (another enterprise's privileges) stay in the layout, only not shown here.
  const shown = kept.filter((item) => tiles.has(item.id)).map(toItem);
  const hidden = [...tiles.keys()].filter((id) => !kept.some((item) => item.id === id));
  const onItemsChange = (items: readonly Item[]) => {
    const visible = items.map(fromItem);
    void save([...visible, ...kept.filter((item) => !tiles.has(item.id))]);
  };
  const add = (id: DashboardTileId) => {
    const size = DEFAULT_DASHBOARD_LAYOUT.find((item) => item.id === id) ?? { id, columnSpan: 1, rowSpan: 2 };
    void save([...kept, size]);
  };
  const titleOf = (item: Item) => t(tileTitleKey(item.data.id));
  const operation = (type: BoardProps.DndOperationType) => t(`dashboard.operation.${type}`);

  return (
    <SpaceBetween size="m">
      <Header
        variant="h2"
        description={t('dashboard.description')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <ButtonDropdown
              items={hidden.map((id) => ({ id, text: t(tileTitleKey(id)) }))}
              disabled={hidden.length === 0}
              onItemClick={({ detail }) => add(detail.id as DashboardTileId)}
              data-testid="dashboard-add-tile"
            >
              {t('dashboard.addTile')}
            </ButtonDropdown>
            <Button onClick={() => void reset()} data-testid="dashboard-reset">
              {t('dashboard.reset')}
            </Button>
          </SpaceBetween>
        }
      >
        {t('dashboard.title')}
      </Header>
      <Box color="text-body-secondary" fontSize="body-s">
        {t('dashboard.readAt', { time: dateTime(summary.data.readAt) })}
      </Box>
      <BoardBox>
        <Board<{ id: DashboardTileId }>
          items={shown}
          onItemsChange={({ detail }) => onItemsChange(detail.items)}
          renderItem={(item, actions) => (
            // A phone stacks the tiles in one column, 4,000 px and more below its first view: each tile renders once
            // scrolled near (one item's frame is about 60 elements and a forced layout; all of them at once were a
            // long task of Lighthouse's phone run). Its grid cell sets its size, so nothing moves when it arrives.
            <WhenNearView minHeight="100%">
              <BoardItem
                header={
                  <Header variant="h2" headingTagOverride="h3">
                    {titleOf(item)}
                  </Header>
                }
                settings={
                  <ButtonDropdown
                    variant="icon"
                    ariaLabel={t('dashboard.tileSettings', { name: titleOf(item) })}
                    items={[{ id: 'remove', text: t('dashboard.removeTile') }]}
                    onItemClick={() => actions.removeItem()}
                  />
                }
                i18nStrings={{
                  dragHandleAriaLabel: t('dashboard.dragHandle'),
                  dragHandleAriaDescription: t('dashboard.dragHandleDescription'),
                  resizeHandleAriaLabel: t('dashboard.resizeHandle'),
                  resizeHandleAriaDescription: t('dashboard.resizeHandleDescription'),
                }}
              >
                <div data-testid={`dashboard-tile-${item.data.id}`}>
                  <DashboardTileContent tile={tiles.get(item.data.id)!} />
                </div>
              </BoardItem>
            </WhenNearView>
          )}
          empty={
            <Box textAlign="center" color="inherit" padding="l">
              <Box variant="strong">{t('dashboard.empty')}</Box>
              <Box variant="p">{t('dashboard.emptyHint')}</Box>
            </Box>
          }
          i18nStrings={{
            liveAnnouncementDndStarted: (type) => t('dashboard.announce.started', { operation: operation(type) }),
            liveAnnouncementDndItemReordered: ({ item, placement }) =>
              t('dashboard.announce.reordered', { name: titleOf(item), column: placement.x + 1, row: placement.y + 1 }),
            liveAnnouncementDndItemResized: ({ item, placement }) =>
              t('dashboard.announce.resized', {
                name: titleOf(item),
                width: placement.width,
                height: placement.height,
              }),
            liveAnnouncementDndItemInserted: ({ item, placement }) =>
              t('dashboard.announce.inserted', { name: titleOf(item), column: placement.x + 1, row: placement.y + 1 }),
            liveAnnouncementDndCommitted: (type) => t('dashboard.announce.committed', { operation: operation(type) }),
            liveAnnouncementDndDiscarded: (type) => t('dashboard.announce.discarded', { operation: operation(type) }),
            liveAnnouncementItemRemoved: ({ item }) => t('dashboard.announce.removed', { name: titleOf(item) }),
            navigationAriaLabel: t('dashboard.title'),
            navigationItemAriaLabel: (item) => (item ? titleOf(item) : t('dashboard.none')),
          }}
        />
      </BoardBox>
    </SpaceBetween>
  );
}
