import { portalConfigurationContracts as contracts } from '../../../../shared/contracts/content.js';
import { implement } from '../../../lib/http/implement.js';
import { getPortalFlags, savePortalFlags } from '../data/portal-configuration.js';
import { PLATFORM_PORTAL } from '../data/records.js';

/**
 * The portal flags: an enterprise's own (its current enterprise, the "portal configuration" privilege), and the
 * platform's (platform administrators).
 */
export const portalConfigurationRoutes = [
  implement(contracts.getPortalConfiguration, async ({ caller }) => getPortalFlags(caller.enterpriseId)),
  implement(contracts.savePortalConfiguration, async ({ caller, body }) =>
    savePortalFlags(caller.enterpriseId, body, caller.userId),
  ),
  implement(contracts.getPlatformPortalConfiguration, async () => getPortalFlags(PLATFORM_PORTAL)),
  implement(contracts.savePlatformPortalConfiguration, async ({ caller, body }) =>
    savePortalFlags(PLATFORM_PORTAL, body, caller.userId),
  ),
];
