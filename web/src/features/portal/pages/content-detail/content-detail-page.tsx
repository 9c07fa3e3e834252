import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ContentKind } from '@shared/constants/content-rules.js';
import { messageOf, statusOf } from '@/api/http-client.js';
import { useFormatting } from '@/components/formatting.js';
import { Loading } from '@/components/loading.js';
import { RichText } from '@/components/rich-text.js';
import { useFollow } from '@/components/router-link.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getPublishedItem } from '../../api/content.js';
import { ContentFrame } from '../../components/content-frame.js';
import { contentScreenPaths, localized } from '../../components/content-screens.js';
import '../../messages/portal-messages.js';

/**
 * `/common/news/:slug` and the other list kinds' items: one published item, its body rendered from the restricted
 * markup as React elements (`RichText`: no HTML from the text ever reaches the page).
 */
export default function ContentDetailPage({ kind }: { kind: ContentKind }) {
  const { t, locale } = useI18n();
  const { date } = useFormatting();
  const follow = useFollow();
  const navigate = useNavigate();
  const slug = useParams().slug ?? '';
  const { data, error, loading } = useLoad(`${kind}/${slug}`, (signal) => getPublishedItem(kind, slug, signal));
  const listName = t(`portal.kind.${kind}`);
  const back = (
    <Link href={contentScreenPaths[kind]} onFollow={follow}>
      {t('portal.backToList', { name: listName })}
    </Link>
  );
  if (error)
    return (
      <ContentFrame title={listName} description={t('portal.describe.page', { name: listName })}>
        <SpaceBetween size="m">
          <Alert type={statusOf(error) === 404 ? 'info' : 'error'}>
            {statusOf(error) === 404 ? t('portal.notFound') : t('portal.loadFailed', { message: messageOf(error) })}
          </Alert>
          {back}
        </SpaceBetween>
      </ContentFrame>
    );
  if (loading || !data) return <Loading />;
  const text = localized(data, locale);
  return (
    <ContentFrame
      title={text.title}
      description={text.summary || t('portal.describe.page', { name: text.title })}
      headerDescription={data.publishDate ? t('portal.publishedOn', { date: date(data.publishDate) }) : undefined}
    >
      <SpaceBetween size="m">
        <Container data-testid="content-body">
          {data.coverImage ? (
            <Box margin={{ bottom: 'm' }}>
              <img src={data.coverImage} alt="" style={{ maxWidth: '100%' }} />
            </Box>
          ) : null}
          <RichText source={text.body} onFollowPath={(path) => void navigate(path)} />
        </Container>
        {back}
      </SpaceBetween>
    </ContentFrame>
  );
}
