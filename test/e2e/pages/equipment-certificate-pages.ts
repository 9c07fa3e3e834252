import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type Locator, type Page } from '@playwright/test';
import { demoPassword } from '../../../infra/local/seed/demo-ids.js';
import { STACK_ENV_VARIABLE } from '../e2e-env.js';
import { wrapper } from './cloudscape.js';
import { ConsolePage, openConsolePath } from './console-page.js';
import { dismissToast, logToasts, takeToast } from './toasts.js';

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

/** The actions of a certificate's 操作 menu. */
export type CertificateRowAction = 'download' | 'rotate' | 'destroy' | 'delete';

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

/** The result toast of a certificate action: waits for one saying `text` and dismisses it if it is still there. */
export async function closeCertificateResult(page: Page, text: string | RegExp): Promise<void> {
  await dismissToast(await takeToast(page, text));
}

/** `/console/equipment-certify-list`. */
export class CertificateListPage {
  constructor(readonly page: Page) {
    void logToasts(page);
  }

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

  /** The 注册证书 button above the list. */
  registerButton(): Locator {
    return this.page.getByTestId('certificate-register');
  }

  /** Opens the 操作 menu of the row `row` (a certificate's row, or one of them narrowed by its text). */
  async openActions(row: Locator, name: string): Promise<void> {
    await row.getByRole('button', { name: `${name} 的操作` }).click();
  }

  /** An item of the open 操作 menu (a disabled one is `aria-disabled`, its reason beside it). */
  actionItem(action: CertificateRowAction): Locator {
    return this.page.getByTestId(`certificate-${action}`).getByRole('menuitem');
  }

  /** Closes the open 操作 menu without choosing. */
  async closeActions(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('menu')).toHaveCount(0);
  }

  /** Chooses `action` in the 操作 menu of the certificate `name` (of its row showing `state`, when given). */
  async rowAction(name: string, action: CertificateRowAction, state?: string): Promise<void> {
    const row = state === undefined ? this.row(name) : this.row(name).filter({ hasText: state });
    await this.openActions(row, name);
    await this.actionItem(action).click();
  }

  /** Opens the register form from the list. */
  async register(): Promise<CertificateRegisterPage> {
    await this.registerButton().click();
    await this.page.waitForURL('**/console/equipment-certify-register');
    return new CertificateRegisterPage(this.page);
  }

  /** Downloads the certificate's bundle after the warning, reads it off the dialog and closes it. */
  async download(name: string): Promise<CertificateBundle> {
    await this.rowAction(name, 'download');
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
    // The list re-reads once the key is gone: its rows are back when it has.
    await expect(this.row(name)).toBeVisible();
    return bundle;
  }

  /** Opens the rotation dialog of the certificate `name` (the row that is active). */
  async rotate(name: string): Promise<CertificateRotationDialog> {
    await this.rowAction(name, 'rotate', '已生效');
    const dialog = new CertificateRotationDialog(this.page);
    await expect(dialog.root()).toBeVisible();
    return dialog;
  }

  /** Opens the destroy screen of the certificate `name`. */
  async destroy(name: string): Promise<CertificateDestroyPage> {
    await this.rowAction(name, 'destroy');
    await this.page.waitForURL('**/console/equipment-certify-destroy/**');
    return new CertificateDestroyPage(this.page);
  }

  /** Deletes the certificate `name` after the confirmation (its result toast: `closeCertificateResult`). */
  async delete(name: string): Promise<void> {
    await this.rowAction(name, 'delete');
    await this.page.getByTestId('confirm-ok').click();
  }
}

/** `/console/equipment-certify-register`. */
export class CertificateRegisterPage {
  constructor(readonly page: Page) {
    void logToasts(page);
  }

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
  constructor(readonly page: Page) {
    void logToasts(page);
  }

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
  constructor(readonly page: Page) {
    void logToasts(page);
  }

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

/** The rotation dialog of an active certificate (`certificate-rotation-modal`). */
export class CertificateRotationDialog {
  constructor(readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId('certificate-rotation-modal');
  }

  /** Starts the rotation with the dialog's choices (the default wait, the default term). */
  async start(): Promise<void> {
    await this.root().getByTestId('certificate-rotation-start').click();
  }

  /** The rotation's status line; its `data-status` is the rotation's status. */
  status(): Locator {
    return this.root().getByTestId('certificate-rotation-status');
  }

  /** One step's line; its `data-state` says where it stands. */
  step(step: 'issue' | 'deliver' | 'connect' | 'revoke'): Locator {
    return this.root().getByTestId(`certificate-rotation-step-${step}`);
  }

  outcome(): Locator {
    return this.root().getByTestId('certificate-rotation-outcome');
  }

  async close(): Promise<void> {
    await this.root().getByTestId('certificate-rotation-close').click();
    await expect(this.root()).toHaveCount(0);
  }
}

/** What `activeCertificate` set up: a gateway with a node `temperature` and its passed certificate's bundle. */
export interface ActiveCertificate {
  readonly gatewayId: string;
  readonly certifyId: string;
  readonly name: string;
  readonly bundle: CertificateBundle;
}

/** An access token of a demo user from the e2e stack's Cognito (the review needs the platform auditor). */
async function demoAccessToken(username: string): Promise<string> {
  const env = JSON.parse(process.env[STACK_ENV_VARIABLE] ?? '{}') as Record<string, string>;
  const cognito = new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    endpoint: env.COGNITO_ENDPOINT,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  });
  try {
    const signedIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: env.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: username, PASSWORD: demoPassword },
      }),
    );
    return signedIn.AuthenticationResult!.AccessToken!;
  } finally {
    cognito.destroy();
  }
}

/**
 * Set-up through the API as the user signed in on `page` (an enterprise administrator), so a journey starts where
 * its screens begin: a gateway type and a gateway named by `suffix` with a node `temperature`, a certificate for it
 * that the platform auditor passed, and the certificate's one download. The register, review and download screens
 * are walked in equipment-certificates.spec.ts.
 */
export async function activeCertificate(page: Page, suffix: string): Promise<ActiveCertificate> {
  const admin = { authorization: `Bearer ${await new ConsolePage(page).accessToken()}` };
  const sent = async (method: 'POST' | 'PUT', path: string, data: unknown, headers = admin) => {
    const response = await page.request.fetch(path, { method, headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const typeId = (
    await sent('POST', '/api-equipment/submitEquipmentType', {
      code: `ROT-${suffix}`.toUpperCase(),
      name: `轮换网关类型 ${suffix}`,
      description: '证书轮换测试类型',
    })
  ).id as string;
  const gatewayId = (
    await sent('POST', '/api-equipment/submitEquipment', {
      equipmentId: `e2e-rot-${suffix}`,
      equipmentType: { id: typeId },
      equipmentAddressable: true,
      equipmentIp: '192.168.1.30',
      equipmentPort: 502,
      collectNodeTags: [{ tag: 'temperature', dataType: 'FLOAT', dataUnit: '°C' }],
    })
  ).id as string;
  const name = `轮换证书 ${suffix}`;
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const certifyId = (
    await sent('POST', '/api-equipment/registerEquipmentCertify', {
      equipment: { id: gatewayId },
      description: name,
      beginDate: day(0),
      endDate: day(365),
      registerDescription: '证书轮换',
    })
  ).id as string;
  await sent(
    'POST',
    '/api-equipment/submitCertifyVerify',
    { verifyCategory: 'REGISTER', certifyStatus: { code: '2' }, equipmentCertify: { id: certifyId } },
    { authorization: `Bearer ${await demoAccessToken('auditor')}` },
  );
  const bundle = (await sent(
    'POST',
    `/api-equipment/downloadEquipmentCertify/${certifyId}`,
    {},
  )) as unknown as CertificateBundle;
  return { gatewayId, certifyId, name, bundle };
}
