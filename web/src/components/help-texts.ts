import type { Locale } from '@shared/constants/ids.js';
import type { HelpTopic, HelpTopicId } from './help-topics.js';

type HelpTable = Readonly<Record<string, HelpTopic>>;
type HelpModule = Readonly<Record<string, HelpTable>>;

// The texts: one chunk per feature and language, loaded when a panel first shows one of its topics. This module is
// imported by the panel only, so not even the list of chunks is in the first download.
const chineseTables = import.meta.glob<HelpModule>('../features/*/help/*-help.ts');
const englishTables = import.meta.glob<HelpModule>('../features/*/help/*-help-en.ts');

/** The feature folder a topic lives in. */
const featureOf = (id: HelpTopicId) => id.slice(0, id.indexOf('/'));

/** Loads a topic's text in `locale`; undefined when no table of its feature has it. */
export async function loadHelpTopic(id: HelpTopicId, locale: Locale): Promise<HelpTopic | undefined> {
  const tables = locale === 'cn' ? chineseTables : englishTables;
  const folder = `/features/${featureOf(id)}/help/`;
  const modules = await Promise.all(
    Object.entries(tables)
      .filter(([path]) => path.includes(folder))
      .map(([, load]) => load()),
  );
  for (const table of modules.flatMap((module) => Object.values(module))) {
    if (id in table) return table[id];
  }
  return undefined;
}

/**
 * Where the help centre shows the article `articleId` (`/common/help-details`, docs/help.md): a topic's `articleId`
 * and a menu's `helpPageId` name the help centre's articles, seeded with the help centre.
 */
export function helpArticleHref(articleId: string): string {
  return `/common/help-details?id=${encodeURIComponent(articleId)}`;
}
