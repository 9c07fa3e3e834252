import '../../messages/applications-messages.js';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { StatusCatalogue } from '../../components/status-catalogue.js';
import { useStatusChange } from '../../components/use-status-change.js';

/**
 * `/console/application-market-management` (doc 2 §2 names it without content; our design): the applications on
 * the market (online), which a platform administrator can take offline or archive; subscribers are told.
 */
export default function ApplicationMarketManagementPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('apps.market.title')} description={t('apps.market.description')}>
      <StatusCatalogue
        statuses={['3']}
        actions={(chosen, reload) => <MarketActions chosen={chosen} reload={reload} />}
      />
    </ScreenLayout>
  );
}

function MarketActions(props: { chosen?: { id: string; name: string }; reload: () => void }) {
  const { t } = useI18n();
  const status = useStatusChange(props.reload);
  const ask = (code: string, label: string) =>
    props.chosen && status.ask({ kind: 'application', id: props.chosen.id, name: props.chosen.name, code, label });
  return (
    <SpaceBetween size="xs" direction="horizontal">
      <Button disabled={!props.chosen} onClick={() => ask('4', t('apps.action.offline'))}>
        {t('apps.action.offline')}
      </Button>
      <Button disabled={!props.chosen} onClick={() => ask('5', t('apps.action.archive'))}>
        {t('apps.action.archive')}
      </Button>
      {status.dialogs}
    </SpaceBetween>
  );
}
