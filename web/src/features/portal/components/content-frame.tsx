import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { PortalFooter } from './portal-footer.js';
import { usePageDescription } from './use-page-description.js';

/**
 * The frame of a public content page: its one h1 (the document title follows it), its meta description, the
 * content, then the portal's footer.
 */
export function ContentFrame(props: {
  title: string;
  description: string;
  headerDescription?: ReactNode;
  children: ReactNode;
}) {
  usePageDescription(props.description);
  return (
    <>
      <Box padding={{ horizontal: 'l', vertical: 'l' }}>
        <ContentLayout
          header={
            <Header variant="h1" description={props.headerDescription}>
              {props.title}
            </Header>
          }
        >
          {props.children}
        </ContentLayout>
      </Box>
      <PortalFooter />
    </>
  );
}
