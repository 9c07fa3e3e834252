import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import mqtt from 'mqtt';
import { commandReplyTopicOf, commandTopicOf } from '../../shared/constants/equipment-rules.js';
import { e2eConfig } from './e2e-env.js';
import { expect, test } from './fixtures/own-users.js';
import { uniqueSuffix } from './fixtures/unique.js';
import {
  CertificateListPage,
  CertificateVerifyPage,
  closeCertificateResult,
  type CertificateBundle,
} from './pages/equipment-certificate-pages.js';
import { BackupListPage } from './pages/equipment-backup-pages.js';
import { EquipmentTypeListPage } from './pages/equipment/gateway-types.js';
import { GatewayDataViewPage } from './pages/equipment/data-and-log.js';
import { GatewayListPage } from './pages/equipment/gateways.js';
import { signInElsewhere } from './pages/inbox-pages.js';
import { LoginPage } from './pages/login-page.js';
import { seriousViolations } from './pages/accessibility.js';

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');

/**
 * A gateway as a device runs it: connected to the TLS listener with its certificate, answering the commands on its
 * own `cmd` topic, publishing readings on its own `data` topic.
 */
async function certifiedGateway(bundle: CertificateBundle, guid: string) {
  const client = await mqtt.connectAsync(`mqtts://localhost:${e2eConfig().ports.mqttTls}`, {
    clientId: guid,
    cert: bundle.certificatePem,
    key: bundle.privateKeyPem,
    ca: bundle.caCertificatePem,
    reconnectPeriod: 0,
  });
  client.on('message', (topic, payload) => {
    if (topic !== commandTopicOf(guid)) return;
    const command = JSON.parse(payload.toString()) as { commandId: string; command: string };
    const reply = { commandId: command.commandId, status: 'ok', result: { done: command.command } };
    void client.publishAsync(commandReplyTopicOf(guid), JSON.stringify(reply), { qos: 1 });
  });
  await client.subscribeAsync(commandTopicOf(guid), { qos: 1 });
  let closed = false;
  client.on('close', () => (closed = true));
  return {
    publish: (nodes: { name: string; value: number }[]) =>
      client.publishAsync(
        `sia/equipment/${guid}/data`,
        JSON.stringify({ nodes: nodes.map((node) => ({ ...node, timestamp: Date.now() })) }),
        { qos: 1 },
      ),
    closed: () => closed,
    close: () => client.endAsync(true),
  };
}

/** Whether a Cloudscape table (by its root) is no wider than its container: nothing to scroll sideways. */
const fitsItsContainer = (table: Locator) =>
  table.evaluate((root) => {
    const inner = root.querySelector('table');
    return inner !== null && inner.getBoundingClientRect().width <= root.getBoundingClientRect().width + 1;
  });

test('the equipment journey: a type and a gateway, a certificate the auditor passes, two backed-up nodes (one switched on in the backup settings, one with a display precision), a TLS gateway whose readings show live, formatted, and in the history chart, a command answered, then a stop that ends its publishing and leaves its data stale', async ({
  page,
  browser,
  ownUser,
}) => {
  const admin = await ownUser('ent-admin');
  const suffix = uniqueSuffix();
  const typeName = `旅程网关 ${suffix}`;
  const hardwareId = `e2e-journey-${suffix}`;
  const certificateName = `旅程证书 ${suffix}`;
  // The page's timers run on Playwright's clock: time flows as usual until the test moves it on (the stale warning).
  await page.clock.install();
  // The narrowest screen the console is made for: no table may be wider than its container.
  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page).signIn(admin.username, admin.password);

  // A type and a gateway of it, with two collect-node tags.
  const types = new EquipmentTypeListPage(page);
  await types.open();
  await types.create({ code: `J-${suffix}`, name: typeName, description: '端到端旅程的网关类型', retentionDays: 30 });
  const gateways = new GatewayListPage(page);
  await gateways.open();
  await gateways.create({
    hardwareId,
    type: typeName,
    tags: [
      { tag: 'temperature', description: '温度', dataType: 'float', dataUnit: '℃' },
      { tag: 'humidity', description: '湿度', dataType: 'float', dataUnit: '%' },
    ],
  });

  // A certificate for it, passed by the auditor, downloaded once.
  const certificates = new CertificateListPage(page);
  await certificates.open();
  const form = await certificates.register();
  await form.fill({
    gateway: hardwareId,
    name: certificateName,
    beginDate: dayFromNow(0),
    endDate: dayFromNow(365),
    note: '旅程',
  });
  await form.submit();
  await closeCertificateResult(page, `证书「${certificateName}」已注册，等待平台审核`);
  const auditor = await signInElsewhere(browser, 'auditor');
  const queue = new CertificateVerifyPage(auditor.page);
  await queue.open();
  await queue.filter({ category: '注册审核', name: suffix });
  await queue.decide(certificateName, true);
  await closeCertificateResult(auditor.page, '审核已通过');
  await auditor.close();
  await certificates.open();
  await certificates.search(suffix);
  const bundle = await certificates.download(certificateName);

  // Before the first configuration the backup settings have no nodes and lead to the wizard.
  const backups = new BackupListPage(page);
  await backups.open();
  await expect(backups.row(hardwareId)).toContainText('未配置');
  await backups.set(hardwareId);
  await expect(page.getByTestId('backup-not-configured')).toBeVisible();

  // Configured with humidity backed up in the wizard; temperature's backup is switched on in the backup settings.
  await gateways.open();
  await gateways.filterByType(typeName);
  const guid = (await gateways.row(hardwareId).innerText()).match(/[0-9a-f-]{36}/)![0];
  expect(await fitsItsContainer(gateways.table())).toBe(true);
  const wizard = await gateways.configure(hardwareId);
  await wizard.fillGeneral({
    protocol: 'MQTT',
    compress: 'GZIP',
    dataUrl: 'mqtts://iot.example.com:8883/data',
    fileUrl: 'https://files.example.com/upload',
    period: 5000,
    buffer: 200,
  });
  await wizard.next();
  await expect(wizard.nodeRows()).toHaveCount(2);
  // Temperature shows one fraction digit; humidity keeps the default (at most three).
  await wizard.setNode(1, { precision: 1 });
  await wizard.setNode(2, { backup: true });
  await wizard.finish();
  await wizard.result.expectAndClose(`网关 ${hardwareId} 的配置已保存（版本 1）`);
  await page.waitForURL('**/console/equipment-management-list');
  await backups.open();
  await expect(backups.row(hardwareId)).toContainText('1 / 2 个');
  const settings = await backups.set(hardwareId);
  await expect(settings.switchOf('temperature')).not.toBeChecked();
  await settings.setSwitch('temperature', true);
  await settings.saveExpecting('数据备份设置已保存：1 个节点已更改');
  await page.waitForURL('**/console/equipment-backup-list');
  await expect(backups.row(hardwareId)).toContainText('2 / 2 个');
  await gateways.open();

  // The gateway connects over TLS; the data view shows its readings as they come.
  const gateway = await certifiedGateway(bundle, guid);
  try {
    await gateways.filterByType(typeName);
    const view = await gateways.viewData(hardwareId);
    await view.expectLive('connected');
    expect(await fitsItsContainer(view.table())).toBe(true);
    const start = Date.now();
    await gateway.publish([
      { name: 'temperature', value: 21.5 },
      { name: 'humidity', value: 40 },
    ]);
    await expect(view.cell('temperature', 'value')).toHaveText('21.5');
    await expect(view.cell('humidity', 'value')).toHaveText('40');
    // One word on whether the gateway is online, the server's, beside the gateway; the WebSocket's own state is
    // the table's "live updates" line, not the gateway's.
    await expect(view.presence()).toHaveText('运行中');
    await expect(view.gatewayValue('网关状态')).toHaveText('运行中');
    await expect(page.getByTestId('equipment-data-gateway').getByTestId('equipment-data-live')).toHaveCount(0);
    await expect(view.live()).toHaveText('实时更新已连接');
    await expect(view.staleWarning()).toHaveCount(0);
    await gateway.publish([
      { name: 'temperature', value: 23 },
      { name: 'humidity', value: 3000.8883744485797 },
    ]);
    await expect(view.cell('temperature', 'value')).toHaveText('23.0');
    await expect(view.cell('humidity', 'value')).toHaveText('3,000.888');
    expect(await seriousViolations(page, 'equipment-data-view', true)).toEqual([]);

    // The backup detail has both temperature readings, in the table, the chart and the CSV.
    await backups.open();
    await expect(backups.row(hardwareId)).toContainText('2 / 2 个');
    const history = await backups.history(hardwareId);
    await history.chooseNode('temperature / temperature');
    await history.setRange(start - 60_000, Date.now() + 60_000);
    await expect(async () => {
      await history.search();
      await expect(history.rows()).toHaveCount(2, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(history.rows().first()).toContainText('21.5');
    await expect(history.chart()).toBeVisible();
    const csv = (await readFile(await (await history.exportCsv()).path(), 'utf8')).trim().split(/\r\n/);
    expect(csv[0]).toContain('alias,receiveTime,receiveTimeIso,timestamp,timestampIso,value,quality');
    expect(csv.slice(1).map((line) => line.split(',')[5])).toEqual(['21.5', '23']);

    // A command, answered by the gateway. The dialog shows its own checks on the fields and sends nothing (the rules:
    // test/unit/web/equipment-command-rules.test.ts); a valid one is sent once and the answer shows.
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api-equipment/sendEquipmentCommand')) sends.push(request.method());
    });
    await gateways.open();
    await gateways.filterByType(typeName);
    const dialog = await gateways.issueCommand(hardwareId);
    await dialog.fill('restart', '[5]');
    await dialog.send();
    await expect(dialog.fieldError('params')).toHaveText('参数须为 JSON 对象');
    await dialog.fill('re start', '{}');
    await dialog.send();
    await expect(dialog.fieldError('command')).toHaveText('只能包含字母、数字和 _ . -');
    await expect(dialog.fieldError('params')).toHaveCount(0);
    expect(sends).toEqual([]);
    await dialog.fill('restart', '{"delay":5}');
    await dialog.send();
    await dialog.expectProgress('ok');
    await expect(dialog.status()).toHaveText('网关已应答');
    await expect(dialog.result()).toContainText('"done": "restart"');
    expect(sends).toEqual(['POST']);
    expect(await seriousViolations(page, 'equipment-command-modal', true)).toEqual([]);
    // Send another starts over with the same values.
    await dialog.sendAnother();
    await expect(dialog.dialog().getByTestId('equipment-command-send')).toBeVisible();
    await dialog.close();

    // Stopped: the stop ends its connection at once (no publish needed), and the log has the stop and the disconnect.
    await gateways.stop(hardwareId);
    await gateways.result.expectAndClose(`网关「${hardwareId}」已停止`);
    await expect.poll(() => gateway.closed(), { timeout: 5000 }).toBe(true);
    // A stopped gateway takes no command and no second stop: its 操作 menu says so.
    await gateways.openActions(hardwareId);
    await expect(gateways.actionItem('command')).toBeDisabled();
    await expect(gateways.actionItem('stop')).toBeDisabled();
    await page.keyboard.press('Escape');
    const log = await gateways.viewLogs(hardwareId);
    await expect(log.row('已停止')).toHaveCount(1);
    await expect(log.row('已断开').first()).toBeVisible();
    // The command, by the administrator, and the gateway's answer.
    const sentEntry = log.row('已下发命令');
    await expect(sentEntry).toHaveCount(1);
    await expect(log.cell(sentEntry, 'operator')).toHaveText(admin.username);
    await expect(log.cell(sentEntry, 'detail')).toContainText('restart');
    await expect(log.row('命令已应答')).toHaveCount(1);

    // Its data view: stopped, as the server says, and once its newest reading is three collect periods (5 s) old,
    // the warning that the data is stale.
    const stopped = new GatewayDataViewPage(page);
    await stopped.open(guid);
    await stopped.loaded();
    await expect(stopped.presence()).toHaveText('已停止');
    await page.clock.fastForward(20_000);
    await expect(stopped.staleWarning()).toContainText('已超过 3 个采集周期');
    await expect(stopped.cell('humidity', 'value')).toHaveText('3,000.888');
  } finally {
    await gateway.close();
  }
});
