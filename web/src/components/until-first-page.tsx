import type { ReactNode } from 'react';
import Container from '@cloudscape-design/components/container';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useI18n } from '@/i18n/i18n-context.js';

/**
 * A table of records read from the server that appears with its first page: until then a container with the table's
 * header and a loading indicator stands in its place. A table laid out empty while it loads sizes its columns again
 * when the rows arrive, and its header, filter and count move with them (layout shifts of 0.09–0.35 in the menu
 * walk: the audit log, sign-in history, the private user list). Later pages load inside the table as before.
 */
export function UntilFirstPage(props: {
  /** True while the first page is still on its way (not while a later one is). */
  waiting: boolean;
  /** The stand-in's header: the table's own (a Cloudscape `Header`). */
  header: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  if (!props.waiting) return <>{props.children}</>;
  return (
    <Container header={props.header}>
      <StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>
    </Container>
  );
}
