/**
 * Key builders of the portal content domain's items in the single table (docs/portal.md "Keys",
 * docs/data-model.md). The generic pieces (uniqueness markers, index names) are plumbing, in
 * functions/lib/data/keys.ts.
 */
export const contentKeys = {
  /** A content item (news, a solution, a single page), any status. */
  item: (itemId: string) => ({ pk: `CONTENT#${itemId}`, sk: '#META' }),
  /** A portal's section flags: an enterprise's (its id) or the platform's (`PLATFORM`). */
  portalConfiguration: (owner: string) => ({ pk: `PORTALCONFIG#${owner}`, sk: '#META' }),
  /**
   * An item's reference to an uploaded content image, under the image: `PUBLISHED#` while the item is published, so
   * whether anyone may read the image is one Query of the `PUBLISHED#` range.
   */
  imageReference: (name: string, published: boolean, itemId: string) => ({
    pk: `CONTENTIMAGE#${name}`,
    sk: `${published ? PUBLISHED_REFERENCE : 'DRAFT#'}${itemId}`,
  }),
} as const;

/** The sort-key prefix of a published item's reference to an image. */
export const PUBLISHED_REFERENCE = 'PUBLISHED#';

/** Four digits, so the editors' order sorts as a string. */
const orderKey = (order: number) => String(order).padStart(4, '0');

/** Secondary-index keys (gsi1-3 attribute values) written on the content item. */
export const contentIndexKeys = {
  /** gsi1 (sparse: published items only): a kind's published items by publish date (newest first when read back). */
  publishedByDate: (kind: string, publishDate: string, id: string) => ({
    gsi1pk: `CONTENTPUB#${kind}`,
    gsi1sk: `${publishDate}#${id}`,
  }),
  /** gsi2: every item of a kind, drafts too, by last change (the administrators' list). */
  itemOfKind: (kind: string, updatedAt: string, id: string) => ({
    gsi2pk: `CONTENTKIND#${kind}`,
    gsi2sk: `${updatedAt}#${id}`,
  }),
  /** gsi3 (sparse: published items only): a kind's published items by the editors' order. */
  publishedByOrder: (kind: string, order: number, id: string) => ({
    gsi3pk: `CONTENTORDER#${kind}`,
    gsi3sk: `${orderKey(order)}#${id}`,
  }),
} as const;

declare module '../../../lib/data/records.js' {
  /** A slug within its kind (value `{kind}#{slug}`): the address of a published item. */
  interface UniqueKinds {
    contentSlug: true;
  }
}
