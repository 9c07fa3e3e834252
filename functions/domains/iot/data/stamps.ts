import { randomUUID } from 'node:crypto';
import type { Caller } from '../../../lib/auth/caller.js';

/** Who created an IoT record (a device group, a data-push rule) and when, and who changed it last and when. */
export interface IotRecordStamps {
  readonly createDate: string;
  readonly createByName: string;
  readonly updateDate: string;
  readonly updateByName: string;
}

/** A new record of the caller's current enterprise: a fresh id, created (and so last changed) now by the caller. */
export function newIotRecord(caller: Pick<Caller, 'enterpriseId' | 'username'>): {
  readonly id: string;
  readonly enterpriseId: string;
} & IotRecordStamps {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    enterpriseId: caller.enterpriseId,
    createDate: now,
    createByName: caller.username,
    updateDate: now,
    updateByName: caller.username,
  };
}
