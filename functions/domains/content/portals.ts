import { NAMESPACE_STATUS } from '../../../shared/constants/tenancy-rules.js';
import type { EmbeddableApplication, Portal } from '../../../shared/schemas/content.js';
import { getDeployment } from '../deployments/index.js';
import { getEnterprise } from '../identity/index.js';
import { domainOwnerOf, getNamespaceRecord } from '../tenancy/index.js';
import { getPortalFlags } from './data/portal-configuration.js';
import { PLATFORM_PORTAL } from './data/records.js';

/**
 * The portal shown at `/{domain}`: the enterprise whose live tenant space holds the domain, with its flags; the
 * platform's portal for no domain, an unknown one, a space not online or one whose enterprise is gone (docs/portal.md "Domain
 * portals").
 */
export async function resolvePortal(domain: string | undefined): Promise<Portal> {
  const name = domain?.toLowerCase();
  const namespaceId = name ? await domainOwnerOf(name) : undefined;
  const space = namespaceId ? await getNamespaceRecord(namespaceId) : undefined;
  // Only an online space has a portal: one under review, offline or sealed shows the platform's.
  const namespace = space?.statusCode === NAMESPACE_STATUS.online ? space : undefined;
  const enterprise = namespace ? await getEnterprise({ enterpriseId: namespace.enterpriseId }) : undefined;
  if (!namespace || !enterprise) return { owner: 'platform', flags: await getPortalFlags(PLATFORM_PORTAL) };
  return {
    owner: 'enterprise',
    enterpriseName: enterprise.name,
    ...(enterprise.nameEn ? { enterpriseNameEn: enterprise.nameEn } : {}),
    domain: namespace.name,
    flags: await getPortalFlags(namespace.enterpriseId),
  };
}

/**
 * A deployed application the portal may frame: only a deployment that is active, meant to run and has a visit
 * address (its driver's). Anything else is undefined, so the portal never frames an address nobody deployed.
 */
export async function embeddableApplication(deploymentId: string): Promise<EmbeddableApplication | undefined> {
  const deployment = await getDeployment(deploymentId);
  if (!deployment || deployment.phase !== 'active' || deployment.desiredState !== 'running' || !deployment.visitUrl)
    return undefined;
  return { name: deployment.appName, url: deployment.visitUrl };
}
