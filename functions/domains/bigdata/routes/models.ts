import { randomUUID } from 'node:crypto';
import { modelContracts as contracts } from '../../../../shared/contracts/bigdata.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { SYSTEM_OWNER } from '../data/keys.js';
import { getModelRecord, listModels, recordModel, type ModelRecord } from '../data/models.js';
import { putStoredObjectText } from '../data/stored-objects.js';
import { saveTrainedModel } from '../models.js';
import { asksSystem } from './datasets.js';

/**
 * A model as answered: its record with an id for `models/{id}` (the base64url of its key, which holds `/`), and the
 * dataset fields the spec says a model shares (`path`, `userId`).
 */
const modelView = (record: ModelRecord) => ({
  ...record,
  id: Buffer.from(record.key).toString('base64url'),
  system: record.enterpriseId === SYSTEM_OWNER,
  path: record.key,
  userId: record.createdBy,
});

/** Models (`bigdata/trained-model`; docs/bigdata.md). */
export const modelRoutes = [
  implement(contracts.listModels, async ({ caller, query }) => {
    const page = await listModels({
      enterpriseId: asksSystem(query.system) ? SYSTEM_OWNER : caller.enterpriseId,
      cursor: query.cursor,
    });
    return { items: page.items.map(modelView), cursor: page.cursor };
  }),
  implement(contracts.getModel, async ({ caller, params }) => {
    const record = await getModelRecord(Buffer.from(params.id, 'base64url').toString('utf8'));
    // Another enterprise's model answers as one that does not exist, so nobody learns it does.
    if (!record || (record.enterpriseId !== caller.enterpriseId && record.enterpriseId !== SYSTEM_OWNER)) {
      throw new NotFoundError('Model not found');
    }
    return modelView(record);
  }),
  implement(contracts.createModel, async ({ caller, body }) => {
    if (body.path !== undefined) {
      const owner = { enterpriseId: caller.enterpriseId, userId: caller.userId };
      return modelView(await saveTrainedModel(owner, body.path, { name: body.name, description: body.description }));
    }
    // Under the enterprise and the caller, as datasets are, so no key of one enterprise's meets another's.
    const key = `models/${caller.enterpriseId}/${caller.userId}/${randomUUID()}.json`;
    const record: ModelRecord = {
      key,
      name: body.name,
      ...(body.description ? { description: body.description } : {}),
      // The schema requires these (and the file) when no path is sent.
      algorithmId: body.algorithmId!,
      task: body.task!,
      features: body.features!,
      ...(body.label ? { label: body.label } : {}),
      enterpriseId: caller.enterpriseId,
      createdBy: caller.userId,
      createdAt: Date.now(),
    };
    await putStoredObjectText({ kind: 'model', key, body: body.model!, contentType: 'application/json' });
    await recordModel(record);
    return modelView(record);
  }),
];
