import { randomUUID } from 'node:crypto';
import { EQUIPMENT_STATUS_NAMES, EQUIPMENT_TYPE_TAKEN } from '../../shared/constants/equipment-rules.js';
import { expect, test } from './fixtures/own-users.js';
import { uniqueSuffix } from './fixtures/unique.js';
import {
  EquipmentTypeFormPage,
  EquipmentTypeListPage,
  GatewayListPage,
  GatewayLogPage,
} from './pages/equipment-pages.js';
import { LoginPage } from './pages/login-page.js';

const stopped = EQUIPMENT_STATUS_NAMES['2'].cn;
const offline = EQUIPMENT_STATUS_NAMES['3'].cn;

test('an enterprise administrator creates a gateway type, registers a gateway on it, stops it and finds the stop in its log; the type cannot go while the gateway uses it', async ({
  page,
  ownUser,
}) => {
  test.setTimeout(180_000);
  // A copy of ent-admin of this test's own: its username is the operator the log names.
  const admin = await ownUser('ent-admin');
  const suffix = uniqueSuffix();
  const typeName = `巡检网关 ${suffix}`;
  const code = `E2E-${suffix}`;
  const hardwareId = `e2e-gw-${suffix}`;
  await new LoginPage(page).signIn(admin.username, admin.password);

  const types = new EquipmentTypeListPage(page);
  await types.open();
  await types.create({ code, name: typeName, description: '端到端测试的网关类型', retentionDays: 7 });

  // A second type with the same name: refused, with the spec's message on the name field.
  const duplicate = await types.add();
  await duplicate.fill({ code: `${code}-2`, name: typeName, description: '同名的网关类型' });
  await duplicate.submit();
  await duplicate.result.expectAndClose('操作失败');
  await expect(duplicate.fieldError('equipment-type-field-name')).toHaveText(EQUIPMENT_TYPE_TAKEN.name.cn);
  await duplicate.returnToList();

  // A gateway of the type with one collect-node tag: offline until it connects.
  const gateways = new GatewayListPage(page);
  await gateways.open();
  await gateways.create({
    hardwareId,
    type: typeName,
    description: '端到端测试网关',
    tags: [{ tag: 'temperature', description: '温度', dataType: 'float', dataUnit: '℃' }],
  });
  await gateways.filterByType(typeName);
  await expect(gateways.table().locator('tbody tr')).toHaveCount(1);
  await expect(gateways.row(hardwareId)).toContainText(typeName);
  await expect(gateways.row(hardwareId)).toContainText(offline);

  // Its detail, then stop: a confirmation, the result, the status and the stop button follow.
  const detail = await gateways.view(hardwareId);
  await expect(detail.value('硬件 ID')).toHaveText(hardwareId);
  await expect(detail.value('网关类型')).toHaveText(typeName);
  await expect(detail.tagRow('temperature')).toContainText('℃');
  await expect(detail.stopButton()).toBeEnabled();
  await detail.stop();
  await detail.result.expectAndClose(`网关「${hardwareId}」已停止`);
  await expect(detail.value('状态')).toHaveText(stopped);
  await expect(detail.stopButton()).toBeDisabled();
  await expect(detail.value('停止人')).toHaveText(admin.username);

  // The log: the registration and the stop, each an operation by the administrator.
  const log = await detail.viewLogs();
  await expect(log.gatewaySelect()).toContainText(hardwareId);
  await expect(log.rangeTrigger()).toContainText('24');
  const stopEntry = log.row('已停止');
  await expect(stopEntry).toHaveCount(1);
  await expect(log.cell(stopEntry, 'type')).toHaveText('操作日志');
  await expect(log.cell(stopEntry, 'operator')).toHaveText(admin.username);
  await expect(log.row('已登记')).toHaveCount(1);
  await expect(log.truncated()).toHaveCount(0);
  // No connection entries: the gateway never connected. Reset brings all types back.
  await log.chooseType('连接日志');
  await log.search();
  await expect(log.empty()).toContainText('暂无日志');
  await log.reset();
  await expect(log.typeSelect()).toContainText('全部类型');
  await expect(log.row('已停止')).toHaveCount(1);

  // The type cannot be deleted while the gateway uses it; after the gateway, it can.
  await types.open();
  await types.filter(typeName);
  await types.delete(typeName);
  await types.result.expectAndClose('操作失败');
  await expect(types.row(typeName)).toHaveCount(1);

  await gateways.open();
  await gateways.filterByType(typeName);
  await gateways.delete(hardwareId);
  await gateways.result.expectAndClose(`已删除「${hardwareId}」`);
  await expect(gateways.row(hardwareId)).toHaveCount(0);

  await types.open();
  await types.filter(typeName);
  await types.delete(typeName);
  await types.result.expectAndClose(`已删除「${typeName}」`);
  await expect(types.row(typeName)).toHaveCount(0);
});

test('the gateway-type edit screen with an unknown id lands on /exception/415', async ({ page, ownUser }) => {
  const admin = await ownUser('ent-admin');
  await new LoginPage(page).signIn(admin.username, admin.password);
  await new EquipmentTypeFormPage(page).openEdit('unknown-id');
  await page.waitForURL((url) => url.pathname === '/exception/415');
});

test("the log of a gateway the enterprise does not have shows the server's refusal, not a crash", async ({
  page,
  ownUser,
}) => {
  const admin = await ownUser('ent-admin');
  await new LoginPage(page).signIn(admin.username, admin.password);
  const log = new GatewayLogPage(page);
  await log.open(randomUUID());
  await expect(log.error()).toContainText('查询失败');
  await expect(log.empty()).toContainText('暂无日志');
});
