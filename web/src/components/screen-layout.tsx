import type { ReactNode } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { InfoLink, useHelp } from './help.js';
import { useScreenTitle } from './use-screen-title.js';

/**
 * A console screen's h1: the name of the menu item that opens this address (`useScreenTitle`), so screen and
 * menu never disagree; `title` when no menu item of the caller opens it. A screen that has help (its feature's
 * `help/<feature>-help-screens.ts`) gets the Info link that opens the help panel on its topic.
 */
export function ScreenHeader(props: { title: ReactNode; description?: ReactNode }) {
  const title = useScreenTitle(props.title);
  const topic = useHelp()?.screenTopic;
  return (
    <Header variant="h1" description={props.description} info={topic ? <InfoLink topic={topic} /> : undefined}>
      {title}
    </Header>
  );
}

/** The frame of a console screen: its title (the page's one h1, see `ScreenHeader`) over its description, then the content. */
export function ScreenLayout(props: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <ContentLayout header={<ScreenHeader title={props.title} description={props.description} />}>
      {props.children}
    </ContentLayout>
  );
}
