import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { openConsolePath } from './console-page.js';

/*
 * Page objects of the equipment screens (web/src/features/equipment): gateway types (list, add, edit), gateways
 * (list, add, edit, detail), the issue-command dialog, the gateway configuration wizard, a gateway's live data and the gateway log. Button texts are the Chinese console's; everything else is found
 * by test id.
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

/** One collect-node tag of the gateway form. */
export interface NodeTagValues {
  tag: string;
  description?: string;
  dataType?: string;
  dataUnit?: string;
}

/** What the gateway form takes; left-out fields keep what the form shows. */
export interface GatewayValues {
  hardwareId?: string;
  /** The type's name as the select lists it. */
  type?: string;
  addressable?: boolean;
  ip?: string;
  port?: number;
  description?: string;
  /** Added after the rows the form already has. */
  tags?: readonly NodeTagValues[];
}

/** Step 1 of the configuration wizard; left-out fields keep what the wizard shows. */
export interface GatewayConfigGeneralValues {
  /** The protocol's name as the select lists it (MQTT, HTTP, …). */
  protocol?: string;
  /** The compress method's name as the select lists it (不压缩, GZIP, …). */
  compress?: string;
  dataUrl?: string;
  fileUrl?: string;
  /** Collect period, milliseconds. */
  period?: number;
  buffer?: number;
}

/** One collect node of the configuration wizard's step 2; left-out fields keep what the row shows. */
export interface NodeConfigValues {
  name?: string;
  alias?: string;
  description?: string;
  dataType?: string;
  dataUnit?: string;
  /** The sample mode as the select lists it: 周期采集 or 变化采集. */
  sampleMode?: '周期采集' | '变化采集';
  /** Sample period, milliseconds. */
  period?: number;
  backup?: boolean;
}

const formField = wrapper.findFormField();
/** A form field's error text, relative to the field. */
const errorInField = formField.findError().toSelector().replace(formField.toSelector(), ':scope');

const infoPairs = wrapper.findKeyValuePairs('[data-testid="equipment-detail-info"]');
const infoItems = infoPairs.findItems().toSelector();
const firstInfoItem = infoPairs.findItems().get(1);
/** The label and the value of an information item, relative to the item. */
const labelInItem = firstInfoItem.findLabel().toSelector().replace(`${firstInfoItem.toSelector()} `, '');
const valueInItem = firstInfoItem.findValue().toSelector().replace(`${firstInfoItem.toSelector()} `, '');

/** The rows of a table (by test id) whose text contains `text`. */
const rowOf = (page: Page, tableTestId: string, text: string): Locator =>
  page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });

/** Chooses the option labelled `label` of the Cloudscape Select with `testId`. */
async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.locator(wrapper.findSelect(`[data-testid="${testId}"]`).findTrigger().toSelector()).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Sets the Cloudscape Toggle with `testId` on or off. */
async function toggle(page: Page, testId: string, on: boolean): Promise<void> {
  await page.locator(wrapper.findToggle(`[data-testid="${testId}"]`).findNativeInput().toSelector()).setChecked(on);
}

/** Fills the text input or textarea inside the element with `testId`. */
async function fill(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).locator('input, textarea').first().fill(value);
}

/** The result dialog of an equipment action or form (`equipment-result`). */
export class EquipmentResultDialog {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByTestId('equipment-result');
  }

  /** Waits for the dialog, checks it says `text`, and closes it (after a saved form: back to the list). */
  async expectAndClose(text: string | RegExp): Promise<void> {
    await expect(this.dialog()).toContainText(text);
    await this.dialog().getByTestId('equipment-result-close').click();
    await expect(this.dialog()).toHaveCount(0);
  }
}

/** The confirmation dialog of delete, stop and leaving a changed form (`confirm-modal`). */
export class EquipmentConfirmDialog {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByTestId('confirm-modal');
  }

  async confirm(): Promise<void> {
    await this.dialog().getByTestId('confirm-ok').click();
  }

  async cancel(): Promise<void> {
    await this.dialog().getByRole('button', { name: '取消', exact: true }).click();
    await expect(this.dialog()).toHaveCount(0);
  }
}

/** The parts the two forms share: submit, return, the leave question and field errors. */
abstract class EquipmentForm {
  readonly result: EquipmentResultDialog;
  readonly confirmation: EquipmentConfirmDialog;

  constructor(
    readonly page: Page,
    private readonly submitTestId: string,
    private readonly listPath: string,
  ) {
    this.result = new EquipmentResultDialog(page);
    this.confirmation = new EquipmentConfirmDialog(page);
  }

  /** The screen's h1. */
  title(): Locator {
    return this.page.locator('h1');
  }

  /** The error text under the field whose control has `testId` (`equipment-type-field-name`, …). */
  fieldError(testId: string): Locator {
    return this.page
      .locator(formField.toSelector())
      .filter({ has: this.page.getByTestId(testId) })
      .last()
      .locator(errorInField);
  }

  async submit(): Promise<void> {
    await this.page.getByTestId(this.submitTestId).click();
  }

  /** Submits, expects the success dialog and follows it back to the list. */
  async submitAndReturn(): Promise<void> {
    await this.submit();
    await this.result.expectAndClose('提交成功');
    await this.page.waitForURL(`**${this.listPath}`);
  }

  /** Clicks Return (返回); with changes the confirmation "内容已修改，确认返回吗？" opens instead of leaving. */
  async clickReturn(): Promise<void> {
    await this.page.getByRole('button', { name: '返回', exact: true }).click();
  }

  /** Returns, answering the leave question with OK when it is asked, and waits for the list. */
  async returnToList(): Promise<void> {
    await this.clickReturn();
    if (await this.confirmation.dialog().isVisible()) await this.confirmation.confirm();
    await this.page.waitForURL(`**${this.listPath}`);
  }
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
export class EquipmentTypeListPage {
  readonly result: EquipmentResultDialog;
  readonly confirmation: EquipmentConfirmDialog;

  constructor(readonly page: Page) {
    this.result = new EquipmentResultDialog(page);
    this.confirmation = new EquipmentConfirmDialog(page);
  }

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/equipment-type-list');
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByTestId('equipment-type-table');
  }

  row(text: string): Locator {
    return rowOf(this.page, 'equipment-type-table', text);
  }

  /** The table's empty state (no types, or none matching the filter). */
  empty(): Locator {
    return this.page.locator(wrapper.findTable('[data-testid="equipment-type-table"]').findEmptySlot().toSelector());
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

  /** Deletes the type named `name` after the confirmation; the result dialog says how it went (left open). */
  async delete(name: string): Promise<void> {
    await this.select(name);
    await this.page.getByTestId('equipment-type-delete').click();
    await expect(this.confirmation.dialog()).toContainText(name);
    await this.confirmation.confirm();
    await expect(this.result.dialog()).toBeVisible();
  }
}

/** `/console/equipment-add` and `/console/equipment-edit/{id}`: the gateway form. */
export class GatewayFormPage extends EquipmentForm {
  constructor(page: Page) {
    super(page, 'equipment-submit', '/console/equipment-management-list');
  }

  async openAdd(): Promise<void> {
    await openConsolePath(this.page, '/console/equipment-add');
    await expect(this.page.getByTestId('equipment-submit')).toBeVisible();
  }

  /** Opens the edit screen of `id` directly (an unknown or missing id lands on /exception/415). */
  async openEdit(id: string): Promise<void> {
    await openConsolePath(this.page, `/console/equipment-edit/${encodeURIComponent(id)}`);
  }

  /** The hint shown when the enterprise has no gateway types, with its link to adding one. */
  noTypesHint(): Locator {
    return this.page.getByTestId('equipment-no-types');
  }

  private tagControl(row: number, column: number): Locator {
    const editor = wrapper.findAttributeEditor('[data-testid="equipment-tags"]');
    return this.page.locator(editor.findRow(row).findField(column).findControl().toSelector()).locator('input');
  }

  /** The node-tag rows of the form. */
  tagRows(): Locator {
    return this.page.locator(wrapper.findAttributeEditor('[data-testid="equipment-tags"]').findRows().toSelector());
  }

  async addTag(tag: NodeTagValues): Promise<void> {
    const row = (await this.tagRows().count()) + 1;
    await this.page
      .locator(wrapper.findAttributeEditor('[data-testid="equipment-tags"]').findAddButton().toSelector())
      .click();
    await this.tagControl(row, 1).fill(tag.tag);
    if (tag.description !== undefined) await this.tagControl(row, 2).fill(tag.description);
    if (tag.dataType !== undefined) await this.tagControl(row, 3).fill(tag.dataType);
    if (tag.dataUnit !== undefined) await this.tagControl(row, 4).fill(tag.dataUnit);
  }

  /** Removes the node-tag row `row` (1-based). */
  async removeTag(row: number): Promise<void> {
    const editor = wrapper.findAttributeEditor('[data-testid="equipment-tags"]');
    await this.page.locator(editor.findRow(row).findRemoveButton().toSelector()).click();
  }

  async fill(values: GatewayValues): Promise<void> {
    await expect(this.page.getByTestId('equipment-submit')).toBeVisible();
    if (values.hardwareId !== undefined) await fill(this.page, 'equipment-field-hardware-id', values.hardwareId);
    if (values.type !== undefined) await choose(this.page, 'equipment-field-type', values.type);
    if (values.addressable !== undefined) await toggle(this.page, 'equipment-field-addressable', values.addressable);
    if (values.ip !== undefined) await fill(this.page, 'equipment-field-ip', values.ip);
    if (values.port !== undefined) await fill(this.page, 'equipment-field-port', String(values.port));
    if (values.description !== undefined) await fill(this.page, 'equipment-field-description', values.description);
    for (const tag of values.tags ?? []) await this.addTag(tag);
  }
}

/** `/console/equipment-management-list`: the enterprise's gateways. */
/** The gateway list's CSV import dialog. */
export class GatewayImportDialog {
  constructor(readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId('equipment-import-modal');
  }

  /** Replaces the CSV text. */
  async fill(content: string): Promise<void> {
    await this.page.getByTestId('equipment-import-content').locator('textarea').fill(content);
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('equipment-import-submit').click();
  }

  /** The listed refused lines. */
  errors(): Locator {
    return this.page.getByTestId('equipment-import-errors').locator('li');
  }
}

export class GatewayListPage {
  readonly result: EquipmentResultDialog;
  readonly confirmation: EquipmentConfirmDialog;

  constructor(readonly page: Page) {
    this.result = new EquipmentResultDialog(page);
    this.confirmation = new EquipmentConfirmDialog(page);
  }

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/equipment-management-list');
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByTestId('equipment-table');
  }

  /** The row whose text contains `text` (a hardware id, a GUID). */
  row(text: string): Locator {
    return rowOf(this.page, 'equipment-table', text);
  }

  empty(): Locator {
    return this.page.locator(wrapper.findTable('[data-testid="equipment-table"]').findEmptySlot().toSelector());
  }

  /** Narrows the list to one gateway type (`全部类型` for all). */
  async filterByType(typeName: string): Promise<void> {
    await choose(this.page, 'equipment-type-select', typeName);
  }

  async select(hardwareId: string): Promise<void> {
    await this.row(hardwareId).locator('input[type="radio"]').check();
  }

  button(
    action: 'add' | 'import' | 'modify' | 'view' | 'configure' | 'data' | 'logs' | 'command' | 'stop' | 'delete',
  ): Locator {
    return this.page.getByTestId(`equipment-${action}`);
  }

  /** Opens the CSV import dialog. */
  async openImport(): Promise<GatewayImportDialog> {
    await this.button('import').click();
    const dialog = new GatewayImportDialog(this.page);
    await expect(dialog.root()).toBeVisible();
    return dialog;
  }

  async add(): Promise<GatewayFormPage> {
    await this.button('add').click();
    await this.page.waitForURL('**/console/equipment-add');
    return new GatewayFormPage(this.page);
  }

  /** Registers a gateway through the form and returns to the list, where its row shows. */
  async create(values: GatewayValues & { hardwareId: string; type: string }): Promise<void> {
    const form = await this.add();
    await form.fill(values);
    await form.submitAndReturn();
    await expect(this.row(values.hardwareId)).toBeVisible();
  }

  async modify(hardwareId: string): Promise<GatewayFormPage> {
    await this.select(hardwareId);
    await this.button('modify').click();
    await this.page.waitForURL('**/console/equipment-edit/**');
    return new GatewayFormPage(this.page);
  }

  async view(hardwareId: string): Promise<GatewayDetailPage> {
    await this.select(hardwareId);
    await this.button('view').click();
    await this.page.waitForURL('**/console/equipment-detail/**');
    return new GatewayDetailPage(this.page);
  }

  /** Opens the configuration wizard of the gateway (配置: `equipment-config/{id}`). */
  async configure(hardwareId: string): Promise<GatewayConfigPage> {
    await this.select(hardwareId);
    await this.button('configure').click();
    await this.page.waitForURL('**/console/equipment-config/**');
    const wizard = new GatewayConfigPage(this.page);
    await wizard.loaded();
    return wizard;
  }

  /** Opens the live data of the gateway (查看数据: `equipment-data-view/{id}`) and waits for its nodes. */
  async viewData(hardwareId: string): Promise<GatewayDataViewPage> {
    await this.select(hardwareId);
    await this.button('data').click();
    await this.page.waitForURL('**/console/equipment-data-view/**');
    const view = new GatewayDataViewPage(this.page);
    await view.loaded();
    return view;
  }

  /** Opens the log screen of the gateway (查看日志: `equipment-log?guid=`). */
  async viewLogs(hardwareId: string): Promise<GatewayLogPage> {
    await this.select(hardwareId);
    await this.button('logs').click();
    await this.page.waitForURL('**/console/equipment-log?guid=*');
    return new GatewayLogPage(this.page);
  }

  /** Opens the issue-command dialog (下发命令) of the gateway. */
  async issueCommand(hardwareId: string): Promise<GatewayCommandDialog> {
    await this.select(hardwareId);
    await this.button('command').click();
    const dialog = new GatewayCommandDialog(this.page);
    await expect(dialog.dialog()).toBeVisible();
    return dialog;
  }

  /** Stops the gateway after the confirmation; the result dialog says how it went (left open). */
  async stop(hardwareId: string): Promise<void> {
    await this.select(hardwareId);
    await this.button('stop').click();
    await expect(this.confirmation.dialog()).toContainText(hardwareId);
    await this.confirmation.confirm();
    await expect(this.result.dialog()).toBeVisible();
  }

  /** Deletes the gateway after the confirmation; the result dialog says how it went (left open). */
  async delete(hardwareId: string): Promise<void> {
    await this.select(hardwareId);
    await this.button('delete').click();
    await expect(this.confirmation.dialog()).toContainText(hardwareId);
    await this.confirmation.confirm();
    await expect(this.result.dialog()).toBeVisible();
  }
}

/** `/console/equipment-detail/{id}`: one gateway's information and collect-node tags, stop and the way to its log. */
export class GatewayDetailPage {
  readonly result: EquipmentResultDialog;
  readonly confirmation: EquipmentConfirmDialog;

  constructor(readonly page: Page) {
    this.result = new EquipmentResultDialog(page);
    this.confirmation = new EquipmentConfirmDialog(page);
  }

  /** Opens the detail of `id` directly (an unknown or missing id lands on /exception/415). */
  async open(id: string): Promise<void> {
    await openConsolePath(this.page, `/console/equipment-detail/${encodeURIComponent(id)}`);
  }

  /** The value shown for the information label `label` (网关 GUID, 硬件 ID, 状态, …). */
  value(label: string): Locator {
    return this.page
      .locator(infoItems)
      .filter({ has: this.page.locator(labelInItem, { hasText: label }) })
      .first()
      .locator(valueInItem);
  }

  info(): Locator {
    return this.page.getByTestId('equipment-detail-info');
  }

  tagRow(tag: string): Locator {
    return rowOf(this.page, 'equipment-detail-tags', tag);
  }

  async back(): Promise<void> {
    await this.page.getByTestId('equipment-detail-back').click();
    await this.page.waitForURL('**/console/equipment-management-list');
  }

  async modify(): Promise<GatewayFormPage> {
    await this.page.getByTestId('equipment-detail-modify').click();
    await this.page.waitForURL('**/console/equipment-edit/**');
    return new GatewayFormPage(this.page);
  }

  /** Opens the gateway's configuration wizard (配置). */
  async configure(): Promise<GatewayConfigPage> {
    await this.page.getByTestId('equipment-detail-configure').click();
    await this.page.waitForURL('**/console/equipment-config/**');
    const wizard = new GatewayConfigPage(this.page);
    await wizard.loaded();
    return wizard;
  }

  /** 下发命令 (disabled while the gateway is stopped). */
  commandButton(): Locator {
    return this.page.getByTestId('equipment-detail-command');
  }

  /** Opens the issue-command dialog (下发命令). */
  async issueCommand(): Promise<GatewayCommandDialog> {
    await this.commandButton().click();
    const dialog = new GatewayCommandDialog(this.page);
    await expect(dialog.dialog()).toBeVisible();
    return dialog;
  }

  /** 停止网关 (disabled while the gateway is stopped). */
  stopButton(): Locator {
    return this.page.getByTestId('equipment-detail-stop');
  }

  /** Stops the gateway after the confirmation (which names its hardware id); the result dialog is left open. */
  async stop(): Promise<void> {
    await this.stopButton().click();
    await expect(this.confirmation.dialog()).toBeVisible();
    await this.confirmation.confirm();
    await expect(this.result.dialog()).toBeVisible();
  }

  /** Opens the gateway's live data (查看数据) and waits for its nodes. */
  async viewData(): Promise<GatewayDataViewPage> {
    await this.page.getByTestId('equipment-detail-data').click();
    await this.page.waitForURL('**/console/equipment-data-view/**');
    const view = new GatewayDataViewPage(this.page);
    await view.loaded();
    return view;
  }

  /** Opens the gateway's log screen (查看日志). */
  async viewLogs(): Promise<GatewayLogPage> {
    await this.page.getByTestId('equipment-detail-logs').click();
    await this.page.waitForURL('**/console/equipment-log?guid=*');
    return new GatewayLogPage(this.page);
  }
}

/** Where a sent command stands in the issue-command dialog (`data-status` of its status line). */
export type CommandProgress = 'waiting' | 'ok' | 'error' | 'timeout' | 'undelivered';

/**
 * The issue-command dialog of a gateway (`equipment-command-modal`, from the list or the detail): the command and
 * its JSON parameters, 下发; then the command's progress and the gateway's result, 再下发一条 and 关闭.
 */
export class GatewayCommandDialog {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByTestId('equipment-command-modal');
  }

  /** Fills the command and, when given, the parameters (the text as typed). */
  async fill(command: string, params?: string): Promise<void> {
    await fill(this.page, 'equipment-command-field-command', command);
    if (params !== undefined) await fill(this.page, 'equipment-command-field-params', params);
  }

  async send(): Promise<void> {
    await this.dialog().getByTestId('equipment-command-send').click();
  }

  /** The error text under the field: `command` or `params`. */
  fieldError(field: 'command' | 'params'): Locator {
    return this.page
      .locator(formField.toSelector())
      .filter({ has: this.page.getByTestId(`equipment-command-field-${field}`) })
      .last()
      .locator(errorInField);
  }

  /** The dialog's error alert (a refused send). */
  error(): Locator {
    return this.page.getByTestId('equipment-command-error');
  }

  /** The sent command's status line (its text; `data-status` says where it stands). */
  status(): Locator {
    return this.page.getByTestId('equipment-command-status');
  }

  async expectProgress(progress: CommandProgress): Promise<void> {
    await expect(this.status()).toHaveAttribute('data-status', progress);
  }

  /** The gateway's result, pretty-printed JSON. */
  result(): Locator {
    return this.page.getByTestId('equipment-command-result');
  }

  async sendAnother(): Promise<void> {
    await this.dialog().getByTestId('equipment-command-again').click();
  }

  async close(): Promise<void> {
    await this.dialog().getByTestId('equipment-command-close').click();
    await expect(this.dialog()).toHaveCount(0);
  }
}

const configWizard = wrapper.findWizard('[data-testid="equipment-config-wizard"]');
const nodeEditor = wrapper.findAttributeEditor('[data-testid="equipment-config-nodes"]');
/** The node editor's columns, 1-based, in the order the wizard shows them. */
const NODE_COLUMNS = {
  name: 1,
  alias: 2,
  description: 3,
  dataType: 4,
  dataUnit: 5,
  sampleMode: 6,
  period: 7,
  backup: 8,
} as const;
type NodeColumn = keyof typeof NODE_COLUMNS;

/**
 * `/console/equipment-config/{id}`: the two-step configuration wizard (常规配置, 节点配置) with 上一步 / 下一步 / 完成
 * and 取消; the result dialog after 完成, and the discard question when cancelling with changes.
 */
export class GatewayConfigPage {
  readonly result: EquipmentResultDialog;
  readonly confirmation: EquipmentConfirmDialog;

  constructor(readonly page: Page) {
    this.result = new EquipmentResultDialog(page);
    this.confirmation = new EquipmentConfirmDialog(page);
  }

  /** Opens the wizard of `id` directly (an unknown or missing id lands on /exception/415). */
  async open(id: string): Promise<void> {
    await openConsolePath(this.page, `/console/equipment-config/${encodeURIComponent(id)}`);
  }

  /** Waits until the gateway and its configuration have loaded and step 1 shows. */
  async loaded(): Promise<void> {
    await expect(this.wizard()).toBeVisible();
  }

  wizard(): Locator {
    return this.page.getByTestId('equipment-config-wizard');
  }

  /** The screen's title: its first h1 (the wizard's step title is an h1 of Cloudscape's too). */
  title(): Locator {
    return this.page.getByRole('heading', { level: 1 }).first();
  }

  /** The wizard's heading of the step it shows (常规配置 or 节点配置). */
  stepHeading(): Locator {
    return this.page.locator(configWizard.findHeader().toSelector());
  }

  /** The last save's version, time and operator (shown once the gateway has been configured). */
  lastSave(): Locator {
    return this.page.getByTestId('equipment-config-last-save');
  }

  /** The notice of a gateway never configured (nodes prefilled from its tags). */
  neverSaved(): Locator {
    return this.page.getByTestId('equipment-config-never-saved');
  }

  /** The error text under the step-1 field whose control has `testId` (`equipment-config-field-period`, …). */
  fieldError(testId: string): Locator {
    return this.page
      .locator(formField.toSelector())
      .filter({ has: this.page.getByTestId(testId) })
      .last()
      .locator(errorInField);
  }

  async fillGeneral(values: GatewayConfigGeneralValues): Promise<void> {
    await expect(this.page.getByTestId('equipment-config-field-protocol')).toBeVisible();
    if (values.protocol !== undefined) await choose(this.page, 'equipment-config-field-protocol', values.protocol);
    if (values.compress !== undefined) await choose(this.page, 'equipment-config-field-compress', values.compress);
    if (values.dataUrl !== undefined) await fill(this.page, 'equipment-config-field-data-url', values.dataUrl);
    if (values.fileUrl !== undefined) await fill(this.page, 'equipment-config-field-file-url', values.fileUrl);
    if (values.period !== undefined) await fill(this.page, 'equipment-config-field-period', String(values.period));
    if (values.buffer !== undefined) await fill(this.page, 'equipment-config-field-buffer', String(values.buffer));
  }

  /** 下一步 (step 1's checks first: with a problem the wizard stays on step 1). */
  async next(): Promise<void> {
    await this.page.locator(configWizard.findPrimaryButton().toSelector()).click();
  }

  /** 上一步. */
  async previous(): Promise<void> {
    await this.page.locator(configWizard.findPreviousButton().toSelector()).click();
  }

  /** 完成 on step 2: the client's checks, then the save and its result dialog. */
  async finish(): Promise<void> {
    await expect(this.stepHeading()).toContainText('节点配置');
    await this.page.locator(configWizard.findPrimaryButton().toSelector()).click();
  }

  /** 取消: leaves at once when nothing changed, else asks "内容已修改，确认放弃吗？". */
  async cancel(): Promise<void> {
    await this.page.locator(configWizard.findCancelButton().toSelector()).click();
  }

  /** The node rows of step 2. */
  nodeRows(): Locator {
    return this.page.locator(nodeEditor.findRows().toSelector());
  }

  private nodeField(row: number, column: NodeColumn) {
    return nodeEditor.findRow(row).findField(NODE_COLUMNS[column]);
  }

  /** The text input of a node's column (1-based row). */
  nodeInput(row: number, column: Exclude<NodeColumn, 'sampleMode' | 'backup'>): Locator {
    return this.page.locator(this.nodeField(row, column).findControl().toSelector()).locator('input');
  }

  /** The backup toggle's checkbox of a node. */
  nodeBackup(row: number): Locator {
    return this.page.locator(this.nodeField(row, 'backup').findControl().toSelector()).locator('input');
  }

  /** The sample-mode select's trigger of a node (its text is the chosen mode). */
  nodeSampleMode(row: number): Locator {
    return this.page.locator(this.nodeField(row, 'sampleMode').findControl().toSelector()).locator('button').first();
  }

  /** The error text under a node's column. */
  nodeError(row: number, column: NodeColumn): Locator {
    return this.page.locator(this.nodeField(row, column).findError().toSelector());
  }

  /** Fills the node row `row` (1-based) with what `values` gives. */
  async setNode(row: number, values: NodeConfigValues): Promise<void> {
    for (const column of ['name', 'alias', 'description', 'dataType', 'dataUnit'] as const) {
      const value = values[column];
      if (value !== undefined) await this.nodeInput(row, column).fill(value);
    }
    if (values.sampleMode !== undefined) {
      await this.nodeSampleMode(row).click();
      await this.page.getByRole('option', { name: values.sampleMode, exact: true }).click();
    }
    if (values.period !== undefined) await this.nodeInput(row, 'period').fill(String(values.period));
    if (values.backup !== undefined) await this.nodeBackup(row).setChecked(values.backup);
  }

  /** Adds a node after the rows step 2 already has and fills it. */
  async addNode(values: NodeConfigValues): Promise<void> {
    const row = (await this.nodeRows().count()) + 1;
    await this.page.locator(nodeEditor.findAddButton().toSelector()).click();
    await expect(this.nodeRows()).toHaveCount(row);
    await this.setNode(row, values);
  }

  /** Removes the node row `row` (1-based). */
  async removeNode(row: number): Promise<void> {
    await this.page.locator(nodeEditor.findRow(row).findRemoveButton().toSelector()).click();
  }
}

const dataGatewayPairs = wrapper.findKeyValuePairs('[data-testid="equipment-data-gateway"]');

/** The data view's columns, 1-based, in the order the screen shows them. */
const DATA_COLUMNS = {
  name: 1,
  alias: 2,
  description: 3,
  dataType: 4,
  dataUnit: 5,
  value: 6,
  quality: 7,
  time: 8,
  receiveTime: 9,
} as const;

/** How the data view says its data arrives (`data-status` of its live indicator). */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'polling';

/**
 * `/console/equipment-data-view/{id}`: a gateway's nodes with their latest readings, updated live over the console's
 * WebSocket (or re-read every 10 s while it is down), with the gateway's hardware id, status and the live indicator.
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

  /** The live indicator (its text says connected, reconnecting or polling). */
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
