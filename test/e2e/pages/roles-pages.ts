import { expect, type Locator, type Page } from '@playwright/test';
import { openConsolePath } from './console-page.js';

/** The row of a table (by its test id) whose text contains `text`. */
function row(page: Page, tableTestId: string, text: string): Locator {
  return page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });
}

/** `/console/role-list`: the enterprise's roles with their dialogs. */
export class RoleListPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/role-list');
    await expect(this.page.getByTestId('role-table')).toBeVisible();
  }

  roleRow(name: string): Locator {
    return row(this.page, 'role-table', name);
  }

  /** Adds a role through the Add dialog and waits for its row. */
  async addRole(name: string, description: string): Promise<void> {
    await this.page.getByTestId('role-add').click();
    const modal = this.page.getByTestId('role-modal');
    await modal.locator('input[name="role-name"]').fill(name);
    await modal.locator('textarea[name="role-description"]').fill(description);
    await this.page.getByTestId('role-save').click();
    await expect(modal).toBeHidden();
    await expect(this.roleRow(name)).toBeVisible();
  }

  async select(name: string): Promise<void> {
    await this.roleRow(name).locator('input[type="radio"]').check();
  }
}

/** `/console/user-role-config` and `/console/user-role-add`: the chosen role's holders and the members to add. */
export class RoleUsersPage {
  constructor(readonly page: Page) {}

  holderRow(username: string): Locator {
    return row(this.page, 'role-holder-table', username);
  }

  /** From the holders screen: searches the members, selects one and adds it after the confirmation naming it. */
  async addMember(username: string): Promise<void> {
    await this.page.getByTestId('role-add-users').click();
    await this.page.waitForURL('**/console/user-role-add');
    await this.page.getByPlaceholder('按用户名搜索').fill(username);
    const member = row(this.page, 'role-member-table', username);
    await expect(member).toHaveCount(1);
    await member.locator('input[type="checkbox"]').check();
    await this.page.getByTestId('role-add-selected').click();
    await expect(this.page.getByTestId('confirm-modal')).toContainText(username);
    await this.page.getByTestId('confirm-ok').click();
    await this.page.waitForURL('**/console/user-role-config');
  }
}
