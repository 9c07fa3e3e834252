import {
  contentManagementContracts as manage,
  publicContentContracts as published,
} from '../../../../shared/contracts/content.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import {
  createContentItem,
  deleteContentItem,
  getContentItem,
  getPublishedBySlug,
  listOfKind,
  listPublished,
  setContentStatus,
  updateContentItem,
} from '../data/content-items.js';
import { announceContentImage, checkImageReferences, editorContentImage, publicContentImage } from '../images.js';
import { embeddableApplication, resolvePortal } from '../portals.js';
import { contentView } from '../views.js';

/** The item a management call names, or 404. */
async function existing(id: string) {
  const record = await getContentItem(id);
  if (!record) throw new NotFoundError('No such content item');
  return record;
}

/**
 * What anyone reads: published items only (a draft is the same 404 as an unknown slug), the images they show, the
 * portal, a frame.
 */
export const publicContentRoutes = [
  implement(published.getPublishedContent, async ({ query }) => {
    const page = await listPublished(query);
    return { items: page.items.map(contentView), ...(page.cursor ? { cursor: page.cursor } : {}) };
  }),
  implement(published.getPublishedContentItem, async ({ params }) => {
    const record = await getPublishedBySlug(params.kind, params.slug);
    if (!record) throw new NotFoundError('No such page');
    return contentView(record);
  }),
  implement(published.getContentImage, async ({ params }) => publicContentImage(params.name)),
  implement(published.getPortal, async ({ query }) => resolvePortal(query.domain || undefined)),
  implement(published.getEmbeddableApplication, async ({ params }) => {
    const application = await embeddableApplication(params.deploymentId);
    if (!application) throw new NotFoundError('No running application with this id');
    return application;
  }),
];

/** The platform administrators' management of the content. */
export const contentManagementRoutes = [
  implement(manage.listContent, async ({ query }) => {
    const page = await listOfKind(query);
    return { items: page.items.map(contentView), ...(page.cursor ? { cursor: page.cursor } : {}) };
  }),
  implement(manage.getContentItem, async ({ params }) => contentView(await existing(params.id))),
  implement(manage.createContentItem, async ({ caller, body }) => {
    await checkImageReferences(body);
    return contentView(await createContentItem(body, caller.userId));
  }),
  implement(manage.updateContentItem, async ({ caller, params, body }) => {
    const before = await existing(params.id);
    await checkImageReferences(body);
    return contentView(await updateContentItem(before, body, caller.userId));
  }),
  implement(manage.publishContentItem, async ({ caller, params }) =>
    contentView(await setContentStatus(await existing(params.id), 'published', caller.userId)),
  ),
  implement(manage.unpublishContentItem, async ({ caller, params }) =>
    contentView(await setContentStatus(await existing(params.id), 'draft', caller.userId)),
  ),
  implement(manage.deleteContentItem, async ({ params }) => {
    await deleteContentItem(await existing(params.id));
    return { deleted: params.id };
  }),
  implement(manage.uploadContentImage, async ({ caller, body }) => announceContentImage(body, caller)),
  implement(manage.getManagedContentImage, async ({ params }) => editorContentImage(params.name)),
];
