import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { ConsolePage, openConsolePath } from './console-page.js';

/*
 * Page objects of the IoT screens (web/src/features/iot): products and their node templates, the device list and a
 * device's detail, device groups and data push. Everything is found by test id.
 */

/** The rows of a table (by test id) whose text contains `text`. */
const rowOf = (page: Page, tableTestId: string, text: string): Locator =>
  page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });

/** Fills the text input or textarea inside the element with `testId`. */
async function fill(scope: Page | Locator, testId: string, value: string): Promise<void> {
  await scope.getByTestId(testId).locator('input, textarea').first().fill(value);
}

/** Chooses the item `itemTestId` in the 操作 menu of the row `row`, which names the record `name`. */
async function rowAction(page: Page, row: Locator, name: string, itemTestId: string): Promise<void> {
  await row.getByRole('button', { name: `${name} 的操作` }).click();
  await page.getByTestId(itemTestId).getByRole('menuitem').click();
}

const formField = wrapper.findFormField();
const errorInField = formField.findError().toSelector().replace(formField.toSelector(), ':scope');

/** Confirms the open confirmation dialog and waits for it to close. */
async function confirm(page: Page): Promise<void> {
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-modal')).toHaveCount(0);
}

/** The text fields of the template's node dialog. */
export type TemplateNodeField =
  'name' | 'alias' | 'description' | 'dataType' | 'dataUnit' | 'sampleMode' | 'period' | 'precision';

/** `/console/iot/product`: products and the selected product's node template. */
export class IotProductPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/iot/product');
    await expect(this.page.getByTestId('iot-product-table')).toBeVisible();
  }

  async select(name: string): Promise<void> {
    await rowOf(this.page, 'iot-product-table', name).locator('input[type="radio"]').check();
  }

  nodeDialog(): Locator {
    return this.page.getByTestId('iot-node-modal');
  }

  /** Opens the node dialog to add a node to the selected product's template. */
  async openAddNode(): Promise<void> {
    await this.page.getByTestId('iot-node-add').click();
    await expect(this.nodeDialog()).toBeVisible();
  }

  /** Fills the node dialog's fields (`precision` is the optional display precision). */
  async fillNode(node: Partial<Record<TemplateNodeField, string>>): Promise<void> {
    for (const [field, value] of Object.entries(node)) await fill(this.nodeDialog(), `iot-node-${field}`, value);
  }

  /** The error under a field of the node dialog. */
  nodeFieldError(field: TemplateNodeField): Locator {
    return this.page
      .locator(formField.toSelector())
      .filter({ has: this.page.getByTestId(`iot-node-${field}`) })
      .last()
      .locator(errorInField);
  }

  /** Saves the node dialog and waits for it to close. */
  async saveNode(): Promise<void> {
    await this.page.getByTestId('iot-node-save').click();
    await expect(this.nodeDialog()).toHaveCount(0);
  }

  /** Adds a node to the selected product's template through the node dialog. */
  async addNode(node: Partial<Record<TemplateNodeField, string>>): Promise<void> {
    await this.openAddNode();
    await this.fillNode(node);
    await this.saveNode();
  }

  /** Deletes the node `alias` from the selected product's template after the confirmation. */
  async deleteNode(alias: string): Promise<void> {
    await this.templateRow(alias).locator('input[type="radio"]').check();
    await this.page.getByTestId('iot-node-delete').click();
    await confirm(this.page);
    await expect(this.templateRow(alias)).toHaveCount(0);
  }

  templateRow(alias: string): Locator {
    return rowOf(this.page, 'iot-template-table', alias);
  }
}

/** `/console/iot/device` and the detail it opens. */
export class IotDevicePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/iot/device');
    await expect(this.page.getByTestId('iot-device-table')).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.page
      .locator(wrapper.findTextFilter('[data-testid="iot-device-search"]').findInput().toSelector())
      .locator('input')
      .fill(text);
  }

  row(text: string): Locator {
    return rowOf(this.page, 'iot-device-table', text);
  }

  /** Opens the detail of the device whose row shows `text` (through its alias link). */
  async openDetail(text: string): Promise<void> {
    const detail = this.page.getByTestId('iot-detail-node');
    // A click that lands while the list re-renders after its search can be lost: click again until the detail opens.
    await expect(async () => {
      if (!(await detail.isVisible())) await this.row(text).locator('a').first().click({ timeout: 5_000 });
      await expect(detail).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }
}

/** `/console/iot/group`: groups and the chosen group's members. */
export class IotGroupPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/iot/group');
    await expect(this.page.getByTestId('iot-group-table')).toBeVisible();
  }

  async create(name: string): Promise<void> {
    await this.page.getByTestId('iot-group-add').click();
    await fill(this.page, 'iot-group-name', name);
    await this.page.getByTestId('iot-group-save').click();
    await expect(this.page.getByTestId('iot-group-modal')).toHaveCount(0);
    await expect(this.row(name)).toBeVisible();
  }

  row(name: string): Locator {
    return rowOf(this.page, 'iot-group-table', name);
  }

  /** Shows the group's members: its name is a link to them. */
  async show(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name, exact: true }).click();
    await expect(this.page.getByTestId('iot-member-table')).toContainText(`分组成员：${name}`);
  }

  /** Adds the gateway with `hardwareId` to the group `name` (添加网关 in its 操作 menu). */
  async addMember(name: string, hardwareId: string): Promise<void> {
    await rowAction(this.page, this.row(name), name, 'iot-group-add-members');
    await this.page
      .locator(wrapper.findMultiselect('[data-testid="iot-members-gateways"]').findTrigger().toSelector())
      .click();
    await this.page.getByRole('option', { name: new RegExp(hardwareId) }).click();
    // A multiselect stays open after a choice; with many gateways its list covers the dialog's buttons.
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
    await this.page.getByTestId('iot-members-save').click();
    await expect(this.page.getByTestId('iot-members-modal')).toHaveCount(0);
  }

  memberRow(hardwareId: string): Locator {
    return rowOf(this.page, 'iot-member-table', hardwareId);
  }

  /** The group's 成员数 cell (its one cell of digits only). */
  memberCount(name: string): Locator {
    return this.row(name).locator('td').filter({ hasText: /^\d+$/ });
  }

  /** Deletes the group (删除 in its 操作 menu) after the confirmation. */
  async delete(name: string): Promise<void> {
    await rowAction(this.page, this.row(name), name, 'iot-group-delete');
    await confirm(this.page);
    await expect(this.row(name)).toHaveCount(0);
  }
}

/** `/console/iot/data-push`: push rules and the chosen rule's delivery log. */
export class IotDataPushPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/iot/data-push');
    await expect(this.page.getByTestId('iot-push-table')).toBeVisible();
  }

  /** Adds a rule for every gateway of the enterprise. */
  async create(name: string, url: string): Promise<void> {
    await this.page.getByTestId('iot-push-add').click();
    await fill(this.page, 'iot-push-name', name);
    await fill(this.page, 'iot-push-url', url);
    await this.page.getByTestId('iot-push-save').click();
    await expect(this.page.getByTestId('iot-push-modal')).toHaveCount(0);
    await expect(this.row(name)).toBeVisible();
  }

  row(name: string): Locator {
    return rowOf(this.page, 'iot-push-table', name);
  }

  /** Shows the rule's delivery log: its name is a link to it. */
  async show(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name, exact: true }).click();
    await expect(this.page.getByTestId('iot-push-log')).toContainText(`投递记录：${name}`);
  }

  /** Sends a test delivery of the rule (发送测试 in its 操作 menu), which shows the rule's log. */
  async sendTest(name: string): Promise<void> {
    await rowAction(this.page, this.row(name), name, 'iot-push-test');
  }

  notice(): Locator {
    return this.page.getByTestId('iot-push-notice');
  }

  logRows(): Locator {
    return this.page.getByTestId('iot-push-log').locator('tbody tr');
  }

  /** Deletes the rule (删除 in its 操作 menu) after the confirmation. */
  async delete(name: string): Promise<void> {
    await rowAction(this.page, this.row(name), name, 'iot-push-delete');
    await confirm(this.page);
    await expect(this.row(name)).toHaveCount(0);
  }
}

/** A node of a product's template, as `submitProductTemplate` takes it. */
export interface TemplateNodeInput {
  name: string;
  alias: string;
  dataType: string;
  sampleMode: 'PERIODIC' | 'ON_CHANGE';
  period: number;
  ifBackup: boolean;
}

/**
 * Set-up through the API as the user signed in on `page` (who needs `iot/product:edit`): the node template of the
 * product (equipment type) named `typeName`. The template screen itself is walked in iot.spec.ts.
 */
export async function setProductTemplate(page: Page, typeName: string, nodes: TemplateNodeInput[]): Promise<void> {
  const headers = { authorization: `Bearer ${await new ConsolePage(page).accessToken()}` };
  const products = await page.request.get('/api-iot/getProductList', { headers });
  expect(products.status()).toBe(200);
  const product = ((await products.json()) as { id: string; name: string }[]).find((row) => row.name === typeName);
  expect(product, `product ${typeName}`).toBeDefined();
  const saved = await page.request.put('/api-iot/submitProductTemplate', { headers, data: { id: product!.id, nodes } });
  expect(saved.status(), await saved.text()).toBe(200);
}
