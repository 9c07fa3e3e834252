import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ConsolePage, openConsolePath } from './console-page.js';
import { readInvitationLink } from './organisation-pages.js';
import { freshAccount, readSmsCode, type NewAccount } from './register-page.js';
import { uniqueSuffix } from '../fixtures/unique.js';

const MANUFACTURING = '11111111-1111-4111-8111-000000000001';

/** The row of a table (by its test id) whose text contains `text`. */
function row(page: Page, tableTestId: string, text: string): Locator {
  return page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });
}

/** Calls the API with the access token of the console signed in on `page`. */
async function apiCall(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await new ConsolePage(page).accessToken();
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.text().then((text) => (text ? JSON.parse(text) : undefined));
}

/**
 * Set-up through the API as `ent-admin` (signed in on `page`): a fresh role
 * of Demo Manufacturing, and a fresh member of it who joined through an
 * invitation into a department and position of this test's own (the seeded
 * ones keep the counts other tests read). Returns the role name and account.
 */
export async function freshMemberAndRole(
  page: Page,
  request: APIRequestContext,
): Promise<{ roleName: string; account: NewAccount }> {
  const suffix = uniqueSuffix();
  const roleName = `巡检员-${suffix}`;
  await apiCall(page, 'POST', `/api-user/enterprises/${MANUFACTURING}/roles`, { name: roleName });
  const department = await apiCall(page, 'POST', `/api-user/enterprises/${MANUFACTURING}/departments`, {
    name: `巡检部-${suffix}`,
  });
  const position = await apiCall(page, 'POST', `/api-user/departments/${department.id}/positions`, {
    name: `巡检岗-${suffix}`,
  });
  const account = freshAccount();
  await apiCall(page, 'POST', `/api-user/enterprises/${MANUFACTURING}/invitations`, {
    content: `巡检新人,${account.email}`,
  });
  const code = new URL(await readInvitationLink(request, account.email), 'http://localhost').searchParams.get('code')!;
  expect((await request.get(`/api-user/verificationCodes?phone=${account.phone}`)).status()).toBe(200);
  const sms = await readSmsCode(request, account.phone);
  expect((await request.post(`/api-user/verificationCodesCheck/${sms}?phone=${account.phone}`)).status()).toBe(200);
  const registered = await request.post('/api-user/invitationRegistrations', {
    data: {
      code,
      username: account.username,
      phone: account.phone,
      password: account.password,
      departmentId: department.id,
      positionId: position.id,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return { roleName, account };
}

/** `/console/apply-enterprise-roles`: the roles one may apply for and the own applications. */
export class ApplyRolesPage {
  constructor(readonly page: Page) {}

  /** The roles the signed-in user holds in Demo Manufacturing, as the session loads them. */
  async sessionRoleNames(): Promise<string[]> {
    const me = await apiCall(this.page, 'GET', '/api-me/');
    const roles = await apiCall(this.page, 'GET', `/api-user/users/${me.id}/enterprises/${MANUFACTURING}/roles`);
    return roles.map((role: { name: string }) => role.name);
  }

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/apply-enterprise-roles');
    await expect(this.page.getByTestId('applicable-roles')).toBeVisible();
  }

  roleRow(name: string): Locator {
    return row(this.page, 'applicable-roles', name);
  }

  applicationRow(name: string): Locator {
    return row(this.page, 'my-applications', name);
  }

  /** Chooses the role, presses Apply, gives the reason and submits. */
  async apply(name: string, reason: string): Promise<void> {
    await this.roleRow(name).locator('input[type="checkbox"]').check();
    await this.page.getByTestId('apply-roles').click();
    const modal = this.page.getByTestId('grants-reason-modal');
    await modal.locator('textarea').fill(reason);
    await this.page.getByTestId('grants-reason-submit').click();
    await expect(modal).toBeHidden();
  }
}

/** `/console/employee-verify-user-role`: the enterprise's pending role applications. */
export class ReviewApplicationsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/employee-verify-user-role');
    await expect(this.page.getByTestId('applications-to-review')).toBeVisible();
  }

  applicationRow(username: string): Locator {
    return row(this.page, 'applications-to-review', username);
  }

  /** Searches the applicant, approves after the confirmation and waits for the call's answer. */
  async approve(username: string): Promise<number> {
    await this.page.getByTestId('applications-to-review').locator('input[type="search"]').fill(username);
    await expect(this.applicationRow(username)).toBeVisible();
    await this.page.getByTestId(`approve-${username}`).click();
    const answered = this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/approval'));
    await this.page.getByTestId('confirm-ok').click();
    return (await answered).status();
  }
}

/** `/console/company-privilege`: an enterprise's application privileges, or the platform's pending requests. */
export class CompanyPrivilegePage {
  constructor(readonly page: Page) {}

  async open(table: 'enterprise-grants' | 'pending-auths'): Promise<void> {
    await openConsolePath(this.page, '/console/company-privilege');
    await expect(this.page.getByTestId(table)).toBeVisible();
  }

  grantRow(appCode: string): Locator {
    return row(this.page, 'enterprise-grants', appCode);
  }

  requestRow(appCode: string): Locator {
    return row(this.page, 'enterprise-auth-requests', appCode);
  }

  /** Apply: the application code and comma-separated privileges. */
  async request(appCode: string, privileges: string): Promise<void> {
    await this.page.getByTestId('request-auths').click();
    const modal = this.page.getByTestId('request-auths-modal');
    await modal.getByTestId('request-app-code').locator('input').fill(appCode);
    await modal.getByTestId('request-auth-list').locator('input').fill(privileges);
    await this.page.getByTestId('request-auths-submit').click();
    await expect(modal).toBeHidden();
  }

  /** The platform's queue: searches the enterprise, grants the app's request after the confirmation. */
  async grant(enterpriseName: string, appCode: string): Promise<number> {
    await this.page.getByTestId('pending-auths').locator('input[type="search"]').fill(enterpriseName);
    await expect(row(this.page, 'pending-auths', appCode)).toBeVisible();
    await this.page.getByTestId(`approve-auth-${appCode}`).click();
    const answered = this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/approval'));
    await this.page.getByTestId('confirm-ok').click();
    return (await answered).status();
  }
}
