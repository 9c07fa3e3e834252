import '../messages/equipment-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import {
  EQUIPMENT_MAX_LENGTHS as L,
  EQUIPMENT_TYPE_CODE_PATTERN,
  EQUIPMENT_TYPE_DEFAULTS,
  EQUIPMENT_TYPE_TAKEN,
  RETENTION_DAYS,
} from '@shared/constants/equipment-rules.js';
import { messageOf } from '@/api/http-client.js';
import { ContainerForm } from '@/components/container-form.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { createEquipmentType, updateEquipmentType, type EquipmentType } from '../api/equipment.js';
import { serverFieldErrors } from './field-errors.js';
import { screenPath } from './paths.js';
import { useLeaveGuard } from './use-leave-guard.js';

interface TypeValues {
  code: string;
  name: string;
  description: string;
  ifDynamic: boolean;
  ifEnabled: boolean;
  retentionDays: string;
}

const valuesOf = (type?: EquipmentType): TypeValues => ({
  code: type?.code ?? '',
  name: type?.name ?? '',
  description: type?.description ?? '',
  ifDynamic: type?.ifDynamic ?? EQUIPMENT_TYPE_DEFAULTS.ifDynamic,
  ifEnabled: EQUIPMENT_TYPE_DEFAULTS.ifEnabled,
  retentionDays: String(type?.retentionDays ?? RETENTION_DAYS.default),
});

type Translate = ReturnType<typeof useI18n>['t'];

/** The client checks of doc 3 §5 (the server checks them again): code, name and description required, limits. */
function problemsOf(values: TypeValues, t: Translate): Record<string, string> {
  const problems: Record<string, string> = {};
  const text = (field: 'code' | 'name' | 'description', max: number) => {
    const value = values[field].trim();
    if (!value) problems[field] = t('equipment.required');
    else if (value.length > max) problems[field] = t('equipment.tooLong', { max });
  };
  text('code', L.typeCode);
  text('name', L.typeName);
  text('description', L.description);
  if (!problems.code && !EQUIPMENT_TYPE_CODE_PATTERN.test(values.code.trim())) {
    problems.code = t('equipment.type.codeRule');
  }
  const days = Number(values.retentionDays);
  if (
    values.retentionDays.trim() === '' ||
    !Number.isInteger(days) ||
    days < RETENTION_DAYS.min ||
    days > RETENTION_DAYS.max
  ) {
    problems.retentionDays = t('equipment.type.retentionRule', { min: RETENTION_DAYS.min, max: RETENTION_DAYS.max });
  }
  return problems;
}

/**
 * The equipment-type form of `equipment-type-add` and `equipment-type-edit/{id}` (doc 3 §5): code, name and
 * description (required; name and code unique in the enterprise, the spec's messages on the field), dynamic,
 * retention days, and enabled on a new type only (an edit always enables it). Return asks first when something
 * changed; a success returns to the list and says so in the flashbar, a failure stays on the form and says why there.
 */
export function EquipmentTypeForm(props: { record?: EquipmentType }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const initial = valuesOf(props.record);
  const [values, setValues] = useState<TypeValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const toList = () => navigate(screenPath('equipment-type-list'));
  const guard = useLeaveGuard(dirty, toList);
  const set = (patch: Partial<TypeValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const problems = problemsOf(values, t);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const body = {
      code: values.code.trim(),
      name: values.name.trim(),
      description: values.description.trim(),
      ifDynamic: values.ifDynamic,
      retentionDays: Number(values.retentionDays),
    };
    try {
      if (props.record) await updateEquipmentType({ id: props.record.id, ...body, ifEnabled: true });
      else await createEquipmentType({ ...body, ifEnabled: values.ifEnabled });
      notify({ type: 'success', content: t('equipment.type.saved', { name: body.name }) });
      toList();
    } catch (failure) {
      setErrors(
        serverFieldErrors(failure, {
          sameName: ['name', EQUIPMENT_TYPE_TAKEN.name[locale]],
          sameCode: ['code', EQUIPMENT_TYPE_TAKEN.code[locale]],
        }),
      );
      notify({
        type: 'error',
        content: t('equipment.type.saveFailed', { name: body.name, message: messageOf(failure) }),
      });
    } finally {
      setBusy(false);
    }
  };

  const text = (field: 'code' | 'name', label: string, constraint?: string) => (
    <FormField label={label} constraintText={constraint} errorText={errors[field]}>
      <Input
        data-testid={`equipment-type-field-${field}`}
        value={values[field]}
        onChange={({ detail }) => set({ [field]: detail.value })}
      />
    </FormField>
  );
  return (
    <>
      <ContainerForm
        submitText={t('equipment.action.submit')}
        submitTestId="equipment-type-submit"
        busy={busy}
        onSubmit={() => void submit()}
        cancelText={t('equipment.action.return')}
        onCancel={guard.leave}
      >
        {text('code', t('equipment.type.code'), t('equipment.type.codeRule'))}
        {text('name', t('equipment.type.name'))}
        <FormField label={t('equipment.type.description')} errorText={errors.description}>
          <Textarea
            data-testid="equipment-type-field-description"
            value={values.description}
            onChange={({ detail }) => set({ description: detail.value })}
          />
        </FormField>
        <FormField label={t('equipment.type.dynamic')} errorText={errors.ifDynamic}>
          <Toggle
            data-testid="equipment-type-field-dynamic"
            checked={values.ifDynamic}
            onChange={({ detail }) => set({ ifDynamic: detail.checked })}
          >
            {t('equipment.type.dynamicLabel')}
          </Toggle>
        </FormField>
        {props.record ? null : (
          <FormField label={t('equipment.type.enabled')} errorText={errors.ifEnabled}>
            <Toggle
              data-testid="equipment-type-field-enabled"
              checked={values.ifEnabled}
              onChange={({ detail }) => set({ ifEnabled: detail.checked })}
            >
              {t('equipment.type.enabledLabel')}
            </Toggle>
          </FormField>
        )}
        <FormField
          label={t('equipment.type.retention')}
          constraintText={t('equipment.type.retentionHint', { min: RETENTION_DAYS.min, max: RETENTION_DAYS.max })}
          errorText={errors.retentionDays}
        >
          <Input
            type="number"
            inputMode="numeric"
            data-testid="equipment-type-field-retention"
            value={values.retentionDays}
            onChange={({ detail }) => set({ retentionDays: detail.value })}
          />
        </FormField>
      </ContainerForm>
      {guard.dialog}
    </>
  );
}
