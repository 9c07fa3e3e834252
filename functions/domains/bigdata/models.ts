import { randomUUID } from 'node:crypto';
import { ForbiddenError, ValidationError } from '../../lib/errors.js';
import { isOwnRunModel } from './data/keys.js';
import { getModelRecord, recordModel, type ModelRecord } from './data/models.js';
import { copyStoredObject } from './data/stored-objects.js';

/**
 * The canvas's documented model save (`POST models` with `path`): a model one of the owner's project runs trained
 * (`runs/{enterpriseId}/{userId}/…json`, another user's or enterprise's path is 403 before anything is read) is copied
 * to the owner's model prefix and kept there under the given name, with the trained model's record. The run's own
 * object stays, so saving twice makes two models.
 */
export async function saveTrainedModel(
  owner: { enterpriseId: string; userId: string },
  path: string,
  named: { name: string; description?: string },
  now = Date.now(),
): Promise<ModelRecord> {
  if (!isOwnRunModel(owner, path)) {
    throw new ForbiddenError('Not a model of your runs', {
      fields: [{ field: 'body.path', message: 'Name a model one of your project runs trained' }],
    });
  }
  const record = await copyTrainedModel(owner, path, named, now);
  if (!record) {
    throw new ValidationError('No trained model at this path', [
      { field: 'body.path', message: 'No model was trained at this path' },
    ]);
  }
  return record;
}

/**
 * Copies the model a run of the owner's enterprise trained at `key` under the owner's model prefix, recorded with its
 * training details under the given name; undefined when no such model was trained there (the caller says how).
 */
export async function copyTrainedModel(
  owner: { enterpriseId: string; userId: string },
  key: string,
  named: { name: string; description?: string },
  now = Date.now(),
): Promise<ModelRecord | undefined> {
  const trained = await getModelRecord(key);
  if (!trained || trained.enterpriseId !== owner.enterpriseId) return undefined;
  const saved = `models/${owner.enterpriseId}/${owner.userId}/${randomUUID()}.json`;
  await copyStoredObject({ kind: 'model', from: key, to: saved, contentType: 'application/json' });
  const record: ModelRecord = {
    ...trained,
    key: saved,
    name: named.name,
    ...(named.description ? { description: named.description } : {}),
    createdBy: owner.userId,
    createdAt: now,
  };
  await recordModel(record);
  return record;
}
