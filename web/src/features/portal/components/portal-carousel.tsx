import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ContentItem } from '@shared/schemas/content.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { contentItemPath, localized } from './content-screens.js';
import '../messages/portal-messages.js';

/**
 * The landing page's carousel: the latest announcements one at a time, turned by the reader (previous / next), never
 * on a timer, so nothing moves while someone reads it (WCAG 2.2.2).
 */
export function PortalCarousel({ items }: { items: readonly ContentItem[] }) {
  const { t, locale } = useI18n();
  const follow = useFollow();
  const [index, setIndex] = useState(0);
  if (items.length === 0) return null;
  const current = items[index % items.length]!;
  const text = localized(current, locale);
  const turn = (step: number) => setIndex((index + step + items.length) % items.length);
  return (
    <section aria-roledescription="carousel" aria-label={t('portal.carousel.label')} data-testid="portal-carousel">
      <Container
        media={
          current.coverImage
            ? { content: <img src={current.coverImage} alt="" />, position: 'side', width: 240 }
            : undefined
        }
      >
        <SpaceBetween size="s">
          <div aria-live="polite">
            <SpaceBetween size="xs">
              <Box variant="h2">
                <Link href={contentItemPath(current)} onFollow={follow} fontSize="inherit">
                  {text.title}
                </Link>
              </Box>
              {text.summary ? <Box variant="p">{text.summary}</Box> : null}
            </SpaceBetween>
          </div>
          {items.length > 1 ? (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Button
                iconName="angle-left"
                variant="icon"
                ariaLabel={t('portal.carousel.previous')}
                onClick={() => turn(-1)}
              />
              <Box variant="small">
                {t('portal.carousel.position', { index: (index % items.length) + 1, count: items.length })}
              </Box>
              <Button
                iconName="angle-right"
                variant="icon"
                ariaLabel={t('portal.carousel.next')}
                onClick={() => turn(1)}
              />
            </SpaceBetween>
          ) : null}
        </SpaceBetween>
      </Container>
    </section>
  );
}
