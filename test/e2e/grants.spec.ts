import { openAsDemo } from './fixtures/demo-sessions.js';
import { expect, test } from '@playwright/test';
import {
  ApplyRolesPage,
  CompanyPrivilegePage,
  freshMemberAndRole,
  ReviewApplicationsPage,
} from './pages/grants-pages.js';
import { LoginPage } from './pages/login-page.js';
import { uniqueSuffix } from './fixtures/unique.js';

test('a new member applies for a role, ent-admin approves it on employee-verify-user-role, and the member then holds it', async ({
  page,
  browser,
  request,
}) => {
  await openAsDemo(page, 'ent-admin');
  const { roleName, account } = await freshMemberAndRole(page, request);

  const memberContext = await browser.newContext();
  try {
    const member = await memberContext.newPage();
    await new LoginPage(member).signIn(account.username, account.password);
    const apply = new ApplyRolesPage(member);
    await apply.open();
    await expect(apply.roleRow(roleName)).toContainText('可申请');
    await apply.apply(roleName, '负责产线巡检');
    await expect(apply.applicationRow(roleName)).toContainText('待审核');
    await expect(apply.roleRow(roleName)).toContainText('申请中');

    const review = new ReviewApplicationsPage(page);
    await review.open();
    expect(await review.approve(account.username)).toBe(200);
    await expect(review.applicationRow(account.username)).toHaveCount(0);

    await apply.open();
    await expect(apply.roleRow(roleName)).toContainText('已拥有');
    await expect(apply.applicationRow(roleName)).toContainText('已通过');
    // The session's role list (the top bar's role switcher reads it) includes the role.
    expect(await apply.sessionRoleNames()).toContain(roleName);
  } finally {
    await memberContext.close();
  }
});

test('ent-admin asks for an application’s privileges on company-privilege, the platform admin grants them there, and the enterprise holds them', async ({
  page,
  browser,
}) => {
  const appCode = `app-${uniqueSuffix()}`;
  await openAsDemo(page, 'ent-admin');
  const company = new CompanyPrivilegePage(page);
  await company.open('enterprise-grants');
  await company.request(appCode, 'view, deploy');
  await expect(company.requestRow(appCode)).toContainText('待审核');

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await openAsDemo(admin, 'admin');
    const queue = new CompanyPrivilegePage(admin);
    await queue.open('pending-auths');
    expect(await queue.grant('Demo Manufacturing', appCode)).toBe(200);
  } finally {
    await adminContext.close();
  }

  await company.open('enterprise-grants');
  await expect(company.grantRow(appCode)).toContainText('deploy, view');
  await expect(company.requestRow(appCode)).toContainText('已开通');
});
