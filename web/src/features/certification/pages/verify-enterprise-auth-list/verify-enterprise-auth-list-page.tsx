import '../../messages/review-messages.js';
import { useSearchParams } from 'react-router-dom';
import Container from '@cloudscape-design/components/container';
import Tabs from '@cloudscape-design/components/tabs';
import { useI18n } from '@/i18n/i18n-context.js';
import { ReviewQueue } from './review-queue.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/**
 * `/console/verify-enterprise-auth-list` (auditors): the enterprise and the
 * personal certification queues as tabs (`?tab=user` opens the second).
 */
export default function VerifyEnterpriseAuthListPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'user' ? 'user' : 'enterprise';
  return (
    <ScreenLayout title={t('review.list.title')} description={t('review.list.description')}>
      <Container disableContentPaddings>
        <Tabs
          activeTabId={tab}
          onChange={({ detail }) => setParams(detail.activeTabId === 'user' ? { tab: 'user' } : {}, { replace: true })}
          tabs={[
            {
              id: 'enterprise',
              label: t('review.list.enterpriseTab'),
              content: <ReviewQueue key="enterprise" kind="enterprise" />,
            },
            { id: 'user', label: t('review.list.userTab'), content: <ReviewQueue key="user" kind="user" /> },
          ]}
        />
      </Container>
    </ScreenLayout>
  );
}
