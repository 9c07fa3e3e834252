import { e2eConfig } from './e2e-env.js';
import { openAsDemo } from './fixtures/demo-sessions.js';
import { expect, test } from './fixtures/own-users.js';
import { uniqueSuffix } from './fixtures/unique.js';
import { GatewayDataViewPage } from './pages/equipment/data-and-log.js';
import { activeCertificate, CertificateListPage } from './pages/equipment-certificate-pages.js';
import { CertifiedGateway } from './pages/simulated-gateways.js';

test('an enterprise administrator rotates a connected gateway’s certificate from the certificate list: the dialog follows every step to the end, the old certificate is destroyed, and the gateway’s readings keep arriving on the new one, none lost', async ({
  page,
}) => {
  await openAsDemo(page, 'ent-admin');
  const suffix = uniqueSuffix();
  const { gatewayId, name, bundle } = await activeCertificate(page, suffix);
  // The gateway publishes a counting reading every 200 ms over TLS with its certificate, and switches when told.
  const gateway = new CertifiedGateway({
    url: `mqtts://localhost:${e2eConfig().ports.mqttTls}`,
    gatewayId,
    credentials: bundle,
    node: 'temperature',
    periodMs: 200,
  });
  await gateway.start();
  try {
    const list = new CertificateListPage(page);
    await list.open();
    await list.search(suffix);
    const dialog = await list.rotate(name);
    await dialog.start();
    await expect(dialog.status()).toHaveAttribute('data-status', 'completed', { timeout: 20_000 });
    for (const step of ['issue', 'deliver', 'connect', 'revoke'] as const)
      await expect(dialog.step(step)).toHaveAttribute('data-state', 'success');
    await expect(dialog.outcome()).toHaveText('网关已使用新证书连接，原证书已注销。');
    const switchedAt = gateway.produced;
    expect(gateway.deliveries).toHaveLength(1);
    await dialog.close();

    // The list holds the old certificate, destroyed, and the new one of the same name, active.
    await expect(list.row(name)).toHaveCount(2);
    await expect(list.row(name).filter({ hasText: '已注销' })).toHaveCount(1);
    await expect(list.row(name).filter({ hasText: '已生效' })).toContainText(gateway.deliveries[0].certificateId);

    // The live data view shows readings the gateway sent with its new certificate.
    const data = new GatewayDataViewPage(page);
    await data.open(gatewayId);
    await data.loaded();
    await expect
      .poll(async () => Number(await data.cell('temperature', 'value').innerText()), { timeout: 15_000 })
      .toBeGreaterThan(switchedAt);
  } finally {
    await gateway.stop();
  }
  // Every reading was acknowledged by the broker, in order: the switch lost none.
  expect(gateway.acknowledged).toEqual(Array.from({ length: gateway.produced }, (_, i) => i + 1));
});
