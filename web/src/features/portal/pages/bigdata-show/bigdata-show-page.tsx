import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { ContentFrame } from '../../components/content-frame.js';
import '../../messages/portal-messages.js';

/**
 * `/common/bigdata-show`: the public introduction of the big-data service (datasets, the project canvas, trained
 * models, the algorithm library), leading to the console's big-data screens and the public algorithm library.
 */
export default function BigdataShowPage() {
  const { t } = useI18n();
  const follow = useFollow();
  const card = (text: string, href: string, link: string) => (
    <Container>
      <SpaceBetween size="xs">
        <Box variant="p">{text}</Box>
        <Link href={href} onFollow={follow}>
          {link}
        </Link>
      </SpaceBetween>
    </Container>
  );
  return (
    <ContentFrame title={t('portal.bigdata.title')} description={t('portal.services.bigdata')}>
      <ColumnLayout columns={3}>
        {card(t('portal.services.bigdata'), '/console/bigdata/projectList', t('portal.bigdata.openProjects'))}
        {card(t('portal.bigdata.datasets'), '/console/bigdata/dataset-management', t('portal.bigdata.openDatasets'))}
        {card(t('portal.services.algorithms'), '/common/algorithm-library', t('portal.services.openAlgorithms'))}
      </ColumnLayout>
    </ContentFrame>
  );
}
