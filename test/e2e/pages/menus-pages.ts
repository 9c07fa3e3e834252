import { expect, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { openConsolePath } from './console-page.js';

/** `/console/menu-management`: the platform menu tree with add, edit, set privilege, search and delete. */
export class MenuManagementPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/menu-management');
    await expect(this.page.getByTestId('menu-table').locator('tbody tr').first()).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByTestId('menu-table').locator('tbody tr').filter({ hasText: name });
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId('menu-table').getByRole('searchbox').fill(text);
  }

  /** Expands a directory row so its children show. */
  async expand(name: string): Promise<void> {
    const toggle = this.row(name).locator('button[aria-expanded]');
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }

  private async fill(values: { name?: string; type?: string; url?: string; privileges?: string }): Promise<void> {
    const modal = this.page.getByTestId('menu-modal');
    if (values.name !== undefined) await modal.locator('input[name="menu-name"]').fill(values.name);
    if (values.type) {
      await this.page.locator(wrapper.findSelect('[data-testid="menu-type"]').findTrigger().toSelector()).click();
      await this.page.getByRole('option', { name: values.type, exact: true }).click();
    }
    if (values.url !== undefined) await modal.locator('input[name="menu-url"]').fill(values.url);
    if (values.privileges !== undefined) await modal.locator('input[name="menu-privileges"]').fill(values.privileges);
    await this.page.getByTestId('menu-save').click();
    await expect(modal).toBeHidden();
  }

  async addRoot(values: { name: string; type: string }): Promise<void> {
    await this.page.getByTestId('menu-add').click();
    await this.fill(values);
  }

  async addChild(parent: string, values: { name: string; url: string; privileges: string }): Promise<void> {
    await this.row(parent).getByRole('button', { name: '添加子菜单' }).click();
    await this.fill(values);
  }

  async setPrivileges(name: string, privileges: string): Promise<void> {
    await this.row(name).getByRole('button', { name: '设置权限' }).click();
    await this.fill({ privileges });
  }

  async clickDelete(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: '删除' }).click();
  }
}

/** `/console/privilege-role-config`: the menu tree with the role's visible and privilege boxes. */
export class PrivilegeRoleConfigPage {
  constructor(readonly page: Page) {}

  async open(role: { id: string; name: string; enterpriseId: string }): Promise<void> {
    await this.page.goto('/console');
    await this.page.evaluate((selected) => sessionStorage.setItem('sia.selectedRole', JSON.stringify(selected)), role);
    await this.page.goto(`/console/privilege-role-config?roleId=${role.id}`);
    await expect(this.page.getByTestId('privilege-table').locator('tbody tr').first()).toBeVisible();
  }

  /** The row whose name is exactly `name`. */
  row(name: string): Locator {
    return this.page
      .getByTestId('privilege-table')
      .locator('tbody tr')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId('privilege-table').getByRole('searchbox').fill(text);
  }

  async expand(name: string): Promise<void> {
    const toggle = this.row(name).locator('button[aria-expanded]');
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }

  /** A privilege box of a row by its label (查看, 新增, 编辑, 删除, 审核). */
  privilege(name: string, label: string): Locator {
    return this.row(name).getByRole('checkbox', { name: label, exact: true });
  }

  /** The row's "visible" box. */
  visible(name: string): Locator {
    return this.row(name).getByRole('checkbox', { name: `可见 ${name}`, exact: true });
  }

  selectAll(): Locator {
    return this.page.getByTestId('privilege-select-all').locator('input');
  }

  /** The saved/failed message that stays on the screen until the next change. */
  result(): Locator {
    return this.page.getByTestId('privilege-result');
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('privilege-submit').click();
  }
}
