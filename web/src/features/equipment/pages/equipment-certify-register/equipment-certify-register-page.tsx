import '../../messages/certificate-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { CERTIFY_MAX_LENGTHS as L } from '@shared/constants/equipment-certificate-rules.js';
import { messageOf } from '@/api/http-client.js';
import { ContainerForm } from '@/components/container-form.js';
import { useNotifications } from '@/components/notifications.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getGateways } from '../../api/equipment.js';
import { registerCertificate } from '../../api/equipment-certificates.js';
import { serverFieldErrors } from '../../components/field-errors.js';

interface Values {
  gatewayId: string;
  description: string;
  beginDate: string;
  endDate: string;
  registerDescription: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/console/equipment-certify-register` (doc 3 §2.4, §5): name, validity range and registration note are required.
 * The gateway is optional (ours): the documents register the certificate first and a gateway refers to it by its
 * `equipmentCertify` later; picking one of the enterprise's gateways without a certificate binds it at once. A success
 * returns to the previous page and says so in the flashbar; a failure stays on the form and says why there.
 */
export default function EquipmentCertifyRegisterPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const gateways = useLoad(enterpriseId, (signal) => getGateways(enterpriseId!, undefined, signal));
  const [values, setValues] = useState<Values>({
    gatewayId: '',
    description: '',
    beginDate: '',
    endDate: '',
    registerDescription: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const free = gateways.data?.filter((gateway) => !gateway.equipmentCertify) ?? [];
  const options = [
    { value: '', label: t('certificate.field.gatewayLater') },
    ...free.map((gateway) => ({ value: gateway.id, label: gateway.equipmentId, description: gateway.id })),
  ];

  const submit = async () => {
    const problems: Record<string, string> = {};
    for (const field of ['description', 'registerDescription'] as const)
      if (!values[field].trim()) problems[field] = t('certificate.required');
    for (const field of ['beginDate', 'endDate'] as const)
      if (!DAY.test(values[field])) problems[field] = t('certificate.dateRule');
    if (!problems.beginDate && !problems.endDate && values.endDate < values.beginDate)
      problems.endDate = t('certificate.endBeforeBegin');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const name = values.description.trim();
    try {
      await registerCertificate({
        ...(values.gatewayId ? { equipment: { id: values.gatewayId } } : {}),
        description: name,
        beginDate: values.beginDate,
        endDate: values.endDate,
        registerDescription: values.registerDescription.trim(),
      });
      notify({ type: 'success', content: t('certificate.register.done', { name }) });
      navigate(-1);
    } catch (failure) {
      setErrors(serverFieldErrors(failure, {}));
      notify({ type: 'error', content: t('certificate.register.failed', { name, message: messageOf(failure) }) });
    } finally {
      setBusy(false);
    }
  };

  const date = (field: 'beginDate' | 'endDate', label: string) => (
    <FormField label={label} errorText={errors[field]}>
      <DatePicker
        data-testid={`certificate-${field}`}
        value={values[field]}
        placeholder="YYYY/MM/DD"
        openCalendarAriaLabel={(picked) => `${label} ${picked ?? ''}`}
        onChange={({ detail }) => set({ [field]: detail.value })}
        invalid={Boolean(errors[field])}
      />
    </FormField>
  );

  return (
    <ScreenLayout title={t('certificate.register.title')} description={t('certificate.register.description')}>
      <ContainerForm
        submitText={t('certificate.action.submit')}
        submitTestId="certificate-register-submit"
        busy={busy}
        onSubmit={() => void submit()}
        cancelText={t('certificate.action.return')}
        onCancel={() => navigate(-1)}
      >
        {gateways.error ? (
          <Alert type="error">{t('certificate.load.failed', { message: messageOf(gateways.error) })}</Alert>
        ) : null}
        {gateways.data && !free.length ? <Alert type="info">{t('certificate.noGateway')}</Alert> : null}
        <FormField
          label={t('certificate.field.gateway')}
          description={t('certificate.field.gatewayHint')}
          errorText={errors.equipment}
        >
          <Select
            data-testid="certificate-gateway"
            selectedOption={options.find((option) => option.value === values.gatewayId) ?? null}
            options={options}
            statusType={gateways.loading ? 'loading' : 'finished'}
            loadingText={t('app.loading')}
            filteringType="auto"
            placeholder={t('certificate.field.gatewayPlaceholder')}
            onChange={({ detail }) => set({ gatewayId: detail.selectedOption.value ?? '' })}
            invalid={Boolean(errors.equipment)}
          />
        </FormField>
        <FormField label={t('certificate.field.name')} errorText={errors.description}>
          <Input
            data-testid="certificate-description"
            value={values.description}
            onChange={({ detail }) => set({ description: detail.value })}
            invalid={Boolean(errors.description)}
          />
        </FormField>
        <FormField label={t('certificate.field.validity')}>
          <SpaceBetween size="m" direction="horizontal">
            {date('beginDate', t('certificate.field.beginDate'))}
            {date('endDate', t('certificate.field.endDate'))}
          </SpaceBetween>
        </FormField>
        <FormField
          label={t('certificate.field.registerDescription')}
          constraintText={`${values.registerDescription.length}/${L.text}`}
          errorText={errors.registerDescription}
        >
          <Textarea
            data-testid="certificate-register-description"
            value={values.registerDescription}
            onChange={({ detail }) => set({ registerDescription: detail.value })}
            invalid={Boolean(errors.registerDescription)}
          />
        </FormField>
      </ContainerForm>
    </ScreenLayout>
  );
}
