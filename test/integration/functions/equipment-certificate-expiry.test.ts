import mqtt from 'mqtt';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { handler as expiryRun } from '../../../functions/equipment-certificate-expiry/handler.js';
import { checkCertificateExpiry } from '../../../functions/domains/equipment/index.js';
import { VALIDITY_ENDED_REASON } from '../../../functions/domains/equipment/certificates/certificate-expiry.js';
import { validityEndOf } from '../../../functions/domains/equipment/certificates/expiry-decision.js';
import { certificateIssuer } from '../../../functions/domains/equipment/certificates/issuer.js';
import { getCertificate, rescheduleExpiry } from '../../../functions/domains/equipment/data/equipment-certificate.js';
import { createTenant } from '../support/tenant.js';
import { demoTestUser } from './certification-support.js';
import { certificateFixture, closedWithin, registerBody } from './equipment-certificate-support.js';
import { createdType } from './equipment-support.js';
import { storedInbox } from './inbox-support.js';

const tenant = await createTenant('equipment-certificate-expiry');
const { admin } = tenant;
const auditor = await demoTestUser('auditor');
const typeId = await createdType(admin);
const certificates = certificateFixture(admin, auditor, typeId);
const { active, connectTls, read, register, gatewayOf } = certificates;
// The handlers run in this process: the issuer they use is this one (the local CA's, whose deactivate is a no-op).
const issuer = await certificateIssuer();

afterEach(() => vi.restoreAllMocks());
afterAll(() => certificates.endClients());

const day = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);
/** The stored certificate, as the expiry run reads it from its index. */
const stored = async (id: string) => (await getCertificate({ id }))!;
/** The titles of the administrator's messages about one certificate. */
const noticesOf = async (description: string) =>
  (await storedInbox(admin.id))
    .map((message) => String(message.title))
    .filter((title) => title.endsWith(description))
    .sort();

describe('the validity term in AWS: the hourly expiry run', () => {
  it('schedules a passed certificate for the first notice still ahead', async () => {
    const { id } = await active({ endDate: dayFromNow(60) });
    expect((await stored(id)).expiryDueAt).toBe(validityEndOf(dayFromNow(60)) - 30 * day);
    const { id: short } = await active({ endDate: dayFromNow(3) });
    expect((await stored(short)).expiryDueAt).toBe(validityEndOf(dayFromNow(3)) - day);
  });

  it('tells the enterprise’s administrators 30, 7 and 1 day ahead, each notice once', async () => {
    const endDate = dayFromNow(60);
    const { id } = await active({ endDate });
    const description = (await read(admin, id)).body.description as string;
    const end = validityEndOf(endDate);
    const stale = await stored(id);
    expect(await checkCertificateExpiry(stale, end - 30 * day + 60_000)).toBe('notified');
    // A second run that read the same record tells nothing twice.
    expect(await checkCertificateExpiry(stale, end - 30 * day + 60_000)).toBe('changed');
    expect(await checkCertificateExpiry(await stored(id), end - 7 * day + 60_000)).toBe('notified');
    expect(await checkCertificateExpiry(await stored(id), end - day + 60_000)).toBe('notified');
    expect((await stored(id)).expiryDueAt).toBe(end);
    expect(await noticesOf(description)).toEqual([
      `证书即将到期：${description}`,
      `证书即将到期：${description}`,
      `证书即将到期：${description}`,
    ]);
    const message = (await storedInbox(admin.id)).find((m) => String(m.descriptionEn).includes('1 day(s)'));
    expect(message?.action).toBe('/console/equipment-certify-list');
  });

  it('deactivates a certificate at the end of its term: destroyed, deactivated, its session ended, the gateway free', async () => {
    const endDate = dayFromNow(1);
    const { gatewayId, id, bundle } = await active({ endDate });
    const description = (await read(admin, id)).body.description as string;
    const client = (await connectTls(bundle, gatewayId)) as mqtt.MqttClient;
    expect(client).toBeInstanceOf(mqtt.MqttClient);
    const deactivate = vi.spyOn(issuer, 'deactivate');

    expect(await checkCertificateExpiry(await stored(id), validityEndOf(endDate) + 1000)).toBe('expired');

    const certificate = (await read(admin, id)).body;
    expect(certificate).toMatchObject({
      certifyStatus: { code: '5' },
      destroyDescription: VALIDITY_ENDED_REASON,
      keyAvailable: false,
    });
    expect(deactivate).toHaveBeenCalledWith({ certificateId: certificate.certificateId, gatewayId });
    await closedWithin(client, 3000);
    expect((await gatewayOf(gatewayId)).equipmentCertify).toBeNull();
    expect((await stored(id)).expiryDueAt).toBeUndefined();
    expect(await noticesOf(description)).toEqual([`证书已到期：${description}`]);
    expect((await register(admin, registerBody(gatewayId))).status).toBe(200);
  });

  it('keeps a certificate live and due when IoT Core cannot deactivate it; the next run does', async () => {
    const endDate = dayFromNow(1);
    const { id } = await active({ endDate });
    vi.spyOn(issuer, 'deactivate').mockRejectedValueOnce(new Error('IoT Core unavailable'));
    const after = validityEndOf(endDate) + 1000;
    await expect(checkCertificateExpiry(await stored(id), after)).rejects.toThrow('IoT Core unavailable');
    expect((await read(admin, id)).body.certifyStatus.code).toBe('2');
    expect(await checkCertificateExpiry(await stored(id), after)).toBe('expired');
  });

  it('runs from its schedule’s event on the certificates due at the event’s time', async () => {
    const { id } = await active({ endDate: dayFromNow(0) });
    // Its last day is today: the one-day notice is due now (the pass only looks ahead, to its end).
    const now = Date.now();
    expect(await rescheduleExpiry(await stored(id), { dueAt: now - 1000 })).toBe(true);
    const outcomes = await expiryRun({ time: new Date(now).toISOString() });
    expect(outcomes.notified).toBeGreaterThanOrEqual(1);
    expect((await stored(id)).expiryNoticeDays).toBe(1);
  });
});
