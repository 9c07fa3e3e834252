import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { openConsolePath } from './console-page.js';

/*
 * Page objects of the equipment-certificate screens (web/src/features/equipment/pages/equipment-certify-*): the
 * enterprise's list with its one-time download, register, destroy and the platform auditor's review queue. Button
 * texts are the Chinese console's; everything else is found by test id.
 */

/** What a gateway needs to connect over TLS: the one-time bundle's three PEMs. */
export interface CertificateBundle {
  certificatePem: string;
  privateKeyPem: string;
  caCertificatePem: string;
}

/** What the register form takes; left-out fields stay empty. */
export interface CertificateRegisterValues {
  /** The gateway's hardware id, as the select lists it. */
  gateway?: string;
  name?: string;
  /** `YYYY/MM/DD`. */
  beginDate?: string;
  endDate?: string;
  note?: string;
}

const formField = wrapper.findFormField();
const errorInField = formField.findError().toSelector().replace(formField.toSelector(), ':scope');
const rowOf = (page: Page, tableTestId: string, text: string): Locator =>
  page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });
const fill = (page: Page, testId: string, value: string) =>
  page.getByTestId(testId).locator('input, textarea').first().fill(value);

/** The error text under the field holding the control with `testId`. */
export const certificateFieldError = (page: Page, testId: string): Locator =>
  page
    .locator(formField.toSelector())
    .filter({ has: page.getByTestId(testId) })
    .last()
    .locator(errorInField);

/** The result dialog (`equipment-result`): checks its text and closes it. */
export async function closeCertificateResult(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByTestId('equipment-result');
  await expect(dialog).toContainText(text);
  await dialog.getByTestId('equipment-result-close').click();
  await expect(dialog).toHaveCount(0);
}

/** `/console/equipment-certify-list`. */
export class CertificateListPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/equipment-certify-list');
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByTestId('certificate-table');
  }

  row(name: string): Locator {
    return rowOf(this.page, 'certificate-table', name);
  }

  async search(name: string): Promise<void> {
    await this.page
      .locator(wrapper.findTextFilter('[data-testid="certificate-filter"]').findInput().findNativeInput().toSelector())
      .fill(name);
  }

  async select(name: string): Promise<void> {
    await this.row(name).locator('input[type="radio"]').check();
  }

  button(action: 'register' | 'download' | 'destroy' | 'delete'): Locator {
    return this.page.getByTestId(`certificate-${action}`);
  }

  /** Opens the register form from the list. */
  async register(): Promise<CertificateRegisterPage> {
    await this.button('register').click();
    await this.page.waitForURL('**/console/equipment-certify-register');
    return new CertificateRegisterPage(this.page);
  }

  /** Downloads the selected certificate's bundle after the warning, reads it off the dialog and closes it. */
  async download(name: string): Promise<CertificateBundle> {
    await this.select(name);
    await this.button('download').click();
    await expect(this.page.getByTestId('confirm-modal')).toContainText('只能下载一次');
    await this.page.getByTestId('confirm-ok').click();
    const dialog = this.page.getByTestId('certificate-bundle');
    await expect(dialog).toBeVisible();
    const pem = (part: string) => dialog.getByTestId(`certificate-bundle-${part}`).locator('textarea').inputValue();
    const bundle = {
      certificatePem: await pem('certificate'),
      privateKeyPem: await pem('private-key'),
      caCertificatePem: await pem('ca'),
    };
    await dialog.getByTestId('certificate-bundle-close').click();
    await expect(dialog).toHaveCount(0);
    return bundle;
  }

  /** Opens the destroy screen of the certificate `name`. */
  async destroy(name: string): Promise<CertificateDestroyPage> {
    await this.select(name);
    await this.button('destroy').click();
    await this.page.waitForURL('**/console/equipment-certify-destroy/**');
    return new CertificateDestroyPage(this.page);
  }
}

/** `/console/equipment-certify-register`. */
export class CertificateRegisterPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/equipment-certify-register');
    await expect(this.page.getByTestId('certificate-register-submit')).toBeVisible();
  }

  async fill(values: CertificateRegisterValues): Promise<void> {
    if (values.gateway !== undefined) {
      await this.page
        .locator(wrapper.findSelect('[data-testid="certificate-gateway"]').findTrigger().toSelector())
        .click();
      await this.page.getByRole('option', { name: new RegExp(`^${values.gateway}`) }).click();
    }
    if (values.name !== undefined) await fill(this.page, 'certificate-description', values.name);
    for (const [field, value] of [
      ['beginDate', values.beginDate],
      ['endDate', values.endDate],
    ] as const) {
      if (value === undefined) continue;
      await this.page
        .locator(wrapper.findDatePicker(`[data-testid="certificate-${field}"]`).findNativeInput().toSelector())
        .fill(value);
    }
    if (values.note !== undefined) await fill(this.page, 'certificate-register-description', values.note);
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('certificate-register-submit').click();
  }
}

/** `/console/equipment-certify-destroy/{id}`. */
export class CertificateDestroyPage {
  constructor(readonly page: Page) {}

  async openFor(id: string): Promise<void> {
    await openConsolePath(this.page, `/console/equipment-certify-destroy/${encodeURIComponent(id)}`);
  }

  async submit(note: string): Promise<void> {
    await fill(this.page, 'certificate-destroy-description', note);
    await this.page.getByTestId('certificate-destroy-submit').click();
  }
}

/** `/console/equipment-certify-verify`: the auditor's queue. */
export class CertificateVerifyPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/equipment-certify-verify');
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByTestId('certificate-verify-table');
  }

  row(name: string): Locator {
    return rowOf(this.page, 'certificate-verify-table', name);
  }

  /** Filters by review type (注册审核 / 注销审核 / 全部), name and the days (`YYYY/MM/DD`), then searches. */
  async filter(values: { category?: string; name?: string; minDate?: string; maxDate?: string }): Promise<void> {
    if (values.category !== undefined) {
      await this.page
        .locator(wrapper.findSelect('[data-testid="certificate-verify-code"]').findTrigger().toSelector())
        .click();
      await this.page.getByRole('option', { name: values.category, exact: true }).click();
    }
    if (values.name !== undefined) await fill(this.page, 'certificate-verify-name', values.name);
    for (const field of ['minDate', 'maxDate'] as const) {
      const value = values[field];
      if (value === undefined) continue;
      await this.page
        .locator(wrapper.findDatePicker(`[data-testid="certificate-verify-${field}"]`).findNativeInput().toSelector())
        .fill(value);
    }
    await this.page.getByTestId('certificate-verify-search').click();
  }

  async reset(): Promise<void> {
    await this.page.getByTestId('certificate-verify-reset').click();
  }

  /** Passes or rejects the certificate `name` with `comment`; leaves the decision dialog open when it is refused. */
  async decide(name: string, pass: boolean, comment?: string): Promise<void> {
    await this.row(name).locator('input[type="radio"]').check();
    await this.page.getByTestId(pass ? 'certificate-verify-pass' : 'certificate-verify-fail').click();
    const dialog = this.page.getByTestId('certificate-verify-modal');
    await expect(dialog).toBeVisible();
    if (comment !== undefined) await fill(this.page, 'certificate-verify-comment', comment);
    await dialog.getByTestId('certificate-verify-submit').click();
  }
}
