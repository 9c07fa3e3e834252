import '../../messages/accounts-messages.js';
import Alert from '@cloudscape-design/components/alert';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { useEnterpriseAccountPrivilege } from '../../components/account-access.js';
import { AccountView } from '../../components/account-view.js';

/**
 * `/console/enterprise-account` (the spec names the screen only; docs/money.md): the current enterprise's balance and
 * ledger for holders of `enterprise-account:view`; a top-up request for those of `…:pay`.
 */
export default function EnterpriseAccountPage() {
  const { t } = useI18n();
  const enterprise = useSession().data?.currentEnterprise;
  const mayPay = useEnterpriseAccountPrivilege('pay');
  return (
    <ScreenLayout title={t('accounts.enterprise.title')} description={t('accounts.enterprise.description')}>
      {enterprise ? (
        <AccountView
          key={enterprise.id}
          owner={{ kind: 'enterprise', enterpriseId: enterprise.id }}
          topUpAccount={enterprise.id}
          mayTopUp={mayPay}
          exportName="enterprise-account"
        />
      ) : (
        <Alert type="info">{t('accounts.enterprise.none')}</Alert>
      )}
    </ScreenLayout>
  );
}
