import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { openConsolePath } from './console-page.js';

/** A table row holding `text`. */
const row = (page: Page, tableTestId: string, text: string): Locator =>
  page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });

/** A parameter as the algorithm form declares it. */
export interface DeclaredParameter {
  name: string;
  type: 'DATASET_IN' | 'DATASET_OUT' | 'string';
}

/** `/console/bigdata/extension`: the JavaScript extensions, and the way to upload a new one. */
export class ExtensionPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/bigdata/extension');
    await expect(this.page.getByTestId('extension-table')).toBeVisible();
  }

  /** Upload new: the algorithm form with JavaScript already chosen. */
  async uploadNew(): Promise<AlgorithmFormPage> {
    await this.page.getByRole('button', { name: '上传扩展算法' }).first().click();
    await expect(this.page).toHaveURL(/\/console\/algorithm-add\?type=JAVASCRIPT$/);
    return new AlgorithmFormPage(this.page);
  }

  row(name: string): Locator {
    return row(this.page, 'extension-table', name);
  }
}

/** `/console/algorithm-add` and `algorithm-edit`: the algorithm form, its file and its typed parameters. */
export class AlgorithmFormPage {
  constructor(readonly page: Page) {}

  /** The chosen language, as the select shows it. */
  language(): Locator {
    return this.page.locator(wrapper.findSelect('[data-testid="algorithm-type"]').findTrigger().toSelector());
  }

  async fill(options: { name: string; description: string }): Promise<void> {
    await this.page.getByTestId('algorithm-name').locator('input').fill(options.name);
    await this.page.getByTestId('algorithm-description').locator('textarea').fill(options.description);
    const category = wrapper.findSelect('[data-testid="algorithm-category"]');
    await this.page.locator(category.findTrigger().toSelector()).click();
    await this.page.locator(category.findDropdown().findOption(1).toSelector()).click();
  }

  /** Uploads the file through the form's file field; the field then names it. */
  async uploadFile(file: { name: string; buffer: Buffer }): Promise<void> {
    await this.page
      .getByTestId('algorithm-file')
      .locator('input[type="file"]')
      .setInputFiles({ name: file.name, mimeType: 'text/javascript', buffer: file.buffer });
    await expect(this.page.getByText(file.name)).toBeVisible();
  }

  /** Declares the parameters, one row each. */
  async declare(parameters: readonly DeclaredParameter[]): Promise<void> {
    for (const [index, parameter] of parameters.entries()) {
      await this.page.getByTestId('algorithm-add-parameter').click();
      await this.page.getByRole('textbox', { name: '参数名' }).nth(index).fill(parameter.name);
      if (parameter.type !== 'string') {
        await this.page
          .getByRole('button', { name: /参数类型/ })
          .nth(index)
          .click();
        await this.page.getByRole('option', { name: parameter.type, exact: true }).click();
      }
    }
  }

  /** Saves, then submits the saved algorithm for review from the dialog that follows. */
  async saveAndSubmit(): Promise<void> {
    await this.page.getByTestId('algorithm-save').click();
    await this.page.getByTestId('algorithm-submit').click();
    await expect(this.page).toHaveURL(/\/console\/algorithm-list$/);
  }
}

/** `/console/verify-algorithm-list` and its detail: the auditor's review queue. */
export class AlgorithmReviewPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/verify-algorithm-list');
    await expect(this.page.getByTestId('verify-algorithm-table')).toBeVisible();
  }

  /** Chooses the algorithm in the queue and opens its detail. */
  async openDetail(name: string): Promise<void> {
    await row(this.page, 'verify-algorithm-table', name).locator('input[type="radio"]').check();
    await this.page.getByTestId('verify-algorithm-detail').click();
    await expect(this.page).toHaveURL(/\/console\/verify-algorithm-detail\?id=/);
  }

  /** The review bench of the algorithm whose detail is open: its declaration beside its history; back to the detail. */
  async checkOnBench(expected: { inputs: string; outputs: string; file: RegExp }): Promise<void> {
    const detail = this.page.url();
    const id = new URL(detail).searchParams.get('id')!;
    await openConsolePath(this.page, `/console/algorithm/lhdTest?id=${id}`);
    const declaration = this.page.getByTestId('bench-declaration');
    await expect(declaration.getByTestId('bench-inputs')).toHaveText(expected.inputs);
    await expect(declaration.getByTestId('bench-outputs')).toHaveText(expected.outputs);
    await expect(declaration.getByTestId('bench-file')).toHaveText(expected.file);
    await this.page.getByTestId('bench-decide').click();
    await expect(this.page).toHaveURL(detail);
  }

  /** Approves from the detail: the dialog names the algorithm and what approval does first. */
  async approve(name: string): Promise<void> {
    await this.page.getByTestId('verify-detail-approve').click();
    const confirmation = this.page.getByTestId('confirm-modal');
    await expect(confirmation).toContainText(`通过算法 ${name}？`);
    await this.page.getByTestId('confirm-ok').click();
  }
}
