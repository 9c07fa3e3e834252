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

  /** The tiles' ids in the board's order. */
  async order(): Promise<string[]> {
    const ids = await this.page
      .locator('[data-testid^="dashboard-tile-"]')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-testid')!.slice('dashboard-tile-'.length)));
    return ids;
  }

  /** Moves the board's first tile one column right with the keyboard: its drag handle picked up, an arrow, dropped. */
  async moveFirstRightWithKeyboard(): Promise<void> {
    await this.page.getByRole('button', { name: '拖动手柄', exact: true }).first().focus();
    await this.page.keyboard.press('Enter');
    await this.page.keyboard.press('ArrowRight');
    await this.page.keyboard.press('Enter');
  }

  async reset(): Promise<void> {
    await this.page.getByTestId('dashboard-reset').click();
  }
}
