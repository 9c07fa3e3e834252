import { NIL_ID } from '../../../../shared/constants/ids.js';
import { logger } from '../../../lib/logger.js';
import {
  expireCertificate,
  listCertificatesDueForExpiry,
  rescheduleExpiry,
  unbindGateway,
  type EquipmentCertificateRecord,
} from '../data/equipment-certificate.js';
import type { SystemMessage } from '../../messaging/index.js';
import { endGatewaySession } from '../gateway-sessions.js';
import { daysLeft, expiryStep, validityEndOf } from './expiry-decision.js';
import { certificateIssuer } from './issuer.js';

/**
 * The validity term enforced where the certificate does not carry it (docs/equipment.md "Validity"): IoT Core signs
 * with its own CA, so a live certificate is deactivated by the platform at the end of its term, and its enterprise
 * is told 30, 7 and 1 day ahead. Locally the X.509 validity refuses a new connection too; this also ends one that
 * lasts past the term.
 */

/** Why a certificate was destroyed at the end of its term (both languages, like the console). */
export const VALIDITY_ENDED_REASON = '有效期已结束 / The validity term ended';

/** What an expiry run did with one certificate. */
export type ExpiryOutcome = 'notified' | 'expired' | 'waited' | 'changed' | 'failed';

/** The notice of the coming end, and of the end (texts in the messaging domain's catalogue, both languages). */
function noticeOf(certificate: EquipmentCertificateRecord, days?: number): SystemMessage {
  const params = {
    certificate: certificate.description,
    gateway: certificate.equipment?.equipmentId ?? '',
    end: certificate.validityTerm.endDate,
  };
  return days === undefined
    ? { template: 'equipment.certificateExpired', params }
    : { template: 'equipment.certificateExpiring', params: { ...params, days } };
}

/** Tells the certificate's enterprise; a failure is logged, never undoes the step it tells of. */
async function tell(certificate: EquipmentCertificateRecord, notificationObjectId: string, days?: number) {
  try {
    // The messaging domain loads when there is someone to tell, not at the function's cold start.
    const { tellAdministrators } = await import('../../messaging/index.js');
    await tellAdministrators({
      enterpriseId: certificate.enterpriseId,
      message: noticeOf(certificate, days),
      action: '/console/equipment-certify-list',
      notificationObjectId,
    });
  } catch (error) {
    logger.error('Could not tell an enterprise of its certificate’s validity', { id: certificate.id, error });
  }
}

/**
 * Takes a certificate at the end of its term out of use: IoT Core first (INACTIVE, the gateway's policy detached),
 * so a failure there leaves it due and the next run tries again; then its record (5, the gateway's marker released,
 * a change meanwhile wins), the gateway's live session and its binding.
 */
async function expire(certificate: EquipmentCertificateRecord, now: number): Promise<ExpiryOutcome> {
  const gatewayId = certificate.equipment?.id;
  if (certificate.certificateId && gatewayId)
    await (await certificateIssuer()).deactivate({ certificateId: certificate.certificateId, gatewayId });
  const expired = await expireCertificate(certificate, {
    destroyDescription: VALIDITY_ENDED_REASON,
    destroyUserId: NIL_ID,
    destroyUserName: 'Platform',
    destroyTime: new Date(now).toISOString(),
  });
  if (!expired) return 'changed';
  if (gatewayId) await endGatewaySession(gatewayId);
  await unbindGateway(certificate);
  await tell(certificate, `equipment-certificate-expired-${certificate.id}`);
  return 'expired';
}

/**
 * Looks at one live certificate due at `now` (`expiryStep`): sends the notice now due, or takes it out of use at
 * the end of its term, moving its next look conditionally on the one read, so of two runs only one tells.
 */
export async function checkCertificateExpiry(
  certificate: EquipmentCertificateRecord,
  now: number,
): Promise<ExpiryOutcome> {
  const end = validityEndOf(certificate.validityTerm.endDate);
  const step = expiryStep({ end, now, noticeDays: certificate.expiryNoticeDays });
  if (step.action === 'expire') return expire(certificate, now);
  if (step.action === 'wait')
    return (await rescheduleExpiry(certificate, { dueAt: step.dueAt })) ? 'waited' : 'changed';
  if (!(await rescheduleExpiry(certificate, { dueAt: step.nextDueAt, noticeDays: step.days }))) return 'changed';
  await tell(certificate, `equipment-certificate-expiry-${step.days}-${certificate.id}`, daysLeft(end, now));
  return 'notified';
}

/**
 * Every live certificate due at `now` (epoch ms), a page at a time; one that fails (IoT Core unavailable) is logged
 * and stays due for the next run, the others go on. Answers how many of each outcome.
 */
export async function runCertificateExpiry(now: number): Promise<Partial<Record<ExpiryOutcome, number>>> {
  const counts: Partial<Record<ExpiryOutcome, number>> = {};
  let cursor: string | undefined;
  do {
    const page = await listCertificatesDueForExpiry({ now, cursor });
    const outcomes = await Promise.all(
      page.items.map((certificate) =>
        checkCertificateExpiry(certificate, now).catch((error: unknown) => {
          logger.error('Could not look at a certificate’s validity', { id: certificate.id, error });
          return 'failed' as const;
        }),
      ),
    );
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    cursor = page.cursor;
  } while (cursor);
  return counts;
}
