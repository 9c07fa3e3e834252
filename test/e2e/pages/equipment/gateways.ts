import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from '../cloudscape.js';
import { openConsolePath } from '../console-page.js';
import {
  EquipmentForm,
  EquipmentScreen,
  EquipmentTableScreen,
  choose,
  errorInField,
  fill,
  formField,
  infoItems,
  labelInItem,
  rowOf,
  toggle,
  valueInItem,
} from './shared.js';
import { GatewayConfigPage } from './config-wizard.js';
import { GatewayDataViewPage, GatewayLogPage } from './data-and-log.js';

/*
 * Page objects of the gateway screens: the list (with the CSV import dialog), the form (add, edit), the detail
 * and the issue-command dialog the list and the detail open.
 * Button texts are the Chinese console's; everything else is found by test id.
 */

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

/** The actions of a gateway's 操作 menu. */
export type GatewayRowAction = 'modify' | 'view' | 'configure' | 'data' | 'logs' | 'command' | 'stop' | 'delete';

export class GatewayListPage extends EquipmentTableScreen {
  constructor(page: Page) {
    super(page, '/console/equipment-management-list', 'equipment-table');
  }

  /** Narrows the list to one gateway type (`全部类型` for all). */
  async filterByType(typeName: string): Promise<void> {
    await choose(this.page, 'equipment-type-select', typeName);
  }

  /** A header button of the list: 新增 or 批量导入. */
  button(action: 'add' | 'import'): Locator {
    return this.page.getByTestId(`equipment-${action}`);
  }

  /** Opens the 操作 menu of the gateway's row (its items are then found by `actionItem`). */
  async openActions(hardwareId: string): Promise<void> {
    await this.row(hardwareId)
      .getByRole('button', { name: `${hardwareId} 的操作` })
      .click();
  }

  /** An item of the open 操作 menu (disabled items say so by `aria-disabled`). */
  actionItem(action: GatewayRowAction): Locator {
    return this.page.getByTestId(`equipment-${action}`).getByRole('menuitem');
  }

  /** Chooses `action` in the 操作 menu of the gateway's row. */
  async rowAction(hardwareId: string, action: GatewayRowAction): Promise<void> {
    await this.openActions(hardwareId);
    await this.actionItem(action).click();
  }

  /** The line under the title that says when the enterprise's administrators are alerted of an offline gateway. */
  offlineAlarmSummary(): Locator {
    return this.page.getByTestId('offline-alarm-summary');
  }

  /**
   * Sets the enterprise's offline-alarm thresholds in their dialog (minutes, minutes, hours); `defaults` takes the
   * platform's instead. Saves and waits for the dialog to close.
   */
  async setOfflineAlarm(values: { grace: number; silence: number; remindHours: number } | 'defaults'): Promise<void> {
    await this.page.getByTestId('offline-alarm-settings').click();
    const dialog = this.page.getByTestId('offline-alarm-dialog');
    await expect(dialog).toBeVisible();
    if (values === 'defaults') await dialog.getByRole('button', { name: '恢复平台默认值' }).click();
    else {
      await fill(this.page, 'offline-alarm-graceSeconds', String(values.grace));
      await fill(this.page, 'offline-alarm-silenceMinSeconds', String(values.silence));
      await fill(this.page, 'offline-alarm-remindEverySeconds', String(values.remindHours));
    }
    await this.page.getByTestId('offline-alarm-save').click();
    await expect(dialog).toBeHidden();
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
    await this.rowAction(hardwareId, 'modify');
    await this.page.waitForURL('**/console/equipment-edit/**');
    return new GatewayFormPage(this.page);
  }

  async view(hardwareId: string): Promise<GatewayDetailPage> {
    await this.rowAction(hardwareId, 'view');
    await this.page.waitForURL('**/console/equipment-detail/**');
    return new GatewayDetailPage(this.page);
  }

  /** Opens the configuration wizard of the gateway (配置: `equipment-config/{id}`). */
  async configure(hardwareId: string): Promise<GatewayConfigPage> {
    await this.rowAction(hardwareId, 'configure');
    await this.page.waitForURL('**/console/equipment-config/**');
    const wizard = new GatewayConfigPage(this.page);
    await wizard.loaded();
    return wizard;
  }

  /** Opens the live data of the gateway (查看数据: `equipment-data-view/{id}`) and waits for its nodes. */
  async viewData(hardwareId: string): Promise<GatewayDataViewPage> {
    await this.rowAction(hardwareId, 'data');
    await this.page.waitForURL('**/console/equipment-data-view/**');
    const view = new GatewayDataViewPage(this.page);
    await view.loaded();
    return view;
  }

  /** Opens the log screen of the gateway (查看日志: `equipment-log?guid=`). */
  async viewLogs(hardwareId: string): Promise<GatewayLogPage> {
    await this.rowAction(hardwareId, 'logs');
    await this.page.waitForURL('**/console/equipment-log?guid=*');
    return new GatewayLogPage(this.page);
  }

  /** Opens the issue-command dialog (下发命令) of the gateway. */
  async issueCommand(hardwareId: string): Promise<GatewayCommandDialog> {
    await this.rowAction(hardwareId, 'command');
    const dialog = new GatewayCommandDialog(this.page);
    await expect(dialog.dialog()).toBeVisible();
    return dialog;
  }

  /** Stops the gateway after the confirmation; its result toast says how it went (`result`). */
  async stop(hardwareId: string): Promise<void> {
    await this.rowAction(hardwareId, 'stop');
    await expect(this.confirmation.dialog()).toContainText(hardwareId);
    await this.confirmation.confirm();
  }

  /** Deletes the gateway after the confirmation; its result toast says how it went (`result`). */
  async delete(hardwareId: string): Promise<void> {
    await this.rowAction(hardwareId, 'delete');
    await expect(this.confirmation.dialog()).toContainText(hardwareId);
    await this.confirmation.confirm();
  }
}

/** `/console/equipment-detail/{id}`: one gateway's information and collect-node tags, stop and the way to its log. */
export class GatewayDetailPage extends EquipmentScreen {
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

  /** Stops the gateway after the confirmation (which names its hardware id); its result toast says how it went. */
  async stop(): Promise<void> {
    await this.stopButton().click();
    await expect(this.confirmation.dialog()).toBeVisible();
    await this.confirmation.confirm();
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
