import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ContentKind } from '@shared/constants/content-rules.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { contentScreenPaths } from './content-screens.js';
import '../messages/portal-messages.js';

const columns: readonly { heading: 'company' | 'support' | 'legal'; kinds: readonly ContentKind[] }[] = [
  { heading: 'company', kinds: ['about', 'news', 'announcement', 'customer-case'] },
  { heading: 'support', kinds: ['contact-us', 'pre-sale-consulting', 'advice-and-feedback', 'solution'] },
  { heading: 'legal', kinds: ['legal-agreements', 'privacy-policy', 'phone-farmer-privacy-policy'] },
];

/** The portal's footer: the about, contact and legal pages, on the landing page and every content page. */
export function PortalFooter() {
  const { t } = useI18n();
  const follow = useFollow();
  return (
    <footer aria-label={t('portal.footer.label')} data-testid="portal-footer">
      <Box padding={{ horizontal: 'l', vertical: 'l' }} color="text-body-secondary">
        <SpaceBetween size="m">
          <ColumnLayout columns={3} variant="text-grid">
            {columns.map((column) => (
              <SpaceBetween size="xs" key={column.heading}>
                <Box variant="h2" fontSize="heading-s">
                  {t(`portal.footer.${column.heading}`)}
                </Box>
                {column.kinds.map((kind) => (
                  <Link key={kind} href={contentScreenPaths[kind]} onFollow={follow}>
                    {t(`portal.kind.${kind}`)}
                  </Link>
                ))}
              </SpaceBetween>
            ))}
          </ColumnLayout>
          <Box variant="small">{t('portal.footer.copyright')}</Box>
        </SpaceBetween>
      </Box>
    </footer>
  );
}
