import '../../messages/helpdesk-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { messageOf } from '@/api/http-client.js';
import { useFollow } from '@/components/router-link.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getHelpCentre } from '../../api/help.js';
import { HelpFrame } from '../../components/help-frame.js';
import { helpDetailsHref, HelpSearch } from '../../components/help-search.js';

/** `/common/help-home`: the search box and every category with its published articles, in the editors' order. */
export default function HelpHomePage() {
  const { t, locale } = useI18n();
  const follow = useFollow();
  const centre = useLoad('help-centre', (signal) => getHelpCentre(signal));
  const categories = (centre.data ?? []).filter((category) => category.articles.length > 0);
  const en = locale === 'en';
  return (
    <HelpFrame title={t('helpdesk.home.title')} description={t('helpdesk.home.description')}>
      <SpaceBetween size="l">
        <HelpSearch />
        {centre.error ? (
          <Alert type="error">{t('helpdesk.load.failed', { message: messageOf(centre.error) })}</Alert>
        ) : null}
        {centre.loading && !centre.data ? <Spinner size="large" /> : null}
        {centre.data && categories.length === 0 ? (
          <Box color="text-status-inactive">{t('helpdesk.home.empty')}</Box>
        ) : null}
        <ColumnLayout columns={2}>
          {categories.map((category) => (
            <Container key={category.id} header={<Header variant="h2">{en ? category.nameEn : category.name}</Header>}>
              <ul data-testid="help-category-articles">
                {category.articles.map((article) => (
                  <li key={article.id}>
                    <Link href={helpDetailsHref(article.id)} onFollow={follow}>
                      {en ? article.titleEn : article.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Container>
          ))}
        </ColumnLayout>
      </SpaceBetween>
    </HelpFrame>
  );
}
