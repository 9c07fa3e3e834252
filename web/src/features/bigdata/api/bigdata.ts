import type * as z from 'zod/mini';
import { datasetContracts, modelContracts } from '@shared/contracts/bigdata.js';
import type {
  CreateDataset,
  Dataset,
  DatasetColumn,
  DatasetDetailSchema,
  ModelSchema,
} from '@shared/schemas/bigdata.js';
import { call } from '@/api/http-client.js';

/*
 * The calls of datasets and models (`/api-bigdata/*`; docs/bigdata.md), by their contracts
 * (`shared/contracts/bigdata.ts`).
 */

export type { CreateDataset, Dataset, DatasetColumn };
export type DatasetDetail = z.infer<typeof DatasetDetailSchema>;
export type Model = z.infer<typeof ModelSchema>;

/** The caller's datasets (or the system ones) whose name contains `name`: the first page. */
export const listDatasets = (options: { system: boolean; name: string }, signal?: AbortSignal) =>
  call(datasetContracts.listDatasets, {
    query: { ...(options.system ? { system: 'true' } : {}), ...(options.name ? { name: options.name } : {}) },
    signal,
  });

/** A dataset with its columns, statistics and first rows. */
export const getDataset = (id: string, signal?: AbortSignal) =>
  call(datasetContracts.getDataset, { params: { id }, signal });

/** Uploads a dataset: the file's text with what describes it. */
export const createDataset = (body: CreateDataset) => call(datasetContracts.createDataset, { body });

/** Deletes one of the caller's datasets with its file. */
export const deleteDataset = (id: string) => call(datasetContracts.deleteDataset, { params: { id } });

/** The dataset categories. */
export const getCategories = (signal?: AbortSignal) => call(datasetContracts.categories, { signal });

/** The file kinds a dataset may be. */
export const getDataTypes = (signal?: AbortSignal) => call(datasetContracts.dataTypes, { signal });

/** The enterprise's models (or the system ones): the first page. */
export const listModels = (system: boolean, signal?: AbortSignal) =>
  call(modelContracts.listModels, { query: system ? { system: 'true' } : {}, signal });

/** A model of the enterprise (or a system one) with its training data and evaluation figures. */
export const getModel = (id: string, signal?: AbortSignal) => call(modelContracts.getModel, { params: { id }, signal });
