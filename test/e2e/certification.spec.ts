import { openAsDemo } from './fixtures/demo-sessions.js';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/own-users.js';
import {
  mainlandIdCheckChar,
  organisationCodeCheckChar,
  unifiedCreditIdCheckChar,
} from '../../shared/constants/certification-rules.js';
import { CertificationFormPage, pngFile } from './pages/certification-form-page.js';
import { CertificationReviewPage } from './pages/certification-review-page.js';
import { ConsolePage, openConsolePath } from './pages/console-page.js';
import { LoginPage } from './pages/login-page.js';
import { freshAccount, readSmsCode, type NewAccount } from './pages/register-page.js';

/** Registers a new account through the public registration calls (the UI path is covered by register.spec.ts). */
async function registerViaApi(request: APIRequestContext): Promise<NewAccount> {
  const account = freshAccount();
  expect((await request.get('/api-user/verificationCodes', { params: { phone: account.phone } })).ok()).toBe(true);
  const code = await readSmsCode(request, account.phone);
  const check = await request.post(`/api-user/verificationCodesCheck/${code}`, { params: { phone: account.phone } });
  expect(check.ok()).toBe(true);
  const created = await request.post('/backendUsers/', {
    data: { username: account.username, email: account.email, phone: account.phone, password: account.password },
  });
  expect(created.ok()).toBe(true);
  return account;
}

/** A valid unified social credit identifier, different on every call (it doubles as the taxpayer number). */
function creditId(): string {
  const organisation = `5${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const first17 = `91110000${organisation}${organisationCodeCheckChar(organisation)}`;
  return `${first17}${unifiedCreditIdCheckChar(first17)}`;
}

/** A valid mainland ID number (Dongcheng, Beijing, born 1990-03-07). */
function idNumber(): string {
  const first17 = '11010119900307123';
  return `${first17}${mainlandIdCheckChar(first17)}`;
}

async function signIn(page: Page, username: string, password: string): Promise<ConsolePage> {
  return new LoginPage(page).signIn(username, password);
}

/** Fills every enterprise field except the name, with the four images. */
async function fillEnterprise(form: CertificationFormPage, credit: string): Promise<void> {
  await form.fill('alias', '验证');
  await form.upload('logo');
  await form.choose('profession', 'MANUFACTURING');
  await form.choose('property', 'PRIVATE');
  await form.choose('scale', 'SMALL');
  await form.fill('metadata', '端到端测试创建的企业');
  await form.choose('province', '北京市');
  await form.choose('city', '市辖区');
  await form.choose('district', '东城区');
  await form.fill('address', '东长安街 1 号');
  await form.fill('unifiedCreditId', credit);
  await form.date('businessExpiryDate', '2040/12/31');
  await form.upload('licenseImage');
  await form.fill('taxpayerNum', credit);
  await form.fill('bankName', '中国工商银行北京分行');
  await form.fill('bankAccountName', '验证科技有限公司');
  await form.fill('bankAccountNum', '6222 0202 0011 2233 445');
  await form.fill('repreName', '张三');
  await form.choose('repreLicenseLocation', 'MAINLAND');
  await form.choose('repreLicenseType', 'ID_CARD');
  await form.fill('repreLicenseNum', idNumber());
  await form.date('repreLicenseExpiryDate', '2040/01/01');
  await form.upload('repreLicenseFrontImage');
  await form.upload('repreLicenseBackImage');
}

test('an enterprise is certified, rejected with a reason, fixed and resubmitted, then approved by the auditor', async ({
  page,
  request,
  browser,
  ownUser,
}) => {
  const applicant = await registerViaApi(request);
  const enterpriseName = `E2E 企业 ${applicant.username}`;
  const reason = '营业执照图片不清晰，请重新上传';
  // A copy of the auditor (its queue work stays its own), in a browser of its own beside the applicant's: each
  // signs in once and the two take turns, as two people would.
  const auditor = await ownUser('auditor');

  // The applicant starts from the home card: no enterprise yet, so "not certified" with the create link.
  const shell = await signIn(page, applicant.username, applicant.password);
  await expect(page.getByTestId('enterprise-verification')).toHaveAttribute('data-status', '0');
  await shell.personalInfo().getByRole('link', { name: '进行企业认证' }).click();
  await page.waitForURL('**/console/create-enterprise-details');

  const form = new CertificationFormPage(page);
  await form.submit();
  await expect(form.formError()).toContainText('信息填写有误，请检查后重新提交');
  await expect(form.fieldError('name')).toHaveText('请输入企业名称');
  await expect(form.fieldError('logo')).toHaveText('请上传企业标志');
  await expect(form.fieldError('profession')).toHaveText('请选择所属行业');
  await expect(form.confirmDialog()).toHaveCount(0);

  await form.fill('unifiedCreditId', '91110000ABCDEFGH12');
  await form.fill('metadata', 'x');
  await expect(form.fieldError('unifiedCreditId')).toHaveText('请输入正确的 18 位统一社会信用代码');

  // A registered name is refused by the server with the spec's message under the name.
  const credit = creditId();
  await form.fill('name', 'Demo Manufacturing');
  await fillEnterprise(form, credit);
  await form.submit();
  await expect(form.confirmDialog()).toContainText('进入认证流程');
  await form.confirm();
  await expect(form.fieldError('name')).toHaveText('该企业名称已被注册，请换一个名称');
  await expect(page).toHaveURL(/create-enterprise-details$/);

  await form.fill('name', enterpriseName);
  await form.submit();
  await form.confirm();
  await page.waitForURL((url) => url.pathname === '/console');
  await expect(page.getByTestId('enterprise-verification')).toHaveAttribute('data-status', '1');
  await expect(shell.personalInfo()).toContainText(enterpriseName);

  // The auditor finds it in the pending queue, rejects without a reason first (refused), then with one.
  const auditorPage = await secondBrowser(browser);
  await signIn(auditorPage, auditor.username, auditor.password);
  const review = new CertificationReviewPage(auditorPage);
  await review.openQueue('enterprise');
  await review.openFromQueue('enterprise', applicant.username, enterpriseName);
  await expect(review.detail('unifiedCreditId')).toHaveText(credit);
  await expect(review.detail('profession')).toHaveText('制造业');
  await expect(review.detail('licenseImage').locator('img')).toBeVisible();
  await review.reject('');
  await expect(review.rejectDialog()).toContainText('请输入驳回原因');
  await review.page.getByTestId('review-reject-reason').locator('textarea').fill(reason);
  await review.page.getByTestId('review-reject-confirm').click();
  await expect(review.status()).toHaveAttribute('data-status', '4');
  await expect(review.historyEntries()).toHaveCount(1);
  await expect(review.historyEntries().first()).toContainText(reason);
  await expect(review.approveButton()).toBeDisabled();

  // The applicant (back on the console home) sees the failure and the reason, fixes the licence and resubmits.
  await page.reload();
  await expect(page.getByTestId('enterprise-verification')).toHaveAttribute('data-status', '4');
  await shell.personalInfo().getByRole('link', { name: '修改企业信息' }).click();
  await page.waitForURL('**/console/edit-enterprise-details?id=*');
  await expect(form.status()).toHaveAttribute('data-status', '4');
  await expect(form.rejectReason()).toContainText(reason);
  await form.upload('licenseImage', 'licence-clear.png');
  await form.submit();
  await expect(form.confirmDialog()).toContainText('重新进入认证流程');
  await form.confirm();
  await page.waitForURL((url) => url.pathname === '/console');
  await expect(page.getByTestId('enterprise-verification')).toHaveAttribute('data-status', '2');

  // The auditor approves the resubmission; the history keeps both decisions.
  await review.openQueue('enterprise');
  await review.openFromQueue('enterprise', applicant.username, enterpriseName);
  await expect(review.status()).toHaveAttribute('data-status', '2');
  await review.approve(enterpriseName);
  await expect(review.status()).toHaveAttribute('data-status', '3');
  await expect(review.historyEntries()).toHaveCount(2);
  await expect(review.approveButton()).toBeDisabled();
  await auditorPage.context().close();

  // The applicant's card shows the enterprise verified.
  await page.reload();
  await expect(page.getByTestId('enterprise-verification')).toHaveAttribute('data-status', '3');
  await expect(page.getByTestId('enterprise-verification')).toContainText('已认证');
});

/** Fills the personal certification form with the two ID scans. */
async function fillPersonal(form: CertificationFormPage, bank: string): Promise<void> {
  await form.fill('realName', '李四');
  await form.choose('licenseHomeLocation', 'MAINLAND');
  await form.choose('licenseType', 'ID_CARD');
  await form.fill('licenseIdNumber', idNumber());
  await form.date('licenseValidTerm', '2040/06/30');
  await form.upload('licenseFrontImage');
  await form.upload('licenseBackImage');
  await form.fill('bankAccountName', '李四');
  await form.fill('openingBank', bank);
  await form.fill('bankAccount', '6225 8800 1234 5678');
}

/** A second browser (its own storage, so its own sign-in) on the console. */
async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  return context.newPage();
}

test('a person certifies with ID scans; a review of a stale submission is refused and reloaded, then approved', async ({
  page,
  request,
  browser,
}) => {
  const applicant = await registerViaApi(request);

  const shell = await signIn(page, applicant.username, applicant.password);
  await expect(shell.personalInfo()).toContainText('未认证');
  await shell.personalInfo().getByRole('link', { name: '进行个人认证' }).click();
  await page.waitForURL('**/console/create-user-certify');

  // Only images are uploaded: a text file is refused on the field before anything is sent.
  const form = new CertificationFormPage(page);
  await page
    .locator('[data-testid="upload-licenseFrontImage"] input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(form.fieldError('licenseFrontImage')).toHaveText('只能上传图片文件（PNG、JPEG、GIF、WebP、SVG、BMP）');
  await page.locator('[data-testid="upload-licenseFrontImage"] input[type="file"]').setInputFiles(pngFile('front.png'));
  await expect(form.fieldError('licenseFrontImage')).toHaveCount(0);

  await fillPersonal(form, '招商银行');
  await form.submit();
  await expect(form.confirmDialog()).toContainText('进入认证流程');
  await form.confirm();
  await page.waitForURL((url) => url.pathname === '/console');
  await expect(shell.personalInfo()).toContainText('认证中');
  await expect(shell.personalInfo().getByRole('link', { name: '进行个人认证' })).toHaveCount(0);

  // The auditor opens the submission in another browser ...
  const auditorPage = await secondBrowser(browser);
  const auditorShell = await openAsDemo(auditorPage, 'auditor');
  const review = new CertificationReviewPage(auditorPage);
  await review.openQueue('user');
  await review.openFromQueue('user', applicant.username, applicant.username);
  await expect(review.detail('openingBank')).toHaveText('招商银行');
  await expect(review.detail('licenseType')).toHaveText('居民身份证');

  // ... while the applicant changes the bank and resubmits.
  await openConsolePath(page, '/console/edit-user-certify');
  await expect(form.status()).toHaveAttribute('data-status', '1');
  await form.fill('openingBank', '中国银行');
  await form.submit();
  await expect(form.confirmDialog()).toContainText('重新进入认证流程');
  await form.confirm();
  await page.waitForURL((url) => url.pathname === '/console');

  // Approving the stale submission is refused: the auditor is told and sees the new details.
  await review.approve();
  await expect(
    auditorPage.getByText('申请人在您审核期间重新提交了信息，已为您刷新，请核对最新内容后再审核'),
  ).toBeVisible();
  await expect(review.status()).toHaveAttribute('data-status', '2');
  await expect(review.detail('openingBank')).toHaveText('中国银行');
  await expect(review.historyEntries()).toHaveCount(0);

  await review.approve(applicant.username);
  await expect(review.status()).toHaveAttribute('data-status', '3');
  await expect(review.historyEntries()).toHaveCount(1);
  await review.historyEntries().first().getByText('查看当时提交的信息').click();
  await expect(review.historyEntries().first()).toContainText('中国银行');
  await auditorShell.page.context().close();

  // Verified: the card links to editing the certification, and (no enterprise yet) the enterprise row to certifying one.
  await page.reload();
  await expect(shell.personalInfo()).toContainText('已认证');
  await expect(shell.personalInfo().getByRole('link', { name: '修改个人认证' })).toBeVisible();
  await expect(shell.personalInfo().getByRole('link', { name: '进行企业认证' })).toHaveCount(1);

  // A person has one certification: the create screen leads to editing it.
  await openConsolePath(page, '/console/create-user-certify');
  await page.waitForURL('**/console/edit-user-certify');
  await expect(form.status()).toHaveAttribute('data-status', '3');
});

test('the review queues show each status, search by name, open a decided certification read-only, and refuse non-auditors', async ({
  page,
  browser,
  ownUser,
}) => {
  // A copy of the auditor: signing it out revokes no other test's auditor session.
  const auditor = await ownUser('auditor');
  const shell = await signIn(page, auditor.username, auditor.password);
  await shell.switchLocale('en');
  const review = new CertificationReviewPage(page);
  await review.openQueue('enterprise');
  await expect(page.getByRole('heading', { name: 'Enterprise certification review' })).toBeVisible();

  await review.showStatus('enterprise', 'authenticated');
  await expect(review.rowLinks('enterprise').filter({ hasText: 'Demo Manufacturing' })).toHaveCount(1);
  await expect(review.rowLinks('enterprise').filter({ hasText: 'Demo Logistics' })).toHaveCount(1);
  await review.openFromQueue('enterprise', 'logist', 'Demo Logistics');
  await expect(review.status()).toHaveAttribute('data-status', '3');
  await expect(review.status()).toContainText('verified');
  await expect(review.approveButton()).toBeDisabled();
  await expect(review.rejectButton()).toBeDisabled();

  await review.openQueue('user');
  await review.showStatus('user', 'failed');
  await expect(review.rowLinks('user').filter({ hasText: 'buyer' })).toHaveCount(1);
  await review.showStatus('user', 'authenticated');
  await expect(review.rowLinks('user').filter({ hasText: 'buyer' })).toHaveCount(0);

  // Staff, in English too (the locale is the browser's), are refused the queue and a record.
  const staffPage = await secondBrowser(browser);
  await staffPage.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await openAsDemo(staffPage, 'ent-staff');
  await staffPage.goto('/console/verify-enterprise-auth-list');
  await expect(staffPage.getByText('Only platform auditors can see and review certifications')).toBeVisible();
  await staffPage.goto('/console/verify-enterprise-detail?id=11111111-1111-4111-8111-000000000010');
  await expect(staffPage.getByText('Only platform auditors can see and review certifications')).toBeVisible();
  await staffPage.context().close();
});

test('a demo user the card lists as certified opens the certified record, not an empty form', async ({ page }) => {
  await openAsDemo(page, 'auditor');
  await openConsolePath(page, '/console/edit-user-certify');
  const form = new CertificationFormPage(page);
  await expect(form.status()).toHaveAttribute('data-status', '3');
  await expect(page).toHaveURL(/\/console\/edit-user-certify$/);
  await expect(page.getByTestId('input-realName').locator('input')).toHaveValue('auditor 实名');
});
