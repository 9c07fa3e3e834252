import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { openConsolePath } from './console-page.js';

/*
 * Page objects of the tenant apps (web/src/features/deployments): buying a market application, the running apps and
 * a deployed app in the console's frame. Found by test id and role.
 */

/** The database the purchase form hands the app. */
export interface DatabaseInput {
  readonly host: string;
  readonly port: string;
  readonly database: string;
  readonly username: string;
  readonly password: string;
}

/** `/common/application-market-deploy`: the figures, the database form, buy and its result dialog. */
export class MarketDeployPage {
  constructor(readonly page: Page) {}

  /** Opens the market view of an application and follows the buy link of one of its plan's periods. */
  async openFromMarket(applicationId: string, period: RegExp): Promise<void> {
    await this.page.goto(`/common/application-market-view?id=${encodeURIComponent(applicationId)}`);
    await this.page.getByRole('link', { name: period }).click();
    await expect(this.page).toHaveURL(/\/common\/application-market-deploy\?/);
  }

  figures(): Locator {
    return this.page.getByTestId('deployments-figures');
  }

  cost(): Locator {
    return this.page.getByTestId('deployments-cost');
  }

  space(): Locator {
    return this.page.getByTestId('deployments-space');
  }

  async fillDatabase(database: DatabaseInput): Promise<void> {
    for (const [field, value] of Object.entries(database)) {
      await this.page.getByTestId(`deployments-db-${field}`).locator('input').fill(value);
    }
  }

  buyButton(): Locator {
    return this.page.getByTestId('deployments-buy');
  }

  /** The dialog after a purchase: the balance left, menu configuration and view the app. */
  purchased(): Locator {
    return this.page.getByTestId('deployments-purchased');
  }
}

/** `/console/space-apps-management`: the deployed-apps card and the table with each app's actions. */
export class RunningAppsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/space-apps-management');
    await expect(this.page.getByTestId('deployments-table')).toBeVisible();
  }

  count(state: 'running' | 'booting' | 'stopped' | 'crashed' | 'unknown'): Locator {
    return this.page.getByTestId(`deployments-count-${state}`);
  }

  /** The table row of an app, by its name. */
  row(name: string): Locator {
    return this.page.getByTestId('deployments-table').locator('tbody tr').filter({ hasText: name });
  }

  /** The row's state indicator (`data-state` running, stopped, …). */
  status(name: string): Locator {
    return this.row(name).locator('[data-state]');
  }

  /** Runs a row action (`deployments-start`, `deployments-stop`, …) from the row's 操作 menu. */
  async act(name: string, action: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `${name} 的操作` })
      .click();
    // RowActions' item ids are their test ids.
    await this.page.getByTestId(action).click();
  }

  /** Confirms the open confirmation dialog with its action's button. */
  async confirm(button: string): Promise<void> {
    const dialog = this.page.getByTestId('confirm-modal');
    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toHaveCount(0);
  }
}

/** `/console/deployed-app/{id}`: a deployed app in the console's frame. */
export class DeployedAppPage {
  constructor(readonly page: Page) {}

  frame(): FrameLocator {
    return this.page.frameLocator('[data-testid="deployments-app-frame"]');
  }
}
