import type { RecordKind } from '../../../shared/contracts/access.js';

/**
 * What the access checks need from the domains, handed in by the composition root (`functions/platform.ts`), so the
 * plumbing imports no domain: the loaders of the records a rule may name and the source of the grants.
 */

/**
 * The stored record of each kind a rule may name, as the route receives it. Empty here: each owning domain adds its
 * kind by declaration merging (`declare module '…/lib/auth/access-services.js' { interface AccessRecords { role: RoleRecord } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccessRecords {}

/** The record of a kind, with the enterprise it belongs to. */
export type AccessRecord<K extends RecordKind> = (K extends keyof AccessRecords ? AccessRecords[K] : never) & {
  readonly enterpriseId: string;
};

/** A role's grants on one menu in one enterprise. */
export interface GrantEntry {
  readonly menuId: string;
  readonly enterpriseId: string;
  readonly privileges: readonly string[];
}

export interface AccessServices {
  /**
   * Loads the record of each kind by id (undefined when there is none). Kinds kept in an enterprise's own records
   * look only in the caller's current enterprise (`currentEnterpriseId`) and answer another's as none.
   */
  readonly records: {
    readonly [K in RecordKind]: (id: string, currentEnterpriseId: string) => Promise<AccessRecord<K> | undefined>;
  };
  /** The platform menu catalogue (the privileges' menus, found by URL). */
  readonly platformMenus: () => Promise<
    readonly { readonly id: string; readonly url?: string; readonly privileges: readonly string[] }[]
  >;
  /** The grants of some roles. */
  readonly grantsOfRoles: (roleIds: readonly string[]) => Promise<readonly GrantEntry[]>;
}

let installed: AccessServices | undefined;

/** Installs the services; `createHttpHandler` does it with what its composition root hands it. */
export function installAccessServices(services: AccessServices): void {
  installed = services;
}

/** The installed services; a function that checks access without a composition root is a wiring mistake. */
export function accessServices(): AccessServices {
  if (!installed)
    throw new Error('No access services: build HTTP handlers with createPrefixHandler (functions/platform.ts)');
  return installed;
}
