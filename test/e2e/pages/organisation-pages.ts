import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OutboxEntry } from '../../../infra/local/gateway/outbox.js';
import { wrapper } from './cloudscape.js';
import { openConsolePath } from './console-page.js';
import { toastAction } from './toasts.js';

/** Chooses the option labelled `label` of the Cloudscape Select with `testId`. */
async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.locator(wrapper.findSelect(`[data-testid="${testId}"]`).findTrigger().toSelector()).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** The row of a table (by its test id) whose text contains `text`. */
function row(page: Page, tableTestId: string, text: string): Locator {
  return page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });
}

/** `/console/department-management`: departments, then the selected one's positions, work groups and members. */
export class DepartmentManagementPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/department-management');
    await expect(this.page.getByTestId('department-table')).toBeVisible();
  }

  departmentRow(name: string): Locator {
    return row(this.page, 'department-table', name);
  }

  /** Fills and saves the add / edit dialog. */
  private async fillUnit(name: string, code?: string): Promise<void> {
    const modal = this.page.getByTestId('unit-modal');
    await modal.locator('input[name="unit-name"]').fill(name);
    if (code !== undefined) await modal.locator('input[name="unit-code"]').fill(code);
    await this.page.getByTestId('unit-save').click();
    await expect(modal).toBeHidden();
  }

  async addDepartment(name: string, code?: string): Promise<void> {
    await this.page.getByTestId('department-add').click();
    await this.fillUnit(name, code);
    await expect(this.departmentRow(name)).toBeVisible();
  }

  async selectDepartment(name: string): Promise<void> {
    await this.departmentRow(name).locator('input[type="radio"]').check();
    await expect(this.page.getByTestId('department-details')).toContainText(name);
  }

  /**
   * Adds a position to the selected department, from its table's Add or (`fromResult`) from the next step the new
   * department's result offers.
   */
  async addPosition(name: string, code?: string, fromResult?: string): Promise<void> {
    if (fromResult) {
      await toastAction(this.page, `部门 ${fromResult} 已创建`, '新增岗位').click();
    } else {
      await this.page.getByTestId('positions-add').click();
    }
    await this.fillUnit(name, code);
    await expect(row(this.page, 'positions-table', name)).toBeVisible();
  }

  /** Opens the members tab of the selected department. */
  async members(): Promise<Locator> {
    await this.page.getByRole('tab', { name: '成员' }).click();
    return this.page.getByTestId('members-table');
  }

  /** Delete of the selected department, confirmed in the dialog. */
  async deleteSelectedDepartment(): Promise<void> {
    await this.page.getByTestId('department-delete').click();
    await expect(this.page.getByTestId('confirm-modal')).toContainText('删除部门');
    await expect(this.page.getByTestId('confirm-ok')).toHaveText('删除');
    await this.page.getByTestId('confirm-ok').click();
  }
}

/** `/console/user-invitation`: the name,email input and the invitation table. */
export class UserInvitationPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/user-invitation');
    await expect(this.page.getByTestId('invitation-table')).toBeVisible();
  }

  async invite(lines: string): Promise<void> {
    await this.page.getByTestId('invite-input').locator('textarea').fill(lines);
    await this.page.getByTestId('invite-submit').click();
  }

  invitationRow(email: string): Locator {
    return row(this.page, 'invitation-table', email);
  }

  errors(): Locator {
    return this.page.getByTestId('invite-errors');
  }
}

/** `/common/register-with-invitation-code`: the invited registration form. */
export class InvitationRegisterPage {
  constructor(readonly page: Page) {}

  input(name: 'username' | 'phone' | 'code' | 'password' | 'confirm'): Locator {
    return this.page.locator(`input[name="${name}"]`);
  }

  async chooseDepartment(name: string): Promise<void> {
    await choose(this.page, 'invitation-department', name);
  }

  async choosePosition(name: string): Promise<void> {
    await choose(this.page, 'invitation-position', name);
  }
}

/** The newest invitation link mailed to `email`, read from the local outbox, as a path on the console. */
export async function readInvitationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const entries = (await (await request.get('/_local/outbox')).json()) as OutboxEntry[];
      const mail = entries.find((entry) => entry.kind === 'email' && entry.to.includes(email));
      link = mail?.text?.match(/https?:\/\/[^\s]+\/common\/register-with-invitation-code\?code=[^\s]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
