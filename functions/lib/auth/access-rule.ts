/** The access-rule kinds live with the contracts they are part of (`shared/contracts/access.ts`). */
export * from '../../../shared/contracts/access.js';
