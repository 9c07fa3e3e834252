import type { Caller } from '../../lib/auth/caller.js';
import { ConflictError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { endRotationWait } from './certificates/certificate-rotation.js';
import { certificateIssuer } from './certificates/issuer.js';
import { getRotation } from './data/certificate-rotation.js';
import { deleteEquipment, type EquipmentRecord } from './data/equipment.js';
import {
  certificateHeldBy,
  isLive,
  retirementItems,
  type GatewayCertificateHold,
} from './data/equipment-certificate.js';
import { endGatewaySession } from './gateway-sessions.js';

/** Why a certificate was destroyed without a review when its gateway was deleted (both languages, like the console). */
export const GATEWAY_DELETED_REASON = '网关已删除 / The gateway was deleted';

/** How often a delete reads its gateway's certificate again when a review or registration changed it meanwhile. */
const ATTEMPTS = 3;

/** The delete's own failure: what the gateway held changed between the read and the transaction. */
class HoldChanged extends Error {}

/**
 * The issuer's revocation of the live certificates (the one the marker owns, and a rotation's new one), before the
 * records let go of them: when it fails, the delete is refused (409) and nothing changed, so no certificate stays
 * active in IoT Core for a gateway the records forgot. Revoking again is harmless, so a delete that fails after it may
 * run again.
 */
async function revokeLive(hold: GatewayCertificateHold | undefined, gatewayId: string): Promise<void> {
  const live = [hold?.certificate, hold?.successor].filter(
    (certificate) => certificate?.certificateId && isLive(certificate),
  );
  if (live.length === 0) return;
  try {
    const issuer = await certificateIssuer();
    for (const certificate of live) await issuer.revoke({ certificateId: certificate!.certificateId!, gatewayId });
  } catch (error) {
    logger.error('Could not revoke the certificate of a gateway being deleted', { equipmentId: gatewayId, error });
    throw new ConflictError("The gateway's certificate could not be revoked, so the gateway is kept; try again", {
      reason: 'certificateNotRevoked',
    });
  }
}

/**
 * Deletes a gateway and what it holds, so no active or pending certificate outlives it: a registration under review
 * is withdrawn (it leaves the auditor's queue), a live certificate is revoked by the issuer first (policy detached,
 * REVOKED in IoT Core) and destroyed on its record, all records in the gateway's one delete transaction, each
 * conditional on what was read; a review or registration that came in meanwhile makes it read again. Then its live
 * session, if any, is ended. 404 when the gateway is gone, 409 when the certificate cannot be revoked or keeps
 * changing. A rotation under way ends with it (both its certificates are destroyed, its record deleted).
 */
export async function removeGateway(gateway: EquipmentRecord, caller: Caller): Promise<void> {
  const rotation = await getRotation(gateway.id);
  for (let attempt = 1; ; attempt++) {
    const hold = await certificateHeldBy(gateway.id);
    await revokeLive(hold, gateway.id);
    const stamp = {
      destroyDescription: GATEWAY_DELETED_REASON,
      destroyUserId: caller.userId,
      destroyUserName: caller.username,
      destroyTime: new Date().toISOString(),
    };
    try {
      await deleteEquipment(gateway, {
        items: retirementItems(gateway.id, hold, stamp),
        changed: () => new HoldChanged(),
      });
      break;
    } catch (error) {
      if (!(error instanceof HoldChanged)) throw error;
      if (attempt === ATTEMPTS)
        throw new ConflictError("The gateway's certificate changed meanwhile; try again", {
          reason: 'certificateChanged',
        });
    }
  }
  await endGatewaySession(gateway.id);
  // A rotation waiting for this gateway ends now: its records went with the gateway.
  await endRotationWait(rotation);
}
