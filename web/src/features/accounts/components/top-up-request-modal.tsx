import '../messages/accounts-messages.js';
import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PERSON_ACCOUNT } from '@shared/constants/account-rules.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { localText } from '@/i18n/local-text.js';
import { useSession } from '@/session/session-context.js';
import { requestTopUp, type TopUpRequest } from '../api/accounts.js';
import { useEnterpriseAccountPrivilege } from './account-access.js';
import { isYuanAmount } from './money.js';

/** The longest remark (`ACCOUNT_LIMITS.remark` of the shared schema). */
const REMARK_MAX = 200;

type Field = 'account' | 'amount' | 'remark';

/**
 * The top-up request dialog: the account (the own one; the current enterprise's for a holder of
 * `enterprise-account:pay` there), the amount in yuan and a remark. `account` preselects one (`person` or the
 * enterprise's id). The caller tells the result (`onRequested`).
 */
export function TopUpRequestModal(props: {
  account?: string;
  onRequested: (request: TopUpRequest) => void;
  onDismiss: () => void;
}) {
  const { t, locale } = useI18n();
  const enterprise = useSession().data?.currentEnterprise;
  const mayPay = useEnterpriseAccountPrivilege('pay');
  const options = [
    { value: PERSON_ACCOUNT, label: t('accounts.topUp.personal') },
    ...(enterprise && mayPay
      ? [
          {
            value: enterprise.id,
            label: t('accounts.topUp.enterpriseOf', { name: localText(enterprise.name, enterprise.nameEn, locale) }),
          },
        ]
      : []),
  ];
  const [account, setAccount] = useState(
    options.some((option) => option.value === props.account) ? props.account! : PERSON_ACCOUNT,
  );
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const { submitted, serverErrors, busy, submit } = useFormSubmit<Field>('amount');
  const amountError = !amount.trim()
    ? t('accounts.required')
    : isYuanAmount(amount)
      ? undefined
      : t('accounts.topUp.amountInvalid');
  const remarkError = remark.trim().length > REMARK_MAX ? `≤ ${REMARK_MAX}` : undefined;
  const shown = (field: Field, client: string | undefined) => (submitted ? client : undefined) ?? serverErrors[field];
  const send = () =>
    void submit(!amountError && !remarkError, async () => {
      const request = await requestTopUp({
        account,
        amount: Number(amount.trim()),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      });
      props.onRequested(request);
    });
  return (
    <FormModal
      form
      testId="accounts-top-up-modal"
      header={t('accounts.topUp.requestTitle')}
      cancelText={t('accounts.action.cancel')}
      submitText={t('accounts.topUp.submit')}
      submitTestId="accounts-top-up-submit"
      busy={busy}
      onSubmit={send}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        <FormField label={t('accounts.topUp.account')} errorText={serverErrors.account}>
          <Select
            data-testid="accounts-top-up-account"
            options={options}
            selectedOption={options.find((option) => option.value === account) ?? options[0]}
            onChange={({ detail }) => setAccount(detail.selectedOption.value ?? PERSON_ACCOUNT)}
          />
        </FormField>
        <FormField
          label={t('accounts.topUp.amount')}
          constraintText={t('accounts.topUp.amountHint')}
          errorText={shown('amount', amountError)}
        >
          <Input
            data-testid="accounts-top-up-amount"
            inputMode="decimal"
            value={amount}
            onChange={({ detail }) => setAmount(detail.value)}
          />
        </FormField>
        <FormField
          label={t('accounts.topUp.remark')}
          constraintText={t('accounts.topUp.remarkHint')}
          errorText={shown('remark', remarkError)}
        >
          <Input
            data-testid="accounts-top-up-remark"
            value={remark}
            onChange={({ detail }) => setRemark(detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}
