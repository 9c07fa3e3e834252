import { defineContracts } from './contract.js';

/**
 * The /api-content contracts: the public portal's managed content and its section flags (docs/portal.md). The
 * spec describes no calls for the portal's content, so these are ours. The schemas load with the first request that
 * needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({ ...(await import('../schemas/content.js')) });

/** What anyone reads, signed in or not: published content only, the portal's flags, an embeddable application. */
export const publicContentContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** One page of a kind’s published items, newest first (`sort=newest`) or by the editors’ order (`sort=order`). */
  getPublishedContent: {
    method: 'GET',
    path: '/api-content/public/items',
    access: 'public',
    schemas: (s) => ({ query: s.PublicContentQuerySchema, response: s.ContentPageSchema }),
  },
  /** One published item by its kind and slug; 404 for a draft or an unknown slug. */
  getPublishedContentItem: {
    method: 'GET',
    path: '/api-content/public/items/{kind}/{slug}',
    access: 'public',
    schemas: (s) => ({ params: s.ContentSlugParamsSchema, response: s.ContentItemSchema }),
  },
  /**
   * The portal of a tenant domain (`domain`): its enterprise’s flags; the platform’s portal for no or an unknown
   * domain.
   */
  getPortal: {
    method: 'GET',
    path: '/api-content/public/portal',
    access: 'public',
    schemas: (s) => ({ query: s.PortalQuerySchema, response: s.PortalSchema }),
  },
  /** The name and visit address of a running deployed application, for the portal’s frame; 404 otherwise. */
  getEmbeddableApplication: {
    method: 'GET',
    path: '/api-content/public/embeddable/{deploymentId}',
    access: 'public',
    schemas: (s) => ({ params: s.DeploymentIdParamsSchema, response: s.EmbeddableApplicationSchema }),
  },
  /**
   * An uploaded content image that a published item references (cover or body); 404 otherwise, as for an unknown name.
   */
  getContentImage: {
    method: 'GET',
    path: '/api-content/public/images/{name}',
    access: 'public',
    // The answer is the image's bytes, cached publicly for a while (CloudFront keeps it too): no response schema.
    schemas: (s) => ({ params: s.ContentImageParamsSchema }),
  },
});

/** The platform administrators' management of the content: drafts, edits, publishing, deletion, image uploads. */
export const contentManagementContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** One page of a kind’s items in any status, last changed first. */
  listContent: {
    method: 'GET',
    path: '/api-content/items',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.ManagedContentQuerySchema, response: s.ContentPageSchema }),
  },
  /** One item in any status. */
  getContentItem: {
    method: 'GET',
    path: '/api-content/items/{id}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.ContentIdParamsSchema, response: s.ContentItemSchema }),
  },
  /** Creates a draft; 409 when its kind already has the slug. */
  createContentItem: {
    method: 'POST',
    path: '/api-content/items',
    access: 'platform-admin',
    schemas: (s) => ({ body: s.ContentInputSchema, response: s.ContentItemSchema }),
  },
  /** Replaces an item’s fields (its status stays); 409 when its kind already has the slug. */
  updateContentItem: {
    method: 'PUT',
    path: '/api-content/items/{id}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.ContentIdParamsSchema, body: s.ContentInputSchema, response: s.ContentItemSchema }),
  },
  /** Publishes an item (its publish date, else now); anyone then reads it. */
  publishContentItem: {
    method: 'POST',
    path: '/api-content/items/{id}/publish',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.ContentIdParamsSchema, response: s.ContentItemSchema }),
  },
  /** Takes an item back to draft; the public no longer reads it. */
  unpublishContentItem: {
    method: 'POST',
    path: '/api-content/items/{id}/unpublish',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.ContentIdParamsSchema, response: s.ContentItemSchema }),
  },
  /** Deletes an item and frees its slug. */
  deleteContentItem: {
    method: 'DELETE',
    path: '/api-content/items/{id}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.ContentIdParamsSchema, response: s.DeletedContentSchema }),
  },
  /**
   * Announces a content image (png, jpeg or webp, at most 2 MB; 415 or 413 on the field otherwise) and answers its
   * presigned PUT; the image is then named by `/api-content/public/images/{name}`.
   */
  uploadContentImage: {
    method: 'POST',
    path: '/api-content/images',
    access: 'platform-admin',
    schemas: (s) => ({ body: s.ImageUploadRequestSchema, response: s.ImageUploadTicketSchema }),
  },
  /** An uploaded content image, referenced or not (the editor’s preview); 404 for an unknown name. */
  getManagedContentImage: {
    method: 'GET',
    path: '/api-content/images/{name}',
    access: 'platform-admin',
    // The bytes (the editor's preview of an image no published item shows yet): no response schema.
    schemas: (s) => ({ params: s.ContentImageParamsSchema }),
  },
});

/** The portal's section flags: an enterprise's (its "portal configuration" privilege) and the platform's. */
export const portalConfigurationContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The current enterprise’s portal flags (the defaults until saved). */
  getPortalConfiguration: {
    method: 'GET',
    path: '/api-content/portal-configuration',
    access: { privilege: 'portal-configuration:view' },
    schemas: (s) => ({ response: s.PortalFlagsSchema }),
  },
  /** Saves the current enterprise’s portal flags. */
  savePortalConfiguration: {
    method: 'PUT',
    path: '/api-content/portal-configuration',
    access: { privilege: 'portal-configuration:edit' },
    schemas: (s) => ({ body: s.PortalFlagsSchema, response: s.PortalFlagsSchema }),
  },
  /** The platform portal’s flags (the defaults until saved). */
  getPlatformPortalConfiguration: {
    method: 'GET',
    path: '/api-content/platform-portal-configuration',
    access: 'platform-admin',
    schemas: (s) => ({ response: s.PortalFlagsSchema }),
  },
  /** Saves the platform portal’s flags. */
  savePlatformPortalConfiguration: {
    method: 'PUT',
    path: '/api-content/platform-portal-configuration',
    access: 'platform-admin',
    schemas: (s) => ({ body: s.PortalFlagsSchema, response: s.PortalFlagsSchema }),
  },
});

/** Every /api-content table. */
export const contentTables = [publicContentContracts, contentManagementContracts, portalConfigurationContracts];
