import { expect, test } from './fixtures/own-users.js';
import { uniqueSuffix } from './fixtures/unique.js';
import {
  CertificateDestroyPage,
  CertificateListPage,
  CertificateVerifyPage,
  certificateFieldError,
  closeCertificateResult,
} from './pages/equipment-certificate-pages.js';
import { EquipmentTypeListPage } from './pages/equipment/gateway-types.js';
import { GatewayListPage } from './pages/equipment/gateways.js';
import { signInElsewhere } from './pages/inbox-pages.js';
import { LoginPage } from './pages/login-page.js';

/** `YYYY/MM/DD` of a day `days` from today (UTC, as the server checks). */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');

test('an enterprise administrator registers a certificate the auditor rejects with its reason and that is then deleted, registers another the auditor passes, downloads the key once, and a passed destroy ends it; an unknown certificate goes to 415', async ({
  page,
  browser,
  ownUser,
}) => {
  const admin = await ownUser('ent-admin');
  const suffix = uniqueSuffix();
  const typeName = `证书网关类型 ${suffix}`;
  const hardwareId = `e2e-cert-${suffix}`;
  const rejected = `驳回证书 ${suffix}`;
  const name = `网关证书 ${suffix}`;
  await new LoginPage(page).signIn(admin.username, admin.password);
  const types = new EquipmentTypeListPage(page);
  await types.open();
  await types.create({ code: `CERT-${suffix}`, name: typeName, description: '证书测试类型' });
  const gateways = new GatewayListPage(page);
  await gateways.open();
  await gateways.create({ hardwareId, type: typeName });

  // Register from the list: required fields first, then an end before the beginning, then the fixed dates.
  const list = new CertificateListPage(page);
  await list.open();
  let form = await list.register();
  await form.submit();
  await expect(certificateFieldError(page, 'certificate-description')).toHaveText('必填项');
  await expect(certificateFieldError(page, 'certificate-register-description')).toHaveText('必填项');
  await form.fill({
    gateway: hardwareId,
    name: rejected,
    beginDate: dayFromNow(1),
    endDate: dayFromNow(0),
    note: '日期颠倒',
  });
  await form.submit();
  await expect(certificateFieldError(page, 'certificate-endDate')).toHaveText('失效日期不能早于生效日期');
  await form.fill({ endDate: dayFromNow(30) });
  await form.submit();
  await closeCertificateResult(page, `证书「${rejected}」已注册，等待平台审核`);
  await page.waitForURL('**/console/equipment-certify-list');

  // The auditor finds it by name and day; a rejection needs its reason.
  const auditor = await signInElsewhere(browser, 'auditor');
  const queue = new CertificateVerifyPage(auditor.page);
  await queue.open();
  await queue.filter({ name: suffix, minDate: dayFromNow(0), maxDate: dayFromNow(0) });
  await queue.decide(rejected, false);
  await expect(certificateFieldError(auditor.page, 'certificate-verify-comment')).toHaveText('必填项');
  await auditor.page.getByTestId('certificate-verify-comment').locator('textarea').fill('不是本企业的网关');
  await auditor.page.getByTestId('certificate-verify-submit').click();
  await closeCertificateResult(auditor.page, '已驳回');
  await queue.reset();

  // Rejected: it cannot be destroyed, only deleted.
  await list.open();
  await list.search(suffix);
  await expect(list.row(rejected)).toContainText('未通过');
  await list.openActions(list.row(rejected), rejected);
  await expect(list.actionItem('destroy')).toBeDisabled();
  await list.actionItem('delete').click();
  await page.getByTestId('confirm-ok').click();
  await closeCertificateResult(page, `已删除证书「${rejected}」`);
  await expect(list.row(rejected)).toHaveCount(0);

  // The gateway is free again: a second certificate for it, which the auditor passes.
  await list.open();
  form = await list.register();
  await form.fill({ gateway: hardwareId, name, beginDate: dayFromNow(0), endDate: dayFromNow(365), note: '产线网关' });
  await form.submit();
  await closeCertificateResult(page, `证书「${name}」已注册，等待平台审核`);
  await page.waitForURL('**/console/equipment-certify-list');
  await list.search(suffix);
  await expect(list.row(name)).toContainText('待审核');
  await queue.filter({ category: '注册审核', name: suffix });
  await expect(queue.table().locator('tbody tr')).toHaveCount(1);
  await queue.decide(name, true);
  await closeCertificateResult(auditor.page, '审核已通过');
  await expect(queue.row(name)).toHaveCount(0);

  // Active now, and bound to the gateway; the bundle comes once.
  await list.open();
  await list.search(suffix);
  await expect(list.row(name)).toContainText('已生效');
  // The row names its gateway, a link to the gateway's detail.
  await expect(list.row(name).getByRole('link', { name: hardwareId })).toHaveAttribute('href', /equipment-detail\//);
  const bundle = await list.download(name);
  expect(bundle.certificatePem).toContain('BEGIN CERTIFICATE');
  expect(bundle.privateKeyPem).toContain('PRIVATE KEY');
  await list.openActions(list.row(name), name);
  await expect(list.actionItem('download')).toBeDisabled();
  await list.closeActions();
  await gateways.open();
  // The row shows the gateway GUID and, in the certificate column, the bound certificate.
  expect((await gateways.row(hardwareId).innerText()).match(/[0-9a-f-]{36}/g)).toHaveLength(2);

  // Destroy: the note is required; the auditor passes it.
  await list.open();
  await list.search(suffix);
  const destroy = await list.destroy(name);
  await page.getByTestId('certificate-destroy-submit').click();
  await expect(certificateFieldError(page, 'certificate-destroy-description')).toHaveText('必填项');
  await destroy.submit('网关退役');
  await closeCertificateResult(page, '注销申请已提交');
  await page.waitForURL('**/console/equipment-certify-list');
  await list.search(suffix);
  await expect(list.row(name)).toContainText('注销审核中');
  await queue.filter({ category: '注销审核', name: suffix });
  await queue.decide(name, true);
  await closeCertificateResult(auditor.page, '审核已通过');
  await auditor.close();
  await list.open();
  await list.search(suffix);
  await expect(list.row(name)).toContainText('已注销');

  await new CertificateDestroyPage(page).openFor('no-such-certificate');
  await page.waitForURL('**/exception/415');
});
