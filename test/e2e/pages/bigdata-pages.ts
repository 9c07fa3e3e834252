import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { openConsolePath } from './console-page.js';

/** `/console/bigdata/dataset-management`: my datasets, the upload dialog and a dataset's detail. */
export class DatasetManagementPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/bigdata/dataset-management');
    await expect(this.page.getByTestId('dataset-upload')).toBeVisible();
  }

  /** Opens the upload dialog and saves it empty: each required field shows its message. */
  async saveEmpty(): Promise<Locator> {
    await this.page.getByTestId('dataset-upload').click();
    await this.page.getByTestId('dataset-upload-submit').click();
    return this.page.getByTestId('dataset-upload-modal');
  }

  /** Uploads a CSV through the dialog with every required field filled. */
  async upload(options: { name: string; csv: string }): Promise<void> {
    const dialog = this.page.getByTestId('dataset-upload-modal');
    await dialog
      .locator('[data-testid="dataset-file"] input[type="file"]')
      .setInputFiles({ name: 'readings.csv', mimeType: 'text/csv', buffer: Buffer.from(options.csv) });
    await dialog.locator('input[name="dataset-name"]').fill(options.name);
    await this.choose('[data-testid="dataset-type"]', 'csv');
    await this.choose('[data-testid="dataset-category"]', 'industrial');
    await dialog.locator('textarea').fill('E2E readings');
    await this.page.getByTestId('dataset-upload-submit').click();
  }

  private async choose(selector: string, value: string): Promise<void> {
    const select = wrapper.findSelect(selector);
    await this.page.locator(select.findTrigger().toSelector()).click();
    await this.page.locator(select.findDropdown().findOptionByValue(value).toSelector()).click();
  }

  /** The rows of the open dataset's inferred columns table. */
  columnRows(): Locator {
    return this.page.locator('[data-testid="dataset-columns"] tbody tr');
  }
}
