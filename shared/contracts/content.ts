import { defineContracts } from './contract.js';

/**
 * The /api-content contracts: the public portal's managed content and its section flags (docs/portal.md). The
 * spec describes no calls for the portal's content, so these are ours. The schemas load with the first request that
 * needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({ ...(await import('../schemas/content.js')) });

/** What anyone reads, signed in or not: published content only, the portal's flags, an embeddable application. */
export const publicContentContracts = /* @__PURE__ */ defineContracts(schemas, {
  getPublishedContent: {
    method: 'GET',
    path: '/api-content/public/items',
    access: 'public',
    summary:
      'One page of a kind’s published items, newest first (`sort=newest`) or by the editors’ order (`sort=order`).',
    schemas: (s) => ({ query: s.PublicContentQuerySchema, response: s.ContentPageSchema }),
  },
  getPublishedContentItem: {
    method: 'GET',
    path: '/api-content/public/items/{kind}/{slug}',
    access: 'public',
    summary: 'One published item by its kind and slug; 404 for a draft or an unknown slug.',
    schemas: (s) => ({ params: s.ContentSlugParamsSchema, response: s.ContentItemSchema }),
  },
  getPortal: {
    method: 'GET',
    path: '/api-content/public/portal',
    access: 'public',
    summary:
      'The portal of a tenant domain (`domain`): its enterprise’s flags; the platform’s portal for no or an unknown domain.',
    schemas: (s) => ({ query: s.PortalQuerySchema, response: s.PortalSchema }),
  },
  getEmbeddableApplication: {
    method: 'GET',
    path: '/api-content/public/embeddable/{deploymentId}',
    access: 'public',
    summary: 'The name and visit address of a running deployed application, for the portal’s frame; 404 otherwise.',
    schemas: (s) => ({ params: s.DeploymentIdParamsSchema, response: s.EmbeddableApplicationSchema }),
  },
  getContentImage: {
    method: 'GET',
    path: '/api-content/public/images/{name}',
    access: 'public',
    // The answer is the image's bytes, cached publicly for a while (CloudFront keeps it too): no response schema.
    summary:
      'An uploaded content image that a published item references (cover or body); 404 otherwise, as for an unknown name.',
    schemas: (s) => ({ params: s.ContentImageParamsSchema }),
  },
});

/** The platform administrators' management of the content: drafts, edits, publishing, deletion, image uploads. */
export const contentManagementContracts = /* @__PURE__ */ defineContracts(schemas, {
  listContent: {
    method: 'GET',
    path: '/api-content/items',
    access: 'platform-admin',
    summary: 'One page of a kind’s items in any status, last changed first.',
    schemas: (s) => ({ query: s.ManagedContentQuerySchema, response: s.ContentPageSchema }),
  },
  getContentItem: {
    method: 'GET',
    path: '/api-content/items/{id}',
    access: 'platform-admin',
    summary: 'One item in any status.',
    schemas: (s) => ({ params: s.ContentIdParamsSchema, response: s.ContentItemSchema }),
  },
  createContentItem: {
    method: 'POST',
    path: '/api-content/items',
    access: 'platform-admin',
    summary: 'Creates a draft; 409 when its kind already has the slug.',
    schemas: (s) => ({ body: s.ContentInputSchema, response: s.ContentItemSchema }),
  },
  updateContentItem: {
    method: 'PUT',
    path: '/api-content/items/{id}',
    access: 'platform-admin',
    summary: 'Replaces an item’s fields (its status stays); 409 when its kind already has the slug.',
    schemas: (s) => ({ params: s.ContentIdParamsSchema, body: s.ContentInputSchema, response: s.ContentItemSchema }),
  },
  publishContentItem: {
    method: 'POST',
    path: '/api-content/items/{id}/publish',
    access: 'platform-admin',
    summary: 'Publishes an item (its publish date, else now); anyone then reads it.',
    schemas: (s) => ({ params: s.ContentIdParamsSchema, response: s.ContentItemSchema }),
  },
  unpublishContentItem: {
    method: 'POST',
    path: '/api-content/items/{id}/unpublish',
    access: 'platform-admin',
    summary: 'Takes an item back to draft; the public no longer reads it.',
    schemas: (s) => ({ params: s.ContentIdParamsSchema, response: s.ContentItemSchema }),
  },
  deleteContentItem: {
    method: 'DELETE',
    path: '/api-content/items/{id}',
    access: 'platform-admin',
    summary: 'Deletes an item and frees its slug.',
    schemas: (s) => ({ params: s.ContentIdParamsSchema, response: s.DeletedContentSchema }),
  },
  uploadContentImage: {
    method: 'POST',
    path: '/api-content/images',
    access: 'platform-admin',
    summary:
      'Announces a content image (png, jpeg or webp, at most 2 MB; 415 or 413 on the field otherwise) and answers its presigned PUT; the image is then named by `/api-content/public/images/{name}`.',
    schemas: (s) => ({ body: s.ImageUploadRequestSchema, response: s.ImageUploadTicketSchema }),
  },
  getManagedContentImage: {
    method: 'GET',
    path: '/api-content/images/{name}',
    access: 'platform-admin',
    // The bytes (the editor's preview of an image no published item shows yet): no response schema.
    summary: 'An uploaded content image, referenced or not (the editor’s preview); 404 for an unknown name.',
    schemas: (s) => ({ params: s.ContentImageParamsSchema }),
  },
});

/** The portal's section flags: an enterprise's (its "portal configuration" privilege) and the platform's. */
export const portalConfigurationContracts = /* @__PURE__ */ defineContracts(schemas, {
  getPortalConfiguration: {
    method: 'GET',
    path: '/api-content/portal-configuration',
    access: { privilege: 'portal-configuration:view' },
    summary: 'The current enterprise’s portal flags (the defaults until saved).',
    schemas: (s) => ({ response: s.PortalFlagsSchema }),
  },
  savePortalConfiguration: {
    method: 'PUT',
    path: '/api-content/portal-configuration',
    access: { privilege: 'portal-configuration:edit' },
    summary: 'Saves the current enterprise’s portal flags.',
    schemas: (s) => ({ body: s.PortalFlagsSchema, response: s.PortalFlagsSchema }),
  },
  getPlatformPortalConfiguration: {
    method: 'GET',
    path: '/api-content/platform-portal-configuration',
    access: 'platform-admin',
    summary: 'The platform portal’s flags (the defaults until saved).',
    schemas: (s) => ({ response: s.PortalFlagsSchema }),
  },
  savePlatformPortalConfiguration: {
    method: 'PUT',
    path: '/api-content/platform-portal-configuration',
    access: 'platform-admin',
    summary: 'Saves the platform portal’s flags.',
    schemas: (s) => ({ body: s.PortalFlagsSchema, response: s.PortalFlagsSchema }),
  },
});

/** Every /api-content table. */
export const contentTables = [publicContentContracts, contentManagementContracts, portalConfigurationContracts];
