import { contentImagePath, type ContentKind } from '@shared/constants/content-rules.js';
import {
  contentManagementContracts as manage,
  portalConfigurationContracts as configuration,
  publicContentContracts as published,
} from '@shared/contracts/content.js';
import type { ContentInput, ContentItem, PortalFlags } from '@shared/schemas/content.js';
import { call, requestBlob } from '@/api/http-client.js';

/*
 * The calls of the portal's content and flags (`/api-content`; docs/portal.md), by their contracts
 * (`shared/contracts/content.ts`).
 */

export type { ContentInput, ContentItem, PortalFlags };

/** One page of a kind's published items: newest first, or in the editors' order. */
export const getPublishedContent = (
  options: { kind: ContentKind; sort?: 'newest' | 'order'; cursor?: string; limit?: number },
  signal?: AbortSignal,
) => call(published.getPublishedContent, { query: options, signal });

/** One published item by kind and slug. */
export const getPublishedItem = (kind: ContentKind, slug: string, signal?: AbortSignal) =>
  call(published.getPublishedContentItem, { params: { kind, slug }, signal });

/** The portal of a tenant domain, or the platform's. */
export const getPortal = (domain: string | undefined, signal?: AbortSignal) =>
  call(published.getPortal, { query: domain ? { domain } : {}, signal });

/** A running deployed application the portal may frame. */
export const getEmbeddableApplication = (deploymentId: string, signal?: AbortSignal) =>
  call(published.getEmbeddableApplication, { params: { deploymentId }, signal });

/** Platform administrators: one page of a kind's items in any status, last changed first. */
export const listContent = (options: { kind: ContentKind; cursor?: string }, signal?: AbortSignal) =>
  call(manage.listContent, { query: { ...options, limit: 20 }, signal });

export const createContentItem = (body: ContentInput) => call(manage.createContentItem, { body });
export const updateContentItem = (id: string, body: ContentInput) =>
  call(manage.updateContentItem, { params: { id }, body });
export const publishContentItem = (id: string) => call(manage.publishContentItem, { params: { id } });
export const unpublishContentItem = (id: string) => call(manage.unpublishContentItem, { params: { id } });
export const deleteContentItem = (id: string) => call(manage.deleteContentItem, { params: { id } });

/**
 * Uploads a content image (docs/portal.md "Images"): `POST /api-content/images` for a presigned PUT, then the bytes
 * straight to storage with every header of the ticket the browser lets a script set (its `If-None-Match: *` is
 * signed: the PUT fails without it). Resolves to the image's public address, which a cover or a body names.
 */
export async function uploadContentImage(file: File): Promise<string> {
  const ticket = await call(manage.uploadContentImage, {
    body: { fileName: file.name, contentType: file.type, size: file.size },
  });
  // The browser sets Content-Length itself and refuses it from scripts.
  const headers = Object.fromEntries(
    Object.entries(ticket.headers).filter(([header]) => header.toLowerCase() !== 'content-length'),
  );
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers, body: file });
  if (!put.ok) throw new Error(`Upload failed (${put.status})`);
  return contentImagePath(ticket.name);
}

/** An uploaded content image for its editor's preview, published or not (with the bearer token, as a blob). */
export const getContentImagePreview = (name: string, signal?: AbortSignal) =>
  requestBlob(`/api-content/images/${encodeURIComponent(name)}`, { signal });

/** The flags of the portal the caller configures: the platform's for a platform administrator, else their enterprise's. */
export const getPortalFlags = (platform: boolean, signal?: AbortSignal) =>
  platform
    ? call(configuration.getPlatformPortalConfiguration, { signal })
    : call(configuration.getPortalConfiguration, { signal });

export const savePortalFlags = (platform: boolean, body: PortalFlags) =>
  platform
    ? call(configuration.savePlatformPortalConfiguration, { body })
    : call(configuration.savePortalConfiguration, { body });
