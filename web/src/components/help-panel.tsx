import HelpPanel from '@cloudscape-design/components/help-panel';
import Link from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router-dom';
import { call } from '@/api/http-client.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { helpReadContracts } from '@shared/contracts/help.js';
import { helpArticleHref, loadHelpTopic } from './help-texts.js';
import type { HelpLink, HelpTopic, HelpTopicId } from './help-topics.js';
import { RichText } from './rich-text.js';
import { useFollow } from './router-link.js';
import { useLoad } from './use-load.js';

/** A topic with the titles of its related topics (whose texts may live in another feature's chunk). */
interface ShownTopic {
  readonly topic: HelpTopic;
  readonly related: readonly { readonly id: HelpTopicId; readonly title: string }[];
}

async function loadShownTopic(id: HelpTopicId, locale: Parameters<typeof loadHelpTopic>[1]): Promise<ShownTopic> {
  const topic = await loadHelpTopic(id, locale);
  if (!topic) throw new Error(`No help topic ${id}`);
  const related = await Promise.all(
    (topic.related ?? []).map(async (relatedId) => ({
      id: relatedId,
      title: (await loadHelpTopic(relatedId, locale))?.title,
    })),
  );
  return { topic, related: related.flatMap(({ id: relatedId, title }) => (title ? [{ id: relatedId, title }] : [])) };
}

/** The panel's footer: the help centre's article (the topic's, else the screen's menu's) and the links to read on. */
function LearnMore({ topic, menuArticle }: { topic: HelpTopic; menuArticle?: string }) {
  const { t } = useI18n();
  const follow = useFollow();
  const articleId = topic.articleId ?? menuArticle;
  const article = articleId ? helpArticleHref(articleId) : undefined;
  const links: HelpLink[] = [
    ...(article ? [{ text: t('help.article'), href: article }] : []),
    ...(topic.learnMore ?? []),
  ];
  if (links.length === 0) return null;
  return (
    <div>
      <h3>{t('help.learnMore')}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} external={/^https:\/\//.test(link.href)} onFollow={follow}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The tools panel's content (loaded with the first panel opened, so Cloudscape's HelpPanel stays out of the first
 * download): the topic in the console's language, its sections, its related topics (opened in the panel by
 * `onTopic`) and what to read on.
 */
export default function HelpPanelContent({
  topic: id,
  article,
  onTopic,
}: {
  /** The topic shown; absent: the screen has none, and the panel shows the help centre's `article` itself. */
  topic?: HelpTopicId;
  article?: string;
  onTopic: (topic: HelpTopicId) => void;
}) {
  if (!id) return article ? <HelpArticleContent id={article} /> : null;
  return <HelpTopicContent id={id} article={article} onTopic={onTopic} />;
}

/** The help centre's article in the panel: its title and body in the console's language, and the link to read it there. */
function HelpArticleContent({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const follow = useFollow();
  const navigate = useNavigate();
  const shown = useLoad(`article|${id}`, (signal) =>
    call(helpReadContracts.getHelpArticle, { params: { id }, signal }),
  );
  if (shown.error) {
    return <HelpPanel header={<h2>{t('help.panel')}</h2>}>{t('help.loadFailed')}</HelpPanel>;
  }
  if (!shown.data) return <HelpPanel loading loadingText={t('app.loading')} />;
  const en = locale === 'en';
  return (
    <HelpPanel
      header={<h2 data-testid="help-panel-title">{en ? shown.data.titleEn : shown.data.title}</h2>}
      footer={
        <Link href={helpArticleHref(id)} onFollow={follow}>
          {t('help.article')}
        </Link>
      }
    >
      <div data-testid="help-panel" data-article={id}>
        <RichText source={en ? shown.data.bodyEn : shown.data.body} onFollowPath={(path) => void navigate(path)} />
      </div>
    </HelpPanel>
  );
}

/** A help topic in the panel, with the screen's menu's article at its foot when the topic names none. */
function HelpTopicContent({
  id,
  article,
  onTopic,
}: {
  id: HelpTopicId;
  article?: string;
  onTopic: (topic: HelpTopicId) => void;
}) {
  const { t, locale } = useI18n();
  const shown = useLoad(`${locale}|${id}`, () => loadShownTopic(id, locale));
  // A topic of the previous key stays until the new one is in: show it only when it is the one asked for.
  const current = shown.loading ? undefined : shown.data;
  if (shown.error) {
    return <HelpPanel header={<h2>{t('help.panel')}</h2>}>{t('help.loadFailed')}</HelpPanel>;
  }
  if (!current) return <HelpPanel loading loadingText={t('app.loading')} />;
  const { topic, related } = current;
  return (
    <HelpPanel
      header={<h2 data-testid="help-panel-title">{topic.title}</h2>}
      footer={<LearnMore topic={topic} menuArticle={article} />}
    >
      <div data-testid="help-panel" data-topic={id}>
        {topic.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {topic.sections?.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.terms ? (
              <dl>
                {section.terms.map(({ term, definition }) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{definition}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </section>
        ))}
        {related.length > 0 ? (
          <>
            <h3>{t('help.related')}</h3>
            <ul>
              {related.map((entry) => (
                <li key={entry.id}>
                  <Link onFollow={() => onTopic(entry.id)}>{entry.title}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </HelpPanel>
  );
}
