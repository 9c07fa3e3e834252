import type {
  AlgorithmCategoryNode,
  AlgorithmResponse,
  AlgorithmTreeNode,
  CreateAlgorithmInput,
} from '@shared/schemas/algorithms.js';
import { documentUploadType } from '@shared/constants/file-rules.js';
import {
  algorithmCategoryContracts as categories,
  algorithmFileContracts as files,
  algorithmReadContracts as reads,
  algorithmWriteContracts as writes,
} from '@shared/contracts/algorithms.js';
import { call } from '@/api/http-client.js';

/*
 * The calls of the algorithm library (`/api-algorithm`; docs/algorithms.md), by their contracts
 * (`shared/contracts/algorithms.ts`).
 */

export type { AlgorithmCategoryNode, AlgorithmResponse };

/** The algorithms a user created, newest first. */
export const getAlgorithmsOfUser = (userId: string, signal?: AbortSignal) =>
  call(reads.getAlgorithmsByUserId, { params: { userId }, signal });

/** The category tree. */
export const getAlgorithmCategoryTree = (signal?: AbortSignal) =>
  call(categories.getAlgorithmCategoryTree, { query: {}, signal });

/** Deletes the caller's algorithms, all or none. */
export const deleteAlgorithms = (ids: string[]) => call(writes.deleteAlgorithms, { body: { ids } });

/** Takes the caller's online algorithms offline, all or none. */
export const offlineAlgorithms = (ids: string[]) => call(writes.offlineAlgorithm, { body: ids });

/** Files the caller's algorithms under another category, all or none. */
export const moveAlgorithms = (ids: string[], categoryId: string) =>
  call(writes.updateAlgorithmsCategory, { body: { ids, category: { id: categoryId } } });

/** The algorithms in one status (the audit queue: under review), filtered by name; one page. */
export const getVerifyingAlgorithms = (algorithmStatus: '1' | '2' | '3' | '4' | '5', signal?: AbortSignal) =>
  call(reads.verifyingAlgorithmList, { query: { algorithmStatus, pageNumber: 0, pageSize: 100 }, signal });

/** An auditor's decision: approve ('3') or reject ('4', with the reason). */
export const decideAlgorithm = (id: string, code: '3' | '4', reason?: string) =>
  call(writes.updateAlgorithmStatus, { body: { id, algorithmStatus: { code }, ...(reason ? { reason } : {}) } });

/** The algorithm statuses. */
export const getAlgorithmStatuses = (signal?: AbortSignal) => call(reads.algorithmStatuses, { query: {}, signal });

/** Saves the whole category tree (platform administrators). */
export const saveAlgorithmCategoryTree = (
  tree: { key: string; label: string; children: { key: string; label: string }[] }[],
) => call(categories.updateAlgorithmCategory, { body: tree });

/** The languages (`_embedded.algorithmTypes`). */
export const getAlgorithmTypes = (signal?: AbortSignal) => call(reads.algorithmTypes, { query: {}, signal });

/** One algorithm with every field. */
/** The extensions: the caller's JavaScript algorithms in any status and others' online ones. */
export const getExtensions = (signal?: AbortSignal) => call(reads.getExtensions, { signal });

export const getAlgorithm = (id: string, signal?: AbortSignal) =>
  call(reads.getAlgorithm, { params: { id }, query: { projection: 'exposeAllAlgorithmFields' }, signal });

/** The body of `createAlgorithm` (and, with `id`, of `updateAlgorithm`). */
export type AlgorithmBody = CreateAlgorithmInput;

/** Creates an algorithm (saved, enabled). */
export const createAlgorithm = (body: CreateAlgorithmInput) => call(writes.createAlgorithm, { body });

/** Saves an edit of the caller's algorithm (it goes back to saved). */
export const updateAlgorithm = (body: CreateAlgorithmInput & { id: string }) => call(writes.updateAlgorithm, { body });

/** The author submits an algorithm for audit (status 2). */
export const submitAlgorithm = (id: string) =>
  call(writes.updateAlgorithmStatus, { body: { id, algorithmStatus: { code: '2' } } });

/**
 * Uploads the algorithm file: `POST /api-datasetfiles/` announces it and answers a presigned PUT, sent with every
 * header of the ticket but Content-Length, which the browser sets itself (docs/algorithms.md). Answers the
 * `algorithmFileId`.
 */
export async function uploadAlgorithmFile(file: File): Promise<string> {
  const ticket = await call(files.uploadAlgorithmFile, {
    body: { fileName: file.name, contentType: documentUploadType(file.type), size: file.size },
  });
  // An announcement is always answered with a presigned PUT; the stored answer is a multipart body's.
  if (!('uploadUrl' in ticket)) return ticket.id;
  const headers = Object.fromEntries(
    Object.entries(ticket.headers).filter(([h]) => h.toLowerCase() !== 'content-length'),
  );
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers, body: file });
  if (!put.ok) throw new Error(`Upload failed (${put.status})`);
  return ticket.id;
}

/** The newest online algorithms (public). */
export const getTopAlgorithms = (signal?: AbortSignal) => call(reads.getTopAlgorithms, { query: {}, signal });

/** The categories with the algorithms the caller may use (online ones, and the caller's own not yet online). */
export const getUsableAlgorithmTree = (signal?: AbortSignal) => call(reads.getAllAlgorithmTree, { query: {}, signal });

/** The algorithms (leaves) of an algorithm tree, each with the path of categories above it. */
export function algorithmLeaves(
  nodes: readonly AlgorithmTreeNode[],
  path: readonly string[] = [],
): { id: string; name: string; categories: string[] }[] {
  return nodes.flatMap((node) =>
    node.isAlgorithm
      ? [{ id: node.key, name: node.label, categories: [...path] }]
      : algorithmLeaves(node.children, [...path, node.label]),
  );
}
