import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { AppLayoutProps } from '@cloudscape-design/components/app-layout';
import Link from '@cloudscape-design/components/link';
import { useI18n } from '@/i18n/i18n-context.js';
import { screenHelpTopic, type HelpTopicId } from './help-topics.js';
import { Loading } from './loading.js';

// Cloudscape's HelpPanel and the topic texts load when a panel first opens.
const HelpPanelContent = lazy(() => import('./help-panel.js'));

/** What screens and fields reach of the console's help panel. */
export interface Help {
  /** The topic of the screen on show (its feature's `help/<feature>-help-screens.ts`), if it has help. */
  readonly screenTopic?: HelpTopicId;
  /** Opens the tools panel on `topic`. */
  readonly open: (topic: HelpTopicId) => void;
}

const HelpContext = createContext<Help | null>(null);

/** The console's help panel; null outside the console layout (the public pages have none). */
export function useHelp(): Help | null {
  return useContext(HelpContext);
}

/**
 * The "信息 / Info" link of a screen's header or a form field (Cloudscape's info link): opens the help panel on
 * `topic`. `ScreenHeader` shows one by itself on a screen that has help; a field offers its own in its `info` slot:
 * `<FormField label={…} info={<InfoLink topic="iot/data-push" />}>`. Renders nothing outside the console.
 */
export function InfoLink({ topic }: { topic: HelpTopicId }) {
  const help = useHelp();
  const { t } = useI18n();
  if (!help) return null;
  return (
    <Link variant="info" data-testid="info-link" data-topic={topic} onFollow={() => help.open(topic)}>
      {t('help.info')}
    </Link>
  );
}

/** The console layout's part of the help: its AppLayout's tools props and the context its screens read. */
export interface HelpTools {
  readonly help: Help;
  readonly appLayout: Pick<AppLayoutProps, 'tools' | 'toolsHide' | 'toolsOpen' | 'onToolsChange'> & {
    readonly ref: RefObject<AppLayoutProps.Ref>;
  };
}

/**
 * The help panel of the console layout at `pathname`. The tools panel is there on a screen that has help (known from
 * the address, so it is in place before the screen loads and never moves the content), and on another once an Info
 * link chose a topic there; otherwise hidden. An Info link opens it on its topic and moves the focus to the panel's
 * close button; the topic lasts until the next navigation, when the panel (left open or closed as it was) shows the
 * new screen's topic. `article` is the help centre's article the screen's menu names (`helpPageId`): the panel
 * links it below a topic, and shows it itself on a screen without a topic.
 */
export function useHelpTools(pathname: string, article?: string): HelpTools {
  const screenTopic = useMemo(() => screenHelpTopic(pathname), [pathname]);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<{ readonly topic: HelpTopicId; readonly pathname: string }>();
  const layout = useRef<AppLayoutProps.Ref>(null);
  const focusPending = useRef(false);
  const topic = chosen?.pathname === pathname ? chosen.topic : screenTopic;

  const choose = useCallback((next: HelpTopicId) => setChosen({ topic: next, pathname }), [pathname]);
  const openTopic = useCallback(
    (next: HelpTopicId) => {
      choose(next);
      setOpen(true);
      focusPending.current = true;
    },
    [choose],
  );
  useEffect(() => {
    if (!open || !focusPending.current) return;
    focusPending.current = false;
    layout.current?.focusToolsClose();
  }, [open, topic]);

  const help = useMemo(() => ({ screenTopic, open: openTopic }), [screenTopic, openTopic]);
  const shown = topic && open ? topic : undefined;
  return {
    help,
    appLayout: {
      ref: layout,
      toolsHide: !topic && !article,
      toolsOpen: Boolean(shown) || (open && !topic && Boolean(article)),
      onToolsChange: ({ detail }) => setOpen(detail.open),
      tools:
        open && (topic || article) ? (
          <Suspense fallback={<Loading />}>
            <HelpPanelContent topic={shown} article={article} onTopic={choose} />
          </Suspense>
        ) : undefined,
    },
  };
}

/** Gives the console's screens the help of `useHelpTools`. */
export function HelpProvider({ help, children }: { help: Help; children: ReactNode }) {
  return <HelpContext.Provider value={help}>{children}</HelpContext.Provider>;
}
