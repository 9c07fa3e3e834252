import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures/own-users.js';
import { uniqueSuffix } from './fixtures/unique.js';
import { IotDataPushPage, IotDevicePage, IotGroupPage, IotProductPage } from './pages/iot-pages.js';
import { LoginPage } from './pages/login-page.js';

/** The demo gateway of Demo Manufacturing (infra/local/seed/seed-equipment.ts) and one of its declared tags. */
const demoGateway = 'SIA-GW-0001';
const demoType = 'Edge gateway';

test('an enterprise administrator edits a product template, finds a device and its detail, groups the gateway and pushes a test delivery to a local receiver', async ({
  page,
  ownUser,
}) => {
  // The receiver a push rule points at (the local stage allows http://127.0.0.1).
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(body);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  try {
    const admin = await ownUser('ent-admin');
    const suffix = uniqueSuffix();
    await new LoginPage(page).signIn(admin.username, admin.password);

    const products = new IotProductPage(page);
    await products.open();
    await products.select(demoType);
    const alias = `E2E-${suffix}`;
    // The optional display precision takes 0 to 10 fraction digits, as the configuration wizard's node does.
    await products.openAddNode();
    await products.fillNode({
      name: `e2e-${suffix}`,
      alias,
      dataType: 'FLOAT',
      sampleMode: 'PERIODIC',
      precision: '11',
    });
    await page.getByTestId('iot-node-save').click();
    await expect(products.nodeFieldError('precision')).toHaveText('请输入 0 到 10 之间的整数');
    await products.fillNode({ precision: '2' });
    await products.saveNode();
    await expect(products.templateRow(alias).locator('td').last()).toHaveText('2');
    // The demo product's template stays as it was for the next run.
    await products.deleteNode(alias);

    const devices = new IotDevicePage(page);
    await devices.open();
    await devices.search(demoGateway);
    await expect(devices.row('temp').first()).toBeVisible();
    await devices.openDetail('temp');
    await expect(page.getByTestId('iot-detail-gateway')).toContainText(demoGateway);

    const groups = new IotGroupPage(page);
    const group = `产线 ${suffix}`;
    await groups.open();
    await groups.create(group);
    await groups.show(group);
    await groups.addMember(group, demoGateway);
    await expect(groups.memberRow(demoGateway)).toBeVisible();
    await expect(groups.memberCount(group)).toHaveText('1');
    await groups.delete(group);

    const push = new IotDataPushPage(page);
    const rule = `推送 ${suffix}`;
    await push.open();
    await push.create(rule, receiver);
    await push.sendTest(rule);
    await expect(push.notice()).toContainText('HTTP 200');
    await expect(push.logRows().first()).toContainText('成功');
    expect(received.some((body) => body.includes('"test":true'))).toBe(true);
    await push.delete(rule);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
