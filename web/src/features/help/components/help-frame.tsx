import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import { ScreenHeader } from '@/components/screen-layout.js';

/** The frame of a public help centre screen: its heading (the screen's title) and content, at a reading width. */
export function HelpFrame(props: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Box padding="l">
      <div style={{ maxWidth: 960, margin: '0 auto' }}>
        <ContentLayout header={<ScreenHeader title={props.title} description={props.description} />}>
          {props.children}
        </ContentLayout>
      </div>
    </Box>
  );
}
