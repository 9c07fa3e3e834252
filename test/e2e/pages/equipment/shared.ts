import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from '../cloudscape.js';
import { openConsolePath } from '../console-page.js';
import { dismissToast, logToasts, takeToast, toastsOnScreen } from '../toasts.js';

/*
 * Shared parts of the equipment page objects: the result toasts and the confirmation dialog, the form base both
 * equipment forms extend, and the Cloudscape helpers (select, toggle, fill, table rows, key-value items).
 * Button texts are the Chinese console's; everything else is found by test id.
 */

export const formField = wrapper.findFormField();

/** A form field's error text, relative to the field. */
export const errorInField = formField.findError().toSelector().replace(formField.toSelector(), ':scope');

export const infoPairs = wrapper.findKeyValuePairs('[data-testid="equipment-detail-info"]');

export const infoItems = infoPairs.findItems().toSelector();

export const firstInfoItem = infoPairs.findItems().get(1);

/** The label and the value of an information item, relative to the item. */
export const labelInItem = firstInfoItem.findLabel().toSelector().replace(`${firstInfoItem.toSelector()} `, '');

export const valueInItem = firstInfoItem.findValue().toSelector().replace(`${firstInfoItem.toSelector()} `, '');

/** The rows of a table (by test id) whose text contains `text`. */
export const rowOf = (page: Page, tableTestId: string, text: string): Locator =>
  page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });

/** Chooses the option labelled `label` of the Cloudscape Select with `testId`. */
export async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.locator(wrapper.findSelect(`[data-testid="${testId}"]`).findTrigger().toSelector()).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Sets the Cloudscape Toggle with `testId` on or off. */
export async function toggle(page: Page, testId: string, on: boolean): Promise<void> {
  await page.locator(wrapper.findToggle(`[data-testid="${testId}"]`).findNativeInput().toSelector()).setChecked(on);
}

/** Fills the text input or textarea inside the element with `testId`. */
export async function fill(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).locator('input, textarea').first().fill(value);
}

/** The results of an equipment action or form: toasts in the flashbar (docs/contributing.md, "Feedback"). */
export class EquipmentResults {
  constructor(readonly page: Page) {
    void logToasts(page);
  }

  /** The toasts on screen. */
  onScreen(): Locator {
    return toastsOnScreen(this.page);
  }

  /** Waits for a result toast saying `text` and dismisses it if it is still there (a failure stays until then). */
  async expectAndClose(text: string | RegExp): Promise<void> {
    await dismissToast(await takeToast(this.page, text));
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

/** What every equipment screen has: its result toasts, its confirmation dialog and the errors under its fields. */
export abstract class EquipmentScreen {
  readonly result: EquipmentResults;
  readonly confirmation: EquipmentConfirmDialog;

  constructor(readonly page: Page) {
    this.result = new EquipmentResults(page);
    this.confirmation = new EquipmentConfirmDialog(page);
  }

  /** The error text under the field whose control has `testId` (`equipment-type-field-name`, …). */
  fieldError(testId: string): Locator {
    return this.page
      .locator(formField.toSelector())
      .filter({ has: this.page.getByTestId(testId) })
      .last()
      .locator(errorInField);
  }
}

/** A list screen of one table: opening it, its rows and its empty state. */
export abstract class EquipmentTableScreen extends EquipmentScreen {
  constructor(
    page: Page,
    private readonly path: string,
    private readonly tableTestId: string,
  ) {
    super(page);
  }

  async open(): Promise<void> {
    await openConsolePath(this.page, this.path);
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByTestId(this.tableTestId);
  }

  /** The row whose text contains `text` (a name, a hardware id, a GUID). */
  row(text: string): Locator {
    return rowOf(this.page, this.tableTestId, text);
  }

  /** The table's empty state (no records, or none matching the filter). */
  empty(): Locator {
    return this.page.locator(wrapper.findTable(`[data-testid="${this.tableTestId}"]`).findEmptySlot().toSelector());
  }
}

/** The parts the two forms share: submit, return and the leave question. */
export abstract class EquipmentForm extends EquipmentScreen {
  constructor(
    page: Page,
    private readonly submitTestId: string,
    private readonly listPath: string,
  ) {
    super(page);
  }

  /** The screen's h1. */
  title(): Locator {
    return this.page.locator('h1');
  }

  async submit(): Promise<void> {
    await this.page.getByTestId(this.submitTestId).click();
  }

  /**
   * Submits and expects the list with the success toast: a new gateway's names it and offers its configuration next
   * (配置网关); a saved edit or type names it (网关 X 已保存).
   */
  async submitAndReturn(): Promise<void> {
    await this.submit();
    await this.page.waitForURL(`**${this.listPath}`);
    const toast = await takeToast(this.page, /已保存|已添加/);
    if (/已添加/.test(await toast.innerText()))
      await expect(toast.getByRole('button', { name: '配置网关', exact: true })).toBeVisible();
    await dismissToast(toast);
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
