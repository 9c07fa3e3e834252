import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Page object of the console home's board (web/src/features/dashboard): tiles by test id, a tile's settings menu
 * by its label, the header's reset.
 */

/** The board below the personal card on `/console`. */
export class ConsoleHomeBoard {
  constructor(readonly page: Page) {}

  /** The content of a tile (`unreadMessages`, `balance`…). */
  tile(id: string): Locator {
    return this.page.getByTestId(`dashboard-tile-${id}`);
  }

  /** Waits for the board with its figures. */
  async loaded(): Promise<void> {
    await expect(this.page.getByTestId('dashboard-loading')).toHaveCount(0);
    await expect(this.tile('unreadMessages')).toBeVisible();
  }

  /** Removes a tile through its settings menu (named by the tile's title). */
  async removeTile(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `${title} 设置` }).click();
    await this.page.getByRole('menuitem', { name: '移除' }).click();
  }

  async reset(): Promise<void> {
    await this.page.getByTestId('dashboard-reset').click();
  }
}
