import { expect, type Locator, type Page } from '@playwright/test';
import { openConsolePath } from './console-page.js';

/*
 * Page objects of the tenancy screens (web/src/features/tenancy): the enterprise's tenant space and its quota, a
 * quota application, and the platform's audit. Everything is found by test id.
 */

/** `/console/initialize-tenant-space`: the rent form, or the space's details and quota. */
export class TenantSpacePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/initialize-tenant-space');
  }

  /** Opens the screen of an enterprise without a space: the rent form. */
  async openForm(): Promise<void> {
    await this.open();
    await expect(this.page.getByTestId('tenancy-space-domain')).toBeVisible();
  }

  details(): Locator {
    return this.page.getByTestId('tenancy-space-details');
  }

  /** The quota table's row of an item (by its name as shown). */
  quotaRow(item: string): Locator {
    return this.page.getByTestId('tenancy-quota-table').locator('tbody tr').filter({ hasText: item });
  }
}

/** `/console/increase-quota` (and the other two quota screens): units per item, months, the computed cost. */
export class QuotaApplicationPage {
  constructor(
    readonly page: Page,
    readonly screen: 'increase-quota' | 'apply-bigdata-quota' | 'apply-tsdatabase-space',
  ) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, `/console/${this.screen}`);
    await expect(this.page.getByTestId('tenancy-quota-submit')).toBeVisible();
  }

  async units(item: string, value: string): Promise<void> {
    await this.page.getByTestId(`tenancy-quota-units-${item}`).locator('input').fill(value);
  }

  async months(value: string): Promise<void> {
    await this.page.getByTestId('tenancy-quota-months').locator('input').fill(value);
  }

  cost(): Locator {
    return this.page.getByTestId('tenancy-quota-cost').locator('input');
  }
}

/** `/console/namespace-verify-page`: the spaces waiting for audit, searched by domain. */
export class NamespaceVerifyPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/namespace-verify-page');
    await expect(this.page.getByTestId('tenancy-verify')).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId('tenancy-verify-search').locator('input').fill(text);
    await this.page.getByTestId('tenancy-verify-search-button').click();
  }

  row(text: string): Locator {
    return this.page.getByTestId('tenancy-verify').locator('tbody tr').filter({ hasText: text });
  }

  /** Chooses the row and opens the reject confirmation. */
  async openReject(text: string): Promise<Locator> {
    await this.row(text).locator('input[type="radio"]').check();
    await this.page.getByTestId('tenancy-verify-reject').click();
    const dialog = this.page.getByTestId('confirm-modal');
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
