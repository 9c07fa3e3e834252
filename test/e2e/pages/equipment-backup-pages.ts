import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { openConsolePath } from './console-page.js';
import { dismissToast, logToasts, takeToast } from './toasts.js';

/*
 * Page objects of the data-backup screens (web/src/features/equipment/pages/equipment-backup-*): the backup list,
 * a gateway's backup settings and its history. Found by test id; dialog texts are the Chinese console's.
 */

/** The rows of a table (by test id) whose text contains `text`. */
const rowOf = (page: Page, tableTestId: string, text: string): Locator =>
  page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });

/** `/console/equipment-backup-list`. */
export class BackupListPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/equipment-backup-list');
    await expect(this.page.getByTestId('backup-table')).toBeVisible();
  }

  /** The row whose text contains `text` (a hardware id, a GUID). */
  row(text: string): Locator {
    return rowOf(this.page, 'backup-table', text);
  }

  async select(hardwareId: string): Promise<void> {
    await this.row(hardwareId).locator('input[type="radio"]').check();
  }

  /** 设置 on the gateway: its backup settings. */
  async set(hardwareId: string): Promise<BackupConfigPage> {
    await this.select(hardwareId);
    await this.page.getByTestId('backup-set').click();
    await this.page.waitForURL('**/console/equipment-backup-config/*');
    return new BackupConfigPage(this.page);
  }

  /** 历史数据 on the gateway: its history. */
  async history(hardwareId: string): Promise<BackupDetailPage> {
    await this.select(hardwareId);
    await this.page.getByTestId('backup-history').click();
    await this.page.waitForURL('**/console/equipment-backup-detail/*');
    return new BackupDetailPage(this.page);
  }
}

/** `/console/equipment-backup-config/{id}`. */
export class BackupConfigPage {
  constructor(readonly page: Page) {
    void logToasts(page);
  }

  async open(id: string): Promise<void> {
    await openConsolePath(this.page, `/console/equipment-backup-config/${id}`);
  }

  /** The switch of the node with `alias`. */
  switchOf(alias: string): Locator {
    return this.page.locator(
      wrapper.findToggle(`[data-testid="backup-switch-${alias}"]`).findNativeInput().toSelector(),
    );
  }

  async setSwitch(alias: string, on: boolean): Promise<void> {
    await this.switchOf(alias).setChecked(on);
  }

  /** Saves and waits for the result toast saying `text` (a success also returns to the list). */
  async saveExpecting(text: string): Promise<void> {
    await this.page.getByTestId('backup-save').click();
    await dismissToast(await takeToast(this.page, text));
  }
}

/** `/console/equipment-backup-detail/{id}`. */
export class BackupDetailPage {
  constructor(readonly page: Page) {}

  async open(id: string): Promise<void> {
    await openConsolePath(this.page, `/console/equipment-backup-detail/${id}`);
  }

  /** Chooses the node labelled `name / alias`. */
  async chooseNode(label: string): Promise<void> {
    await this.page
      .locator(wrapper.findSelect('[data-testid="backup-detail-node"]').findTrigger().toSelector())
      .click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** Types the range in epoch milliseconds. */
  async setRange(begin: number, end: number): Promise<void> {
    await this.page.getByTestId('backup-detail-begin').locator('input').fill(String(begin));
    await this.page.getByTestId('backup-detail-end').locator('input').fill(String(end));
  }

  async search(): Promise<void> {
    await this.page.getByTestId('backup-detail-search').click();
  }

  table(): Locator {
    return this.page.getByTestId('backup-detail-table');
  }

  rows(): Locator {
    return this.table().locator('tbody tr');
  }

  chart(): Locator {
    return this.page.getByTestId('backup-detail-chart');
  }

  /** Exports the range and answers the download. */
  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId('backup-detail-export').click();
    return download;
  }
}
