import { DATASET_CATEGORIES, DATASET_DATA_TYPES } from '../../../../shared/constants/bigdata-rules.js';
import { datasetContracts as contracts } from '../../../../shared/contracts/bigdata.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { datasetOwner, deleteDatasetRecord, getDataset, listDatasets } from '../data/datasets.js';
import { deleteStoredObject } from '../data/stored-objects.js';
import { createDataset, createDatasetFromBackup, datasetView, presignDatasetUpload, previewRows } from '../datasets.js';

/** The caller's own dataset partition in the current enterprise. */
const ownPartition = (caller: { enterpriseId: string; userId: string }) =>
  datasetOwner({ enterpriseId: caller.enterpriseId, userId: caller.userId });

/** Whether a `?system` flag asks for the platform's records (`?system`, `?system=true`, `?system=1`). */
export const asksSystem = (value: string | undefined) => value !== undefined && value !== 'false' && value !== '0';

/** Datasets (`bigdata/dataset-management`; docs/bigdata.md). */
export const datasetRoutes = [
  implement(contracts.listDatasets, async ({ caller, query }) => {
    const page = await listDatasets({
      owner: asksSystem(query.system) ? datasetOwner('system') : ownPartition(caller),
      name: query.name,
      cursor: query.cursor,
    });
    return { items: page.items.map(datasetView), cursor: page.cursor };
  }),
  implement(contracts.getDataset, async ({ caller, params }) => {
    // The caller's own partition, then the system one: another user's dataset is in neither, so it is not found.
    const record =
      (await getDataset(ownPartition(caller), params.id)) ?? (await getDataset(datasetOwner('system'), params.id));
    if (!record) throw new NotFoundError('Dataset not found');
    return { ...datasetView(record), preview: await previewRows(record) };
  }),
  implement(contracts.createDataset, async ({ caller, body }) =>
    datasetView(
      await createDataset({
        owner: { enterpriseId: caller.enterpriseId, userId: caller.userId },
        partition: ownPartition(caller),
        body,
      }),
    ),
  ),
  implement(contracts.createDatasetUpload, async ({ caller, body }) =>
    presignDatasetUpload({ enterpriseId: caller.enterpriseId, userId: caller.userId }, body),
  ),
  implement(contracts.createDatasetFromBackup, async ({ caller, body }) =>
    datasetView(
      await createDatasetFromBackup({
        caller,
        owner: { enterpriseId: caller.enterpriseId, userId: caller.userId },
        partition: ownPartition(caller),
        body,
      }),
    ),
  ),
  implement(contracts.deleteDataset, async ({ caller, params }) => {
    const record = await getDataset(ownPartition(caller), params.id);
    if (!record || !(await deleteDatasetRecord(ownPartition(caller), params.id))) {
      throw new NotFoundError('Dataset not found');
    }
    await deleteStoredObject({ kind: 'dataset', key: record.path });
    return { deleted: params.id };
  }),
  implement(contracts.categories, async () =>
    DATASET_CATEGORIES.map(({ code, name, nameEn }) => ({ code, name, nameEn })),
  ),
  implement(contracts.dataTypes, async () =>
    DATASET_DATA_TYPES.map(({ code, name, nameEn }) => ({ code, name, nameEn })),
  ),
];
