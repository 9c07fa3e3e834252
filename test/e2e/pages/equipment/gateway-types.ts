import { expect, type Page } from '@playwright/test';
import { wrapper } from '../cloudscape.js';
import { openConsolePath } from '../console-page.js';
import { EquipmentForm, EquipmentTableScreen, fill, toggle } from './shared.js';

/*
 * Page objects of the gateway-type screens: `/console/equipment-type-list`, `-add` and `-edit/{id}`.
 * Button texts are the Chinese console's; everything else is found by test id.
 */

/** What the gateway-type form takes; left-out fields keep what the form shows. */
export interface EquipmentTypeValues {
  code?: string;
  name?: string;
  description?: string;
  dynamic?: boolean;
  /** Shown on a new type only. */
  enabled?: boolean;
  retentionDays?: number;
}

/** `/console/equipment-type-add` and `/console/equipment-type-edit/{id}`: the gateway-type form. */
export class EquipmentTypeFormPage extends EquipmentForm {
  constructor(page: Page) {
    super(page, 'equipment-type-submit', '/console/equipment-type-list');
  }

  /** Opens the edit screen of `id` directly (an unknown or missing id lands on /exception/415). */
  async openEdit(id: string): Promise<void> {
    await openConsolePath(this.page, `/console/equipment-type-edit/${encodeURIComponent(id)}`);
  }

  async openAdd(): Promise<void> {
    await openConsolePath(this.page, '/console/equipment-type-add');
    await expect(this.page.getByTestId('equipment-type-submit')).toBeVisible();
  }

  async fill(values: EquipmentTypeValues): Promise<void> {
    await expect(this.page.getByTestId('equipment-type-submit')).toBeVisible();
    if (values.code !== undefined) await fill(this.page, 'equipment-type-field-code', values.code);
    if (values.name !== undefined) await fill(this.page, 'equipment-type-field-name', values.name);
    if (values.description !== undefined) {
      await fill(this.page, 'equipment-type-field-description', values.description);
    }
    if (values.dynamic !== undefined) await toggle(this.page, 'equipment-type-field-dynamic', values.dynamic);
    if (values.enabled !== undefined) await toggle(this.page, 'equipment-type-field-enabled', values.enabled);
    if (values.retentionDays !== undefined) {
      await fill(this.page, 'equipment-type-field-retention', String(values.retentionDays));
    }
  }
}

/** `/console/equipment-type-list`: the enterprise's gateway types. */
export class EquipmentTypeListPage extends EquipmentTableScreen {
  constructor(page: Page) {
    super(page, '/console/equipment-type-list', 'equipment-type-table');
  }

  async filter(name: string): Promise<void> {
    await this.page
      .locator(
        wrapper.findTextFilter('[data-testid="equipment-type-filter"]').findInput().findNativeInput().toSelector(),
      )
      .fill(name);
  }

  async select(name: string): Promise<void> {
    await this.row(name).locator('input[type="radio"]').check();
  }

  /** Opens the add form. */
  async add(): Promise<EquipmentTypeFormPage> {
    await this.page.getByTestId('equipment-type-add').click();
    await this.page.waitForURL('**/console/equipment-type-add');
    return new EquipmentTypeFormPage(this.page);
  }

  /** Adds a type through the form and returns to the list, where its row shows. */
  async create(values: EquipmentTypeValues & { code: string; name: string; description: string }): Promise<void> {
    const form = await this.add();
    await form.fill(values);
    await form.submitAndReturn();
    await expect(this.row(values.name)).toBeVisible();
  }

  /** Opens the edit form of the type named `name`. */
  async edit(name: string): Promise<EquipmentTypeFormPage> {
    await this.select(name);
    await this.page.getByTestId('equipment-type-edit').click();
    await this.page.waitForURL('**/console/equipment-type-edit/**');
    return new EquipmentTypeFormPage(this.page);
  }

  /** Deletes the type named `name` after the confirmation; its result toast says how it went (`result`). */
  async delete(name: string): Promise<void> {
    await this.select(name);
    await this.page.getByTestId('equipment-type-delete').click();
    await expect(this.confirmation.dialog()).toContainText(name);
    await this.confirmation.confirm();
  }
}
