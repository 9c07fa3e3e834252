import { randomUUID } from 'node:crypto';
import {
  EQUIPMENT_STATUS_NAMES,
  EQUIPMENT_TYPE_TAKEN,
  NODE_ALIAS_TAKEN,
} from '../../shared/constants/equipment-rules.js';
import { demoIds } from '../../infra/local/seed/demo-ids.js';
import { expect, test } from './fixtures/own-users.js';
import { uniqueSuffix } from './fixtures/unique.js';
import { publishReading } from './pages/simulated-gateways.js';
import { EquipmentTypeListPage } from './pages/equipment/gateway-types.js';
import { GatewayListPage } from './pages/equipment/gateways.js';
import { GatewayConfigPage } from './pages/equipment/config-wizard.js';
import { GatewayDataViewPage, GatewayLogPage } from './pages/equipment/data-and-log.js';
import { seriousViolations } from './pages/accessibility.js';
import { setProductTemplate } from './pages/iot-pages.js';
import { LoginPage } from './pages/login-page.js';
import { openAsDemo } from './fixtures/demo-sessions.js';

const offline = EQUIPMENT_STATUS_NAMES['3'].cn;

test('the console side of a gateway type and its gateway: a duplicate type name is refused on its field, the configuration wizard checks step 1 and prefills the node from its tag, re-opens on the saved configuration and asks before a change is cancelled, and the log filters by type and resets', async ({
  page,
  ownUser,
}) => {
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
  await duplicate.result.expectAndClose(`网关类型 ${typeName} 保存失败`);
  await expect(duplicate.fieldError('equipment-type-field-name')).toHaveText(EQUIPMENT_TYPE_TAKEN.name.cn);
  await duplicate.returnToList();

  // A gateway of the type with one collect-node tag: offline until it connects.
  const gateways = new GatewayListPage(page);
  await gateways.open();
  // The enterprise's offline-alarm thresholds: its own, then the platform's again.
  await gateways.setOfflineAlarm({ grace: 10, silence: 15, remindHours: 8 });
  await expect(gateways.offlineAlarmSummary()).toContainText(
    '离线超过 10 分钟或连接后静默超过 15 分钟时告警管理员（本企业设置）',
  );
  await gateways.setOfflineAlarm('defaults');
  await expect(gateways.offlineAlarmSummary()).toContainText('离线超过 2 分钟');
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

  // Configure it (配置): step 1's general values, Next, then the node prefilled from its tag and a second one, both
  // backed up; Finish saves version 1 and leads back to the list.
  const wizard = await gateways.configure(hardwareId);
  await expect(wizard.title()).toHaveText('网关配置');
  await expect(wizard.neverSaved()).toBeVisible();
  await expect(wizard.stepHeading()).toContainText('常规配置');
  // Next checks step 1 first: every field is required.
  await wizard.next();
  await expect(wizard.fieldError('equipment-config-field-data-url')).toHaveText('必填项');
  await expect(wizard.stepHeading()).toContainText('常规配置');
  await wizard.fillGeneral({
    protocol: 'MQTT',
    compress: 'GZIP',
    dataUrl: 'mqtt://broker.example.com:1883/data',
    fileUrl: 'https://files.example.com/upload',
    period: 5000,
    buffer: 200,
  });
  await wizard.next();
  await expect(wizard.stepHeading()).toContainText('节点配置');
  await expect(wizard.nodeRows()).toHaveCount(1);
  await expect(wizard.nodeInput(1, 'name')).toHaveValue('temperature');
  await expect(wizard.nodeInput(1, 'alias')).toHaveValue('temperature');
  await expect(wizard.nodeInput(1, 'dataUnit')).toHaveValue('℃');
  await expect(wizard.nodeSampleMode(1)).toContainText('周期采集');
  await expect(wizard.nodeInput(1, 'period')).toHaveValue('1000');
  await wizard.setNode(1, { backup: true });
  await wizard.addNode({
    name: 'humidity',
    alias: 'hum',
    description: '湿度',
    dataType: 'float',
    dataUnit: '%',
    sampleMode: '变化采集',
    period: 2000,
    backup: true,
  });
  await wizard.finish();
  await wizard.result.expectAndClose(`网关 ${hardwareId} 的配置已保存（版本 1）`);
  await page.waitForURL('**/console/equipment-management-list');

  // From the detail the wizard opens on the saved configuration, with its last save; a change asks before Cancel.
  await gateways.open();
  await gateways.filterByType(typeName);
  const configured = await (await gateways.view(hardwareId)).configure();
  await expect(configured.lastSave()).toContainText('1');
  await expect(configured.lastSave()).toContainText(admin.username);
  await configured.fillGeneral({ buffer: 300 });
  await configured.cancel();
  await expect(configured.confirmation.dialog()).toContainText('内容已修改，确认放弃吗？');
  await configured.confirmation.cancel();
  await configured.next();
  await expect(configured.nodeRows()).toHaveCount(2);
  await expect(configured.nodeBackup(1)).toBeChecked();
  await expect(configured.nodeBackup(2)).toBeChecked();
  await expect(configured.nodeSampleMode(2)).toContainText('变化采集');
  // The type's product template (set in the IoT area) replaces the two nodes after a confirmation naming both counts.
  await setProductTemplate(page, typeName, [
    { name: 'vibration', alias: 'vib', dataType: 'float', sampleMode: 'PERIODIC', period: 500, ifBackup: true },
  ]);
  await configured.fillFromTemplate();
  await expect(configured.confirmation.dialog()).toContainText('当前的 2 个节点将被产品模板的 1 个节点替换');
  await configured.confirmation.confirm();
  await expect(configured.nodeRows()).toHaveCount(1);
  await expect(configured.nodeInput(1, 'alias')).toHaveValue('vib');
  await expect(configured.nodeInput(1, 'period')).toHaveValue('500');
  await configured.cancel();
  await configured.confirmation.confirm();
  await page.waitForURL('**/console/equipment-management-list');
  await gateways.filterByType(typeName);

  // The log: the registration and the configuration sent, operations by the administrator; it filters by type and
  // resets to every type.
  const log = await gateways.viewLogs(hardwareId);
  await expect(log.gatewaySelect()).toContainText(hardwareId);
  await expect(log.rangeTrigger()).toContainText('24');
  const configEntry = log.row('已下发配置');
  await expect(configEntry).toHaveCount(1);
  await expect(log.cell(configEntry, 'type')).toHaveText('操作日志');
  await expect(log.cell(configEntry, 'operator')).toHaveText(admin.username);
  await expect(log.cell(configEntry, 'detail')).toContainText('v1');
  await expect(log.row('已登记')).toHaveCount(1);
  await expect(log.truncated()).toHaveCount(0);
  // No connection entries: the gateway never connected. Reset brings all types back.
  await log.chooseType('连接日志');
  await log.search();
  await expect(log.empty()).toContainText('暂无日志');
  await log.reset();
  await expect(log.typeSelect()).toContainText('全部类型');
  await expect(log.row('已下发配置')).toHaveCount(1);
});

/**
 * The equipment screens of a record the enterprise does not have (or of none): one console, opened once, goes through
 * them all. The server's refusals themselves are proven in test/integration/functions/equipment-*.test.ts.
 */
test("the equipment screens of an unknown or missing record land on /exception/415; the log shows the server's refusal", async ({
  page,
}) => {
  await openAsDemo(page, 'ent-admin');
  const log = new GatewayLogPage(page);
  await log.open(randomUUID());
  await expect(log.error()).toContainText('查询失败');
  await expect(log.empty()).toContainText('暂无日志');
  // The 415 screen is the same app: each address is opened in it, without booting the console again.
  for (const path of [
    '/console/equipment-type-edit/unknown-id',
    `/console/equipment-config/${randomUUID()}`,
    `/console/equipment-data-view/${randomUUID()}`,
    '/console/equipment-data-view',
    '/console/equipment-backup-config/unknown-id',
    '/console/equipment-backup-detail/unknown-id',
    '/console/equipment-backup-detail',
    '/console/iot/device-detail/unknown/unknown/unknown/none',
  ]) {
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    await page.waitForURL((url) => url.pathname === '/exception/415');
    await expect(page.getByTestId('exception-415')).toBeVisible();
  }
});

test("an alias used twice shows the spec's message on the second node, and Finish does not save", async ({
  page,
  ownUser,
}) => {
  const admin = await ownUser('ent-admin');
  await new LoginPage(page).signIn(admin.username, admin.password);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api-equipment/submitEquipmentConfig')) saves.push(request.method());
  });
  // The demo gateway (never configured): its two tags are the prefilled nodes; nothing here is saved.
  const wizard = new GatewayConfigPage(page);
  await wizard.open(demoIds.equipment.gateway);
  await wizard.loaded();
  const violations = await seriousViolations(page, 'equipment-config step 1', true);
  await wizard.fillGeneral({
    protocol: 'HTTP',
    compress: '不压缩',
    dataUrl: 'https://data.example.com/in',
    fileUrl: 'https://files.example.com/in',
    period: 1000,
    buffer: 10,
  });
  await wizard.next();
  await expect(wizard.nodeRows()).toHaveCount(2);
  await wizard.setNode(2, { alias: 'TEMP' });
  await wizard.finish();
  await expect(wizard.nodeError(2, 'alias')).toHaveText(NODE_ALIAS_TAKEN.cn);
  await expect(wizard.nodeError(1, 'alias')).toHaveCount(0);
  await expect(wizard.result.onScreen()).toHaveCount(0);
  await expect(wizard.stepHeading()).toContainText('节点配置');
  expect(saves).toEqual([]);
  violations.push(...(await seriousViolations(page, 'equipment-config step 2', true)));
  expect(violations).toEqual([]);
  if (process.env.SIA_E2E_SHOT) await page.screenshot({ path: process.env.SIA_E2E_SHOT, fullPage: true });

  // Another alias clears the way; Previous keeps what step 1 holds.
  await wizard.setNode(2, { alias: 'line-pressure' });
  await wizard.previous();
  await expect(page.getByTestId('equipment-config-field-buffer').locator('input')).toHaveValue('10');
});

test("a gateway's live data view unsubscribes when left, and with the WebSocket refused it polls", async ({
  page,
  browser,
  ownUser,
}) => {
  const admin = await ownUser('ent-admin');
  const suffix = uniqueSuffix();
  const typeName = `数据网关 ${suffix}`;
  const hardwareId = `e2e-data-${suffix}`;
  // What the console sends over its WebSocket; `subscriptions()`: the actions on the gateway's destination.
  const sentFrames: { action?: string; destination?: string }[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      sentFrames.push(JSON.parse(String(payload)) as { action?: string; destination?: string });
    }),
  );
  const subscriptions = () =>
    sentFrames
      .filter((frame) => frame.destination === `/equipment/${guid}`)
      .map((frame) => frame.action)
      .join(' ');
  await new LoginPage(page).signIn(admin.username, admin.password);
  const types = new EquipmentTypeListPage(page);
  await types.open();
  await types.create({
    code: `D-${suffix}`,
    name: typeName,
    description: '实时数据测试的网关类型',
  });
  const gateways = new GatewayListPage(page);
  await gateways.open();
  await gateways.create({
    hardwareId,
    type: typeName,
    tags: [{ tag: 'humidity', description: '湿度', dataType: 'float', dataUnit: '%' }],
  });

  // 查看数据 from the list subscribes; leaving the view unsubscribes: one subscribe and one unsubscribe of its
  // destination went over the socket. (Empty cells, the highlight and appended nodes: test/unit/web/equipment-live-data.test.ts.)
  await gateways.filterByType(typeName);
  const view = await gateways.viewData(hardwareId);
  const guid = view.guid();
  await view.expectLive('connected');
  await expect(view.live()).toContainText('已连接');
  await gateways.open();
  await expect.poll(subscriptions).toBe('subscribe unsubscribe');

  // In a console whose WebSocket is refused the view falls back to re-reading every 10 s.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
  });
  try {
    const refused = await context.newPage();
    await refused.clock.install();
    await refused.routeWebSocket(/sia-equipment-websocket/, (socket) => {
      void socket.close({ code: 1011, reason: 'refused by the test' });
    });
    await new LoginPage(refused).signIn(admin.username, admin.password);
    const polled = new GatewayDataViewPage(refused);
    await polled.open(guid);
    await polled.loaded();
    await expect(polled.cell('humidity', 'value')).toHaveText('-');
    await polled.expectLive('connecting');
    await publishReading(guid, [{ name: 'humidity', value: 55, timestamp: Date.UTC(2026, 0, 2, 3, 4, 5) }]);
    // Each 10 s the view reads its data again (the reading may still be on its way to storage at the first read).
    await expect(async () => {
      const reread = refused.waitForResponse((r) => r.url().includes(`/api-equipment/getEquipmentData/${guid}`));
      await refused.clock.runFor(10_000);
      await reread;
      await expect(polled.cell('humidity', 'value')).toHaveText('55', { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await polled.expectLive('polling');
    await expect(polled.live()).toContainText('轮询中，每 10 秒刷新');
  } finally {
    await context.close();
  }
});

test('an enterprise administrator imports gateways from CSV: a bad file is refused line by line and imports nothing, the corrected one registers every line', async ({
  page,
  ownUser,
}) => {
  const admin = await ownUser('ent-admin');
  const suffix = uniqueSuffix();
  const typeName = `导入网关 ${suffix}`;
  const code = `CSV-${suffix}`;
  await new LoginPage(page).signIn(admin.username, admin.password);
  await new EquipmentTypeListPage(page).open();
  await new EquipmentTypeListPage(page).create({ code, name: typeName, description: '批量导入的网关类型' });

  const list = new GatewayListPage(page);
  await list.open();
  const [first, second] = [`csv-a-${suffix}`, `csv-b-${suffix}`];
  const dialog = await list.openImport();
  // The browser's own check: the same parser as the server.
  await dialog.fill(`hardwareId,typeCode,ip\n${first},${code},10.0.0.300`);
  await dialog.submit();
  await expect(dialog.errors()).toHaveText(['第 2 行（IP 地址）：不是有效的 IP 地址']);
  // The server's check: an unknown type code.
  await dialog.fill(`${first},${code},10.0.0.30\n${second},NO-SUCH-TYPE`);
  await dialog.submit();
  await expect(dialog.errors()).toHaveText(['第 2 行（类型编码）：没有编码为 NO-SUCH-TYPE 的网关类型']);
  await dialog.fill(`${first},${code},10.0.0.30\n${second},${code}`);
  await dialog.submit();
  await expect(dialog.root()).toBeHidden();
  await list.filterByType(typeName);
  await expect(list.row(first)).toContainText(offline);
  await expect(list.row(first)).toContainText('10.0.0.30');
  await expect(list.row(second)).toContainText(typeName);
});
