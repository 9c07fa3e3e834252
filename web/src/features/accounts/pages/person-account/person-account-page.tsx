import '../../messages/accounts-messages.js';
import { PERSON_ACCOUNT } from '@shared/constants/account-rules.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { AccountView } from '../../components/account-view.js';

/**
 * `/console/person-account` (the spec names the screen only; docs/money.md): the signed-in user's own balance, their
 * ledger and a top-up request. Every signed-in user has it (a public menu).
 */
export default function PersonAccountPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('accounts.person.title')} description={t('accounts.person.description')}>
      <AccountView owner={{ kind: 'person' }} topUpAccount={PERSON_ACCOUNT} mayTopUp exportName="account" />
    </ScreenLayout>
  );
}
