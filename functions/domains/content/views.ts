import type { ContentItem } from '../../../shared/schemas/content.js';
import type { ContentRecord } from './data/records.js';

/** A stored item as the API answers it (who changed it last stays inside). */
export function contentView(record: ContentRecord): ContentItem {
  const { updatedById: _by, ...item } = record;
  return item;
}
