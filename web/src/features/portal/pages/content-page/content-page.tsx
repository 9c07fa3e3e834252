import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import type { ContentKind } from '@shared/constants/content-rules.js';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { RichText } from '@/components/rich-text.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getPublishedContent } from '../../api/content.js';
import { ContentFrame } from '../../components/content-frame.js';
import { localized } from '../../components/content-screens.js';
import '../../messages/portal-messages.js';

/**
 * A single page of the portal (about, contact, the legal pages, the solution pages nhi, rgb and sysmed): the kind's
 * first published item in the editors' order, its body rendered safely; an explanation while none is published.
 */
export default function ContentPage({ kind }: { kind: ContentKind }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { data, error, loading } = useLoad(kind, (signal) =>
    getPublishedContent({ kind, sort: 'order', limit: 1 }, signal),
  );
  const name = t(`portal.kind.${kind}`);
  const item = data?.items[0];
  const text = item ? localized(item, locale) : undefined;
  return (
    <ContentFrame
      title={text?.title ?? name}
      description={text?.summary || t('portal.describe.page', { name: text?.title ?? name })}
    >
      {error ? (
        <Alert type="error">{t('portal.loadFailed', { message: messageOf(error) })}</Alert>
      ) : loading && !data ? (
        <Loading />
      ) : text ? (
        <Container data-testid="content-body">
          <RichText source={text.body} onFollowPath={(path) => void navigate(path)} />
        </Container>
      ) : (
        <Box textAlign="center" color="text-body-secondary" padding="xl" data-testid="content-empty">
          {t('portal.empty.page', { name })}
        </Box>
      )}
    </ContentFrame>
  );
}
