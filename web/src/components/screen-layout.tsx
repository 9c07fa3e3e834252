import type { ReactNode } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';

/** The frame of a console screen: its title (the page's one h1) over its description, then the content. */
export function ScreenLayout(props: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={props.description}>
          {props.title}
        </Header>
      }
    >
      {props.children}
    </ContentLayout>
  );
}
