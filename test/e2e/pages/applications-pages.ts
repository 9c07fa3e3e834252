import { expect, type Locator, type Page } from '@playwright/test';
import { openConsolePath } from './console-page.js';

/** A 1-pixel PNG, uploaded as a logo or a screenshot. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses `option` in the Cloudscape select inside the element with `testId`. */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).locator('button').first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Uploads `count` PNGs through the Cloudscape file upload inside `testId`. */
async function uploadPngs(page: Page, testId: string, count: number): Promise<void> {
  const files = Array.from({ length: count }, (_, i) => ({
    name: `image-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: png,
  }));
  await page.getByTestId(testId).locator('input[type="file"]').setInputFiles(files);
}

/** The row of a table (by its test id) whose text contains `text`. */
const row = (page: Page, tableTestId: string, text: string): Locator =>
  page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });

/** `/console/application-add`: the publishing wizard's steps. */
export class ApplicationWizardPage {
  constructor(readonly page: Page) {}

  /** Fills the first step (name, English name, a logo) and moves on: "next" holds while a required field is empty. */
  async fillBasics(values: { name: string; enName: string }): Promise<void> {
    await this.page.getByTestId('app-field-name').locator('input').fill(values.name);
    await this.page.getByTestId('app-field-enName').locator('input').fill(values.enName);
    await uploadPngs(this.page, 'app-field-logo', 1);
    await expect(this.page.getByTestId('app-logo-preview')).toBeVisible();
    await this.next();
    await expect(this.page.getByTestId('app-field-terminal')).toBeVisible();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: '下一步' }).click();
  }
}

/** `/console/application-management-<scope>`: the scope's application list and its actions. */
export class ApplicationListPage {
  constructor(
    readonly page: Page,
    readonly scope: 'private' | 'enterprise' | 'platform',
  ) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, `/console/application-management-${this.scope}`);
    await expect(this.page.getByTestId('application-table')).toBeVisible();
  }

  row(name: string): Locator {
    return row(this.page, 'application-table', name);
  }

  async select(name: string): Promise<void> {
    await this.row(name).locator('input[type="radio"]').check();
  }

  /**
   * Creates an application through the wizard (logo, classification, description) and saves it as a draft;
   * "next" first refuses a step with an empty required field. Answers on the result dialog, which names the
   * application and says it is a draft, by its "go to edit".
   */
  async createThroughWizard(values: { name: string; enName: string; description: string }): Promise<void> {
    await this.page.getByTestId('app-create').click();
    await this.page.waitForURL(`**/console/application-add?flag=${this.scope}`);
    const wizard = new ApplicationWizardPage(this.page);
    // The wizard checks the step before moving on: an empty name keeps it on the first step.
    await wizard.next();
    await expect(this.page.getByTestId('app-field-name')).toBeVisible();
    await expect(this.page.getByText('必填项').first()).toBeVisible();
    await wizard.fillBasics(values);
    await choose(this.page, 'app-field-terminal', '网页端');
    await choose(this.page, 'app-field-model', '云端部署');
    await choose(this.page, 'app-field-type', '市场应用');
    await choose(this.page, 'app-field-parentCategory', '工业应用');
    await choose(this.page, 'app-field-category', '设备监测');
    await this.page.getByRole('button', { name: '下一步' }).click();
    await this.page.getByTestId('app-field-description').locator('textarea').fill(values.description);
    await this.page.getByTestId('app-save-draft').click();
    const result = this.page.getByTestId('app-result');
    await expect(result).toContainText(`应用 ${values.name} 已保存为草稿`);
    await result.getByTestId('app-result-edit').click();
    await this.page.waitForURL('**/console/application-edit?**');
  }
}

/** `/console/application-edit?id&flag`: plans, versions and status of one application. */
export class ApplicationEditPage {
  constructor(readonly page: Page) {}

  /** Adds a plan through the resource form (defaults for CPU, memory, disk) and returns to the edit screen. */
  async addPlan(name: string, code: string, price: number): Promise<void> {
    await this.page.getByTestId('resource-add').click();
    await this.page.waitForURL('**/console/resource-add?**');
    await this.page.getByTestId('resource-field-name').locator('input').fill(name);
    await this.page.getByTestId('resource-field-code').locator('input').fill(code);
    await this.page.getByTestId('resource-field-price').locator('input').fill(String(price));
    await this.page.getByTestId('resource-save').click();
    await this.page.waitForURL('**/console/application-edit?**');
    await expect(row(this.page, 'resource-table', name)).toBeVisible();
  }

  /** Adds version 1.0.0 with two screenshots and a help file; declines submitting it for audit at once. */
  async addVersion(version: string, helpFile: string): Promise<void> {
    await this.page.getByTestId('version-add').click();
    await this.page.waitForURL('**/console/version-add?**');
    await this.page.getByTestId('version-field-version').locator('input').fill(version);
    await uploadPngs(this.page, 'version-field-screenshots', 2);
    await expect(this.page.getByTestId('screenshot-label')).toContainText('1 / 2');
    await expect(this.page.getByTestId('screenshot-label')).toContainText('高度 320px');
    await this.page.getByTestId('screenshot-previous').click();
    await expect(this.page.getByTestId('screenshot-edge')).toHaveText('已经是第一张');
    await this.page
      .getByTestId('version-file-HELP')
      .locator('input[type="file"]')
      .setInputFiles({ name: helpFile, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await expect(this.page.getByTestId('version-file-HELP-name')).toHaveText(helpFile);
    await this.page.getByTestId('version-save').click();
    const ask = this.page.getByTestId('version-ask-submit');
    await expect(ask).toContainText(`版本 ${version} 已保存，尚未提交审核`);
    await ask.getByRole('button', { name: '稍后提交', exact: true }).click();
    await this.page.waitForURL('**/console/application-edit?**');
    await expect(row(this.page, 'version-table', version)).toBeVisible();
  }

  /** Changes the application's status through its button, the confirmation and the result dialog. */
  async changeStatus(code: string, resultText: string): Promise<void> {
    await this.page.getByTestId(`app-status-${code}`).click();
    await this.page.getByTestId('confirm-ok').click();
    const result = this.page.getByTestId('status-result');
    await expect(result).toContainText(resultText);
    await result.getByRole('button', { name: '关闭', exact: true }).click();
  }
}

/** `/console/application-verify-platform`: the auditor's queues and the chosen submission's detail. */
export class VerifyPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/application-verify-platform');
    await expect(this.page.getByTestId('verify-application-table')).toBeVisible();
  }

  async select(name: string): Promise<void> {
    await row(this.page, 'verify-application-table', name).locator('input[type="radio"]').check();
    await expect(this.page.getByTestId('review-subject')).toContainText(name);
    await expect(this.page.getByTestId('pre-review')).toBeVisible();
  }

  /** The decision's dialog: it says what will happen before anything does. */
  private confirmation(): Locator {
    return this.page.getByTestId('confirm-modal');
  }

  /** Rejects the chosen application: the dialog explains, refuses an empty reason, then rejects with `reason`. */
  async reject(name: string, reason: string): Promise<void> {
    await this.select(name);
    await this.page.getByTestId('verify-reject').click();
    await expect(this.confirmation()).toContainText(`驳回后，${name}`);
    await this.page.getByTestId('confirm-ok').click();
    await expect(this.confirmation()).toContainText('请填写驳回理由');
    await this.page.getByTestId('verify-reason').locator('textarea').fill(reason);
    await this.page.getByTestId('confirm-ok').click();
    await this.decided(name, `应用 ${name} 已驳回`);
  }

  /** Approves the chosen application after the dialog that says what approving does. */
  async approve(name: string): Promise<void> {
    await this.select(name);
    await this.page.getByTestId('verify-approve').click();
    await expect(this.confirmation()).toContainText(`通过后，应用 ${name} 的状态变为“审核通过”`);
    await this.page.getByTestId('confirm-ok').click();
    await this.decided(name, `应用 ${name} 已审核通过`);
  }

  /** After a decision the record leaves the queue while its detail stays, headed by the result. */
  private async decided(name: string, result: string): Promise<void> {
    await expect(this.confirmation()).toHaveCount(0);
    await expect(row(this.page, 'verify-application-table', name)).toHaveCount(0);
    await expect(this.page.getByTestId('verify-outcome')).toContainText(result);
    await expect(this.page.getByTestId('review-subject')).toContainText(name);
  }
}
