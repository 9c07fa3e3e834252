import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { openConsolePath } from './console-page.js';

/** The auditor's screens: the review queue (`/console/verify-enterprise-auth-list`) and a review detail. */
export class CertificationReviewPage {
  constructor(readonly page: Page) {}

  async openQueue(tab: 'enterprise' | 'user' = 'enterprise'): Promise<void> {
    await openConsolePath(this.page, `/console/verify-enterprise-auth-list${tab === 'user' ? '?tab=user' : ''}`);
    await expect(this.queue(tab)).toBeVisible();
  }

  queue(kind: 'enterprise' | 'user'): Locator {
    return this.page.getByTestId(`queue-${kind}`);
  }

  /** Searches the open queue and follows the row link named `text`. */
  async openFromQueue(kind: 'enterprise' | 'user', search: string, text: string): Promise<void> {
    const filter = wrapper.findTable(`[data-testid="queue-${kind}"]`).findTextFilter();
    await this.page.locator(filter.findInput().findNativeInput().toSelector()).fill(search);
    const link = this.queue(kind).getByRole('link', { name: text, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(this.approveButton()).toBeVisible();
  }

  /** Picks a status view of a queue by its segment label. */
  async showStatus(kind: 'enterprise' | 'user', label: string): Promise<void> {
    await this.queue(kind).getByRole('button', { name: label, exact: true }).click();
  }

  /** The row links of a queue (one per certification shown). */
  rowLinks(kind: 'enterprise' | 'user'): Locator {
    return this.queue(kind).locator('tbody').getByRole('link');
  }

  approveButton(): Locator {
    return this.page.getByTestId('review-approve');
  }

  rejectButton(): Locator {
    return this.page.getByTestId('review-reject');
  }

  status(): Locator {
    return this.page.getByTestId('status');
  }

  /** Approves after the confirmation, which names the submission and says what approving does. */
  async approve(name?: string): Promise<void> {
    await this.approveButton().click();
    const confirmation = this.page.getByTestId('confirm-modal');
    await expect(confirmation).toContainText('通过');
    if (name) await expect(confirmation).toContainText(name);
    await confirmation.getByTestId('confirm-ok').click();
    await expect(confirmation).toHaveCount(0);
  }

  /** Opens the reject dialog, types the reason (when given) and confirms. */
  async reject(reason: string): Promise<void> {
    await this.rejectButton().click();
    if (reason) await this.page.getByTestId('review-reject-reason').locator('textarea').fill(reason);
    await this.page.getByTestId('review-reject-confirm').click();
  }

  rejectDialog(): Locator {
    return this.page.locator(wrapper.findModal().toSelector());
  }

  historyEntries(): Locator {
    return this.page.getByTestId('review-entry');
  }

  /** The detail value of a submitted field. */
  detail(name: string): Locator {
    return this.page.getByTestId(`detail-${name}`);
  }
}
