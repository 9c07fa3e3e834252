import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from '../cloudscape.js';
import { openConsolePath } from '../console-page.js';
import { choose, labelInItem, valueInItem } from './shared.js';

/*
 * Page objects of a gateway's live data view (`/console/equipment-data-view/{id}`) and the gateway log.
 * Button texts are the Chinese console's; everything else is found by test id.
 */

const dataGatewayPairs = wrapper.findKeyValuePairs('[data-testid="equipment-data-gateway"]');

/**
 * The data view's columns, 1-based, in the order the screen shows them by default (description and data type wait in
 * the table's preferences).
 */
const DATA_COLUMNS = {
  name: 1,
  alias: 2,
  dataUnit: 3,
  value: 4,
  quality: 5,
  time: 6,
  receiveTime: 7,
} as const;

/** How the data view says its data arrives (`data-status` of its live indicator). */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'polling';

/**
 * `/console/equipment-data-view/{id}`: a gateway's nodes with their latest readings, updated live over the console's
 * WebSocket (or re-read every 10 s while it is down), with the gateway's hardware id and status (the server's word on
 * its presence), the table's live-updates indicator and, when the newest reading is old, the staleness warning.
 */
export class GatewayDataViewPage {
  constructor(readonly page: Page) {}

  /** Opens the data view of `id` directly (an unknown or missing id lands on /exception/415). */
  async open(id: string): Promise<void> {
    await openConsolePath(this.page, `/console/equipment-data-view/${encodeURIComponent(id)}`);
  }

  /** Waits until the gateway and its nodes have loaded. */
  async loaded(): Promise<void> {
    await expect(this.table()).toBeVisible();
  }

  /** The gateway's GUID: the last segment of the address. */
  guid(): string {
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop() ?? '');
  }

  table(): Locator {
    return this.page.getByTestId('equipment-data-table');
  }

  /** The node rows of the table. */
  rows(): Locator {
    return this.table().locator('tbody tr');
  }

  /** The row of the node named `name` (exactly, in the first column). */
  row(name: string): Locator {
    return this.rows().filter({
      has: this.page.locator('td, th').first().getByText(name, { exact: true }),
    });
  }

  /** The cell of `column` in the row of node `name`. */
  cell(name: string, column: keyof typeof DATA_COLUMNS): Locator {
    return this.row(name)
      .locator('td, th')
      .nth(DATA_COLUMNS[column] - 1);
  }

  /** The value shown for the gateway label `label` (硬件 ID, 状态, 数据连接, …). */
  gatewayValue(label: string): Locator {
    return this.page
      .locator(dataGatewayPairs.findItems().toSelector())
      .filter({ has: this.page.locator(labelInItem, { hasText: label }) })
      .first()
      .locator(valueInItem);
  }

  /** The gateway's status as the server reports it (`data-status` its code: 1 running, 2 stopped, 3 offline). */
  presence(): Locator {
    return this.page.getByTestId('equipment-data-presence');
  }

  /** The warning shown while the newest reading is older than three collect periods. */
  staleWarning(): Locator {
    return this.page.getByTestId('equipment-data-stale');
  }

  /** The live-updates indicator of the WebSocket (its text says connected, reconnecting or polling). */
  live(): Locator {
    return this.page.getByTestId('equipment-data-live');
  }

  /** Waits until the indicator says `status`. */
  async expectLive(status: LiveStatus): Promise<void> {
    await expect(this.live()).toHaveAttribute('data-status', status);
  }

  /** The value cells highlighted as just changed. */
  changedValues(): Locator {
    return this.table().locator('[data-changed="true"]');
  }
}

/** The gateway log table's columns, 1-based, in the order the screen shows them. */
const LOG_COLUMNS = { time: 1, type: 2, event: 3, operator: 4, detail: 5 } as const;

/**
 * `/console/equipment-log[?guid=…]`: one gateway's log. Opening it searches at once (the `?guid=` gateway or the
 * enterprise's first, the last 24 hours, all types); `search()` and `reset()` wait for the answer.
 */
export class GatewayLogPage {
  constructor(readonly page: Page) {}

  /** Opens the screen (of `guid` when given) and waits for the first search's answer (none without gateways). */
  async open(guid?: string): Promise<void> {
    const answered = guid ? this.answer() : undefined;
    await openConsolePath(
      this.page,
      `/console/equipment-log${guid === undefined ? '' : `?guid=${encodeURIComponent(guid)}`}`,
    );
    await answered;
    await expect(this.table().or(this.noGateways())).toBeVisible();
  }

  /** The next answer of `findEquipmentLog` (start waiting before the action that asks). */
  private answer(): Promise<unknown> {
    return this.page.waitForResponse(
      (response) =>
        response.url().includes('/api-equipment/findEquipmentLog') && response.request().method() === 'POST',
    );
  }

  table(): Locator {
    return this.page.getByTestId('equipment-log-table');
  }

  /** The log rows whose text contains `text` (an event's name, an operator…). */
  row(text: string | RegExp): Locator {
    return this.table().locator('tbody tr').filter({ hasText: text });
  }

  /** The cell of `column` in a row. */
  cell(row: Locator, column: keyof typeof LOG_COLUMNS): Locator {
    return row.locator('td').nth(LOG_COLUMNS[column] - 1);
  }

  /** The table's empty state (暂无日志). */
  empty(): Locator {
    return this.page.locator(wrapper.findTable('[data-testid="equipment-log-table"]').findEmptySlot().toSelector());
  }

  /** The hint shown when the enterprise has no gateways, with its link to adding one. */
  noGateways(): Locator {
    return this.page.getByTestId('equipment-log-no-gateways');
  }

  /** The notice that only the newest 500 entries are shown. */
  truncated(): Locator {
    return this.page.getByTestId('equipment-log-truncated');
  }

  /** The alert of a refused search, with the server's message. */
  error(): Locator {
    return this.page.getByTestId('equipment-log-error');
  }

  /** The gateway select's trigger (its text is the chosen gateway's hardware id). */
  gatewaySelect(): Locator {
    return this.page.locator(wrapper.findSelect('[data-testid="equipment-log-gateway"]').findTrigger().toSelector());
  }

  /** The log-type select's trigger (全部类型 for all). */
  typeSelect(): Locator {
    return this.page.locator(wrapper.findSelect('[data-testid="equipment-log-type"]').findTrigger().toSelector());
  }

  /** The time range's trigger (its text is the range: 过去 24 小时). */
  rangeTrigger(): Locator {
    return this.page.locator(
      wrapper.findDateRangePicker('[data-testid="equipment-log-range"]').findTrigger().toSelector(),
    );
  }

  async chooseGateway(hardwareId: string): Promise<void> {
    await choose(this.page, 'equipment-log-gateway', hardwareId);
  }

  /** Chooses a log type by its name (操作日志, …; 全部类型 for all). */
  async chooseType(name: string): Promise<void> {
    await choose(this.page, 'equipment-log-type', name);
  }

  /** Chooses one of the picker's relative ranges by its text (过去 1 小时, 过去 7 天, …) and applies it. */
  async chooseRelativeRange(text: string): Promise<void> {
    const picker = wrapper.findDateRangePicker('[data-testid="equipment-log-range"]');
    await this.rangeTrigger().click();
    await this.page.locator(picker.findDropdown().toSelector()).getByRole('radio', { name: text }).check();
    await this.page.locator(picker.findDropdown().findApplyButton().toSelector()).click();
  }

  /** Clicks 查询 and waits for the answer. */
  async search(): Promise<void> {
    const answered = this.answer();
    await this.page.getByTestId('equipment-log-search').click();
    await answered;
  }

  /** Clicks 重置 (the defaults again) and waits for the new search's answer. */
  async reset(): Promise<void> {
    const answered = this.answer();
    await this.page.getByTestId('equipment-log-reset').click();
    await answered;
  }
}
