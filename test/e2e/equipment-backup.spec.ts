import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures/own-users.js';
import { uniqueSuffix } from './fixtures/unique.js';
import { publishReading } from './pages/simulated-gateways.js';
import { BackupConfigPage, BackupDetailPage, BackupListPage } from './pages/equipment-backup-pages.js';
import { EquipmentTypeListPage } from './pages/equipment/gateway-types.js';
import { GatewayListPage } from './pages/equipment/gateways.js';
import { LoginPage } from './pages/login-page.js';

test("an administrator switches a node's backup on, the gateway's readings of it are kept, and the history shows them in a table, a chart and a CSV", async ({
  page,
  ownUser,
}) => {
  test.setTimeout(180_000);
  const admin = await ownUser('ent-admin');
  const suffix = uniqueSuffix();
  const typeName = `备份网关 ${suffix}`;
  const hardwareId = `e2e-backup-${suffix}`;
  await new LoginPage(page).signIn(admin.username, admin.password);

  const types = new EquipmentTypeListPage(page);
  await types.open();
  await types.create({ code: `BK-${suffix}`, name: typeName, description: '备份测试的网关类型', retentionDays: 90 });
  const gateways = new GatewayListPage(page);
  await gateways.open();
  await gateways.create({ hardwareId, type: typeName, tags: [{ tag: 'temperature', dataType: 'float' }] });

  // Before the first configuration the settings have no nodes and lead to the wizard.
  const list = new BackupListPage(page);
  await list.open();
  await expect(list.row(hardwareId)).toContainText('未配置');
  await list.set(hardwareId);
  await expect(page.getByTestId('backup-not-configured')).toBeVisible();

  // Configure it with the one node (backup off), then switch the backup on in the settings.
  await gateways.open();
  const wizard = await gateways.configure(hardwareId);
  await wizard.fillGeneral({
    protocol: 'MQTT',
    compress: 'GZIP',
    dataUrl: 'mqtt://broker.example.com:1883/data',
    fileUrl: 'https://files.example.com/upload',
    period: 5000,
    buffer: 200,
  });
  await wizard.next();
  await wizard.finish();
  await wizard.result.expectAndClose('网关配置已保存（版本 1）');

  await list.open();
  await expect(list.row(hardwareId)).toContainText('0 / 1 个');
  const guid = (await list.row(hardwareId).locator('td').nth(1).innerText()).trim();
  const settings = await list.set(hardwareId);
  await expect(settings.switchOf('temperature')).not.toBeChecked();
  await settings.setSwitch('temperature', true);
  await settings.saveExpecting('数据备份设置成功');
  await page.waitForURL('**/console/equipment-backup-list');
  await expect(list.row(hardwareId)).toContainText('1 / 1 个');

  // The gateway sends three readings; the history of the last hour lists them oldest first.
  const start = Date.now();
  for (const value of [20.5, 21, 22.5]) {
    await publishReading(guid, [{ name: 'temperature', value, timestamp: Date.now() }]);
  }
  const detail = await list.history(hardwareId);
  await detail.chooseNode('temperature / temperature');
  await detail.setRange(start - 60_000, Date.now() + 60_000);
  await expect(async () => {
    await detail.search();
    await expect(detail.rows()).toHaveCount(3, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(detail.rows().first()).toContainText('20.5');
  await expect(detail.chart()).toBeVisible();

  const download = await detail.exportCsv();
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toContain('alias,receiveTime,receiveTimeIso,timestamp,timestampIso,value,quality');
  expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual(['20.5', '21', '22.5']);
});

test('the backup settings and history with an unknown or missing id land on /exception/415', async ({
  page,
  ownUser,
}) => {
  const admin = await ownUser('ent-admin');
  await new LoginPage(page).signIn(admin.username, admin.password);
  await new BackupConfigPage(page).open('unknown-id');
  await page.waitForURL((url) => url.pathname === '/exception/415');
  await new BackupDetailPage(page).open('unknown-id');
  await page.waitForURL((url) => url.pathname === '/exception/415');
  await page.goto('/console/equipment-backup-detail');
  await page.waitForURL((url) => url.pathname === '/exception/415');
});
