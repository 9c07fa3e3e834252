import { openAsDemo } from './fixtures/demo-sessions.js';
import { expect, test } from '@playwright/test';
import { uniqueSuffix } from './fixtures/unique.js';
import {
  ApplicationEditPage,
  ApplicationListPage,
  ApplicationWizardPage,
  VerifyPage,
} from './pages/applications-pages.js';
import { MessageCenterPage, signInElsewhere } from './pages/inbox-pages.js';
import { readOutboxMail } from './pages/messaging-pages.js';

test('a developer publishes a private application through the wizard; the auditor rejects it, then approves the fix; online and offline reach a subscriber', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const name = `巡检助手 ${suffix}`;
  await openAsDemo(page, 'developer');
  const list = new ApplicationListPage(page, 'private');
  await list.open();
  await list.createThroughWizard({ name, enName: `Inspector ${suffix}`, description: '设备巡检记录与提醒' });

  const edit = new ApplicationEditPage(page);
  await edit.addPlan('标准版', `STD${suffix.replace(/[^A-Za-z0-9]/g, '')}`, 199);
  await edit.addVersion('1.0.0', 'help.pdf');
  await edit.changeStatus('1', '已提交审核');

  const auditor = await signInElsewhere(browser, 'auditor');
  try {
    const verify = new VerifyPage(auditor.page);
    await verify.open();
    await verify.select(name);
    // The auditor sees what a buyer will: logo, description, plans, the latest version's screenshots and documents.
    const subject = auditor.page.getByTestId('review-subject');
    await expect(subject.getByTestId('subject-logo')).toBeVisible();
    await expect(subject.getByTestId('subject-description')).toHaveText('设备巡检记录与提醒');
    await expect(subject.getByTestId('subject-plans')).toContainText('标准版');
    await expect(subject.getByTestId('subject-plans')).toContainText('199');
    await expect(subject.getByTestId('subject-screenshots').locator('img')).toHaveCount(2);
    await expect(subject.getByTestId('subject-documents')).toContainText('帮助文档: help.pdf');
    const report = auditor.page.getByTestId('pre-review');
    await expect(report).toContainText('从未通过审核');
    await expect(report).toContainText('新增方案：标准版');
    await expect(report.getByTestId('pre-review-files')).toContainText('应用图标');
    await expect(report.getByTestId('pre-review-files')).toContainText('已上传');
    await verify.reject(name, '图标不清晰，请更换');
    const history = auditor.page.getByTestId('review-history');
    await expect(history.locator('tbody tr')).toHaveCount(1);
    await expect(history).toContainText('图标不清晰，请更换');

    // The developer sees one status, rejected, with the reason; fixes and submits again.
    await page.reload();
    await expect(page.getByTestId('app-status')).toHaveText('已驳回');
    await expect(page.getByTestId('rejection-reason')).toContainText(`应用 ${name} 已驳回`);
    await expect(page.getByTestId('rejection-reason')).toContainText('图标不清晰，请更换');
    await page.getByTestId('app-field-description').locator('textarea').fill('设备巡检记录与提醒（已更换图标）');
    await page.getByTestId('app-save').click();
    await expect(page.getByTestId('app-status-1')).toBeVisible();
    await edit.changeStatus('1', '已提交审核');

    await verify.open();
    await verify.approve(name);
    await expect(history.locator('tbody tr')).toHaveCount(2);
    await expect(auditor.page.getByTestId('review-subject')).toContainText('审核通过');
  } finally {
    await auditor.close();
  }

  await page.reload();
  await expect(page.getByTestId('rejection-reason')).toHaveCount(0);
  await edit.changeStatus('3', '已上线');

  // A buyer subscribes to the online application; taking it offline tells them in the centre and by e-mail.
  const buyer = await signInElsewhere(browser, 'buyer');
  try {
    const applicationId = new URL(page.url()).searchParams.get('id')!;
    const subscribed = await buyer.page.request.post('/api-application/submitSubscribe', {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: { application: { id: applicationId } },
    });
    expect(subscribed.status()).toBe(200);
    await edit.changeStatus('4', '已下线');
    const centre = new MessageCenterPage(buyer.page);
    await centre.open();
    // Nobody else subscribes the buyer in this run: the notice in the centre is this application's.
    await expect(centre.row('version online/offline notice').first()).toBeVisible();
    const mail = await readOutboxMail(page.request, 'buyer@demo.sia.example.com', name);
    expect(mail.text ?? '').toContain('已下线');
    // Putting it online again tells the existing subscriber too.
    await edit.changeStatus('3', '已上线');
    await readOutboxMail(page.request, 'buyer@demo.sia.example.com', `${name}：已上线`);
  } finally {
    await buyer.close();
  }
});

test('an enterprise administrator publishes at enterprise scope: the company is the enterprise, the auditor approves', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const name = `产线质检 ${suffix}`;
  await openAsDemo(page, 'ent-admin');
  const list = new ApplicationListPage(page, 'enterprise');
  await list.open();
  await list.createThroughWizard({ name, enName: `Line QC ${suffix}`, description: '企业内部质检应用' });
  const edit = new ApplicationEditPage(page);
  await edit.addPlan('企业版', `ENT${suffix.replace(/[^A-Za-z0-9]/g, '')}`, 499);
  await edit.changeStatus('1', '已提交审核');
  const auditor = await signInElsewhere(browser, 'auditor');
  try {
    const verify = new VerifyPage(auditor.page);
    await verify.open();
    await expect(auditor.page.getByTestId('verify-application-table')).toContainText('Demo Manufacturing');
    await verify.approve(name);
  } finally {
    await auditor.close();
  }
  await list.open();
  await expect(list.row(name)).toContainText('审核通过');
});

test('the platform administrator adds a category to the tree and the publishing wizard offers it', async ({ page }) => {
  const suffix = uniqueSuffix().replace(/[^A-Za-z0-9]/g, '');
  await openAsDemo(page, 'admin');
  await page.goto('/console/application-category');
  await page.getByTestId('category-add-parent').click();
  await page.getByTestId('category-code-1').last().locator('input').fill(`E2E${suffix}`);
  await page.getByTestId('category-name-1').last().locator('input').fill(`测试分类 ${suffix}`);
  await page.getByTestId('category-add-child').last().click();
  await page.getByTestId('category-code-2').last().locator('input').fill(`E2E${suffix}A`);
  await page.getByTestId('category-name-2').last().locator('input').fill(`测试子类 ${suffix}`);
  const saved = page.waitForResponse((r) => r.url().includes('/updateApplicationCategory'));
  await page.getByTestId('category-save').click();
  expect((await saved).status()).toBe(200);
  await page.goto('/console/application-add?flag=platform');
  await new ApplicationWizardPage(page).fillBasics({ name: `分类应用 ${suffix}`, enName: `Category app ${suffix}` });
  await page.getByTestId('app-field-parentCategory').locator('button').first().click();
  await expect(page.getByRole('option', { name: `测试分类 ${suffix}` })).toBeVisible();
});
