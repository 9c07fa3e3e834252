import { matchPath } from 'react-router-dom';

/** A term and what it means: a status, a step, a field. */
export interface HelpTerm {
  readonly term: string;
  readonly definition: string;
}

/** A titled part of a topic: paragraphs, a bulleted list of rules, or terms with their meaning (in that order). */
export interface HelpSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
  readonly terms?: readonly HelpTerm[];
}

/** A link to read on: a console screen (`/console/…`, followed in the console) or an outside page (`https://…`). */
export interface HelpLink {
  readonly text: string;
  readonly href: string;
}

/** One help topic in one language, as the help panel shows it. */
export interface HelpTopic {
  readonly title: string;
  /** What the screen or task is for, first; a paragraph each. */
  readonly body: readonly string[];
  readonly sections?: readonly HelpSection[];
  /** Topics worth reading next, opened in the panel (the same in both languages). */
  readonly related?: readonly HelpTopicId[];
  readonly learnMore?: readonly HelpLink[];
  /**
   * The help centre's article on the same subject (the same in both languages), linked at the panel's foot
   * (`helpArticleHref`, help-texts.ts); the help centre's seed has every article a topic names.
   */
  readonly articleId?: string;
}

/**
 * Every topic id (`<feature>/<topic>`), one property each. Each feature's Chinese table
 * (`features/<feature>/help/<feature>-help.ts`) adds its ids by declaration merging, as the message areas add their
 * keys to `MessageCatalogue`, so a topic named anywhere in the console is checked against the tables.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging from the features
export interface HelpTopicCatalogue {}

/** A help topic's id: `<feature>/<topic>`, the feature being the folder whose `help/` holds it. */
export type HelpTopicId = keyof HelpTopicCatalogue & string;

/** The topics of one table: by id. */
export type HelpTopics<Id extends HelpTopicId = HelpTopicId> = Readonly<Record<Id, HelpTopic>>;

/** A feature's screens with help: the route path as its `routes.tsx` writes it → the topic the screen opens on. */
export type HelpScreens = Readonly<Record<string, HelpTopicId>>;

// Which screens have help: a few short lines per feature, read at once so the layout knows before a screen loads.
const screenModules = import.meta.glob<Readonly<Record<string, HelpScreens>>>('../features/*/help/*-help-screens.ts', {
  eager: true,
});

/** Console route patterns (`/console/<path>`) with the topic each opens on. */
const helpScreens: readonly { readonly pattern: string; readonly topic: HelpTopicId }[] = Object.values(
  screenModules,
).flatMap((module) =>
  Object.values(module).flatMap((screens) =>
    Object.entries(screens).map(([path, topic]) => ({ pattern: `/console/${path}`, topic })),
  ),
);

/** The topic of the console screen at `pathname`, if it has help. */
export function screenHelpTopic(pathname: string): HelpTopicId | undefined {
  return helpScreens.find(({ pattern }) => matchPath(pattern, pathname))?.topic;
}
