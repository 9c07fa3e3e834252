import '../../messages/helpdesk-messages.js';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { messageOf, statusOf } from '@/api/http-client.js';
import { useFormatting } from '@/components/formatting.js';
import { RichText } from '@/components/rich-text.js';
import { useFollow } from '@/components/router-link.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getHelpArticle } from '../../api/help.js';
import { HelpFrame } from '../../components/help-frame.js';
import { helpDetailsHref } from '../../components/help-search.js';

/**
 * `/common/help-details?id=` (or `/common/help-details/:id`): one published article in the reader's language, its
 * body as rich text, and its neighbours in its category.
 */
export default function HelpDetailsPage() {
  const { t, locale } = useI18n();
  const { date } = useFormatting();
  const follow = useFollow();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useParams().id ?? params.get('id') ?? undefined;
  const article = useLoad(id ? `article|${id}` : undefined, (signal) => getHelpArticle(id!, signal));
  const en = locale === 'en';
  const shown = article.data;
  const title = shown ? (en ? shown.titleEn : shown.title) : t('helpdesk.details.title');
  const back = (
    <Link href="/common/help-home" onFollow={follow}>
      {t('helpdesk.details.back')}
    </Link>
  );
  if (!id || (article.error && statusOf(article.error) === 404)) {
    return (
      <HelpFrame title={t('helpdesk.details.title')}>
        <SpaceBetween size="m">
          <Alert type="warning">{t('helpdesk.details.notFound')}</Alert>
          {back}
        </SpaceBetween>
      </HelpFrame>
    );
  }
  return (
    <HelpFrame
      title={title}
      description={
        shown
          ? `${t('helpdesk.details.category', { name: en ? shown.categoryNameEn : shown.categoryName })} · ${t(
              'helpdesk.details.updated',
              { date: date(shown.updatedAt) },
            )}`
          : undefined
      }
    >
      <SpaceBetween size="l">
        {article.error ? (
          <Alert type="error">{t('helpdesk.load.failed', { message: messageOf(article.error) })}</Alert>
        ) : null}
        {shown ? (
          <Container>
            <RichText source={en ? shown.bodyEn : shown.body} onFollowPath={(path) => void navigate(path)} />
          </Container>
        ) : (
          <Spinner size="large" />
        )}
        {shown ? (
          <Box>
            <SpaceBetween size="xs">
              {shown.previous ? (
                <Link href={helpDetailsHref(shown.previous.id)} onFollow={follow}>
                  {t('helpdesk.details.previous', { title: en ? shown.previous.titleEn : shown.previous.title })}
                </Link>
              ) : null}
              {shown.next ? (
                <Link href={helpDetailsHref(shown.next.id)} onFollow={follow}>
                  {t('helpdesk.details.next', { title: en ? shown.next.titleEn : shown.next.title })}
                </Link>
              ) : null}
              {back}
            </SpaceBetween>
          </Box>
        ) : null}
      </SpaceBetween>
    </HelpFrame>
  );
}
