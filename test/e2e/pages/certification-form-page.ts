import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';

/** A 1×1 PNG: the smallest real image the upload accepts. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG upload fixture named `name`. */
export function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: PNG_1X1 };
}

/**
 * The enterprise and personal certification forms
 * (`/console/create-enterprise-details`, `edit-enterprise-details`,
 * `create-user-certify`, `edit-user-certify`): controls are found by the
 * field name the API uses.
 */
export class CertificationFormPage {
  constructor(readonly page: Page) {}

  private control(name: string): string {
    return `[data-testid="input-${name}"]`;
  }

  /** The form field around a control (label, control, error). */
  field(name: string): Locator {
    return this.page.getByTestId(`field-${name}`);
  }

  fieldError(name: string): Locator {
    return this.page.locator(wrapper.findFormField(`[data-testid="field-${name}"]`).findError().toSelector());
  }

  formError(): Locator {
    return this.page.locator(wrapper.findForm().findError().toSelector());
  }

  async fill(name: string, value: string): Promise<void> {
    await this.page
      .locator(`${this.control(name)} input, ${this.control(name)} textarea`)
      .first()
      .fill(value);
  }

  /** Types a date into a date picker as `YYYY/MM/DD`. */
  async date(name: string, value: string): Promise<void> {
    const input = this.page.locator(`${this.control(name)} input`);
    await input.fill(value);
    await input.press('Tab');
  }

  /** Opens a select and picks the option whose value is `value` (lookup code, or region name). */
  async choose(name: string, value: string): Promise<void> {
    const select = wrapper.findSelect(this.control(name));
    await this.page.locator(select.findTrigger().toSelector()).click();
    await this.page.locator(select.findDropdown().findOptionByValue(value).toSelector()).click();
    await expect(this.page.locator(select.findTrigger().toSelector())).not.toHaveText('');
  }

  /** Uploads a PNG into an image field and waits for its preview. */
  async upload(name: string, fileName = `${name}.png`): Promise<void> {
    await this.page.locator(`[data-testid="upload-${name}"] input[type="file"]`).setInputFiles(pngFile(fileName));
    await expect(this.page.locator(`[data-testid="upload-${name}-preview"] img`)).toBeVisible();
  }

  /** Submit, then the confirm dialog about entering verification. */
  async submit(): Promise<void> {
    await this.page.getByTestId('certification-submit').click();
  }

  confirmDialog(): Locator {
    return this.page.locator(wrapper.findModal().toSelector());
  }

  async confirm(): Promise<void> {
    await expect(this.confirmDialog()).toBeVisible();
    await this.page.getByTestId('confirm-submit').click();
  }

  status(): Locator {
    return this.page.getByTestId('status');
  }

  rejectReason(): Locator {
    return this.page.getByTestId('reject-reason');
  }
}
