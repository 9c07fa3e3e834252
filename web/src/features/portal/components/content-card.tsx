import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ContentItem } from '@shared/schemas/content.js';
import { useFormatting } from '@/components/formatting.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { contentItemPath, localized } from './content-screens.js';
import '../messages/portal-messages.js';

/** One item of a list (news, a solution, a case): its title linking to it, its date and summary. */
export function ContentCard({ item, headingLevel = 'h2' }: { item: ContentItem; headingLevel?: 'h2' | 'h3' }) {
  const { t, locale } = useI18n();
  const { date } = useFormatting();
  const follow = useFollow();
  const text = localized(item, locale);
  const href = contentItemPath(item);
  return (
    <Container
      data-testid={`content-card-${item.slug}`}
      media={
        item.coverImage
          ? { content: <img src={item.coverImage} alt="" loading="lazy" />, position: 'side', width: 160 }
          : undefined
      }
    >
      <SpaceBetween size="xs">
        <Header variant={headingLevel === 'h2' ? 'h2' : 'h3'} headingTagOverride={headingLevel}>
          <Link href={href} onFollow={follow} fontSize="inherit">
            {text.title}
          </Link>
        </Header>
        {item.publishDate ? (
          <Box variant="small" color="text-body-secondary">
            {t('portal.publishedOn', { date: date(item.publishDate) })}
          </Box>
        ) : null}
        {text.summary ? <Box variant="p">{text.summary}</Box> : null}
      </SpaceBetween>
    </Container>
  );
}
