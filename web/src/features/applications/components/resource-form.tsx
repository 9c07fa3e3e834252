import '../messages/applications-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Textarea from '@cloudscape-design/components/textarea';
import { CPU_MIN, MEMORY_MIN, RESOURCE_DEFAULTS } from '@shared/constants/application-rules.js';
import { fieldErrorsOf, messageOf } from '@/api/http-client.js';
import { ContainerForm } from '@/components/container-form.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { createResource, updateResource, type Resource } from '../api/applications.js';
import { screenPath } from './scope.js';

interface PlanValues {
  name: string;
  code: string;
  description: string;
  cpu: string;
  memory: string;
  disk: string;
  limitUsers: boolean;
  users: string;
  price: string;
  permanent: boolean;
  permanentPrice: string;
}

const valuesOf = (plan?: Resource): PlanValues => ({
  name: plan?.name ?? '',
  code: plan?.code ?? '',
  description: plan?.description ?? '',
  cpu: String(plan?.resourceParameters.CPU_CORES ?? RESOURCE_DEFAULTS.CPU_CORES),
  memory: String(plan?.resourceParameters.MEMORY_QUOTA ?? RESOURCE_DEFAULTS.MEMORY_QUOTA),
  disk: String(plan?.resourceParameters.DISK_QUOTA ?? RESOURCE_DEFAULTS.DISK_QUOTA),
  limitUsers: (plan?.resourceParameters.CONCURRENT_USER ?? -1) !== -1,
  users: String(Math.max(plan?.resourceParameters.CONCURRENT_USER ?? 1, 1)),
  price: String(plan?.price ?? 0),
  permanent: plan?.ifPermanent ?? false,
  permanentPrice: plan?.permanentPrice !== undefined ? String(plan.permanentPrice) : '',
});

/** Client checks of doc 2 §5 (the server checks them again): required texts, CPU ≥ 0.5, memory ≥ 1000, integers. */
function problemsOf(
  values: PlanValues,
  t: (
    key:
      | 'apps.required'
      | 'apps.resource.cpu'
      | 'apps.resource.memory'
      | 'apps.resource.disk'
      | 'apps.resource.permanentPrice',
  ) => string,
) {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems.name = t('apps.required');
  if (!values.code.trim()) problems.code = t('apps.required');
  if (!(Number(values.cpu) >= CPU_MIN)) problems['resourceParameters.CPU_CORES'] = t('apps.resource.cpu');
  if (!(Number.isInteger(Number(values.memory)) && Number(values.memory) >= MEMORY_MIN)) {
    problems['resourceParameters.MEMORY_QUOTA'] = t('apps.resource.memory');
  }
  if (!(Number.isInteger(Number(values.disk)) && Number(values.disk) >= 1))
    problems['resourceParameters.DISK_QUOTA'] = t('apps.resource.disk');
  if (values.permanent && values.permanentPrice === '') problems.permanentPrice = t('apps.resource.permanentPrice');
  return problems;
}

/**
 * The resource plan form of `resource-add` and `resource-edit` (doc 2 §5): name and code, CPU (≥ 0.5, default 1),
 * memory (≥ 1000 MB, default 1024), disk (default 512 MB), concurrent users (unlimited, -1, unless limited), the
 * monthly price, and a permanent price when it can be bought for good. Back to the application after saving.
 */
export function ResourceForm(props: { applicationId: string; scope: string; plan?: Resource }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [values, setValues] = useState<PlanValues>(() => valuesOf(props.plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<PlanValues>) => setValues((current) => ({ ...current, ...patch }));
  const back = () => navigate(screenPath('application-edit', { id: props.applicationId, flag: props.scope }));
  const save = async () => {
    const problems = problemsOf(values, t);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const body = {
      name: values.name,
      code: values.code,
      description: values.description,
      resourceParameters: {
        CPU_CORES: Number(values.cpu),
        MEMORY_QUOTA: Number(values.memory),
        DISK_QUOTA: Number(values.disk),
        CONCURRENT_USER: values.limitUsers ? Number(values.users) : -1,
      },
      price: Number(values.price),
      periods: props.plan?.periods ?? [],
      ifPermanent: values.permanent,
      ...(values.permanent ? { permanentPrice: Number(values.permanentPrice) } : {}),
      ifEnabled: true,
    };
    try {
      if (props.plan) await updateResource({ id: props.plan.id, ...body, periods: props.plan.periods });
      else {
        const { periods: _periods, ...rest } = body;
        await createResource({ ...rest, application: { id: props.applicationId } } as Parameters<
          typeof createResource
        >[0]);
      }
      notify({
        type: 'success',
        content: t(props.plan ? 'apps.resource.saved' : 'apps.resource.created', { name: values.name }),
      });
      back();
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify({ type: 'error', content: t('apps.status.failed', { message: messageOf(failure) }) });
    } finally {
      setBusy(false);
    }
  };
  const number = (field: keyof PlanValues, label: string, errorKey: string, testId: string) => (
    <FormField label={label} errorText={errors[errorKey]}>
      <Input
        type="number"
        data-testid={testId}
        value={String(values[field])}
        onChange={({ detail }) => set({ [field]: detail.value })}
      />
    </FormField>
  );
  return (
    <ContainerForm
      submitText={t('apps.action.save')}
      submitTestId="resource-save"
      busy={busy}
      onSubmit={() => void save()}
      cancelText={t('apps.action.cancel')}
      onCancel={back}
    >
      <FormField label={t('apps.resource.name')} errorText={errors.name}>
        <Input
          data-testid="resource-field-name"
          value={values.name}
          onChange={({ detail }) => set({ name: detail.value })}
        />
      </FormField>
      <FormField label={t('apps.resource.code')} errorText={errors.code}>
        <Input
          data-testid="resource-field-code"
          value={values.code}
          onChange={({ detail }) => set({ code: detail.value })}
        />
      </FormField>
      <FormField label={t('apps.resource.description')}>
        <Textarea value={values.description} onChange={({ detail }) => set({ description: detail.value })} />
      </FormField>
      {number('cpu', t('apps.resource.cpu'), 'resourceParameters.CPU_CORES', 'resource-field-cpu')}
      {number('memory', t('apps.resource.memory'), 'resourceParameters.MEMORY_QUOTA', 'resource-field-memory')}
      {number('disk', t('apps.resource.disk'), 'resourceParameters.DISK_QUOTA', 'resource-field-disk')}
      <Checkbox checked={values.limitUsers} onChange={({ detail }) => set({ limitUsers: detail.checked })}>
        {t('apps.resource.limitUsers')}
      </Checkbox>
      {values.limitUsers
        ? number('users', t('apps.resource.users'), 'resourceParameters.CONCURRENT_USER', 'resource-field-users')
        : null}
      {number('price', t('apps.resource.price'), 'price', 'resource-field-price')}
      <Checkbox checked={values.permanent} onChange={({ detail }) => set({ permanent: detail.checked })}>
        {t('apps.resource.permanent')}
      </Checkbox>
      {values.permanent
        ? number('permanentPrice', t('apps.resource.permanentPrice'), 'permanentPrice', 'resource-field-permanent')
        : null}
    </ContainerForm>
  );
}
