import '../messages/iot-messages.js';
import { useState } from 'react';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { EQUIPMENT_CONFIG_LIMITS } from '@shared/constants/equipment-rules.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { TemplateNode } from '../api/iot.js';

type Field = 'name' | 'alias' | 'description' | 'dataType' | 'dataUnit' | 'sampleMode' | 'period' | 'precision';

const { precisionMin, precisionMax } = EQUIPMENT_CONFIG_LIMITS;

/** Whether `value` is a whole number from `min` to `max` (what the schema takes for the precision). */
const isWholeIn = (value: string, min: number, max: number) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/**
 * One node of a product's template: the configuration wizard's node fields (name, alias, description, data type,
 * unit, sample mode, period, backup, the optional display precision: 0–10 fraction digits, checked here as the
 * wizard does). `onSave` stores the whole template; its 400 field errors show on the fields.
 */
export function NodeModal(props: {
  header: string;
  node?: TemplateNode;
  onSave: (node: TemplateNode) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState<Record<Field, string>>({
    name: props.node?.name ?? '',
    alias: props.node?.alias ?? '',
    description: props.node?.description ?? '',
    dataType: props.node?.dataType ?? '',
    dataUnit: props.node?.dataUnit ?? '',
    sampleMode: props.node?.sampleMode ?? '',
    period: props.node ? String(props.node.period) : '1000',
    precision: props.node?.precision === undefined ? '' : String(props.node.precision),
  });
  const [ifBackup, setIfBackup] = useState(props.node?.ifBackup ?? false);
  const form = useFormSubmit<Field>('name');
  const required: Field[] = ['name', 'alias', 'dataType', 'sampleMode', 'period'];
  const missing = (field: Field) => form.submitted && required.includes(field) && !values[field].trim();
  const precisionWrong = Boolean(values.precision.trim()) && !isWholeIn(values.precision, precisionMin, precisionMax);
  const error = (field: Field) =>
    missing(field)
      ? t('iot.required')
      : field === 'precision' && form.submitted && precisionWrong
        ? t('iot.node.precisionRule', { min: precisionMin, max: precisionMax })
        : form.serverErrors[field];
  const field = (
    name: Field,
    label: string,
    type: 'text' | 'number' = 'text',
    hint?: { placeholder: string; constraintText: string },
  ) => (
    <FormField label={label} errorText={error(name)} constraintText={hint?.constraintText}>
      <Input
        data-testid={`iot-node-${name}`}
        type={type}
        placeholder={hint?.placeholder}
        value={values[name]}
        onChange={({ detail }) => setValues((current) => ({ ...current, [name]: detail.value }))}
      />
    </FormField>
  );
  const save = () =>
    form.submit(required.every((name) => values[name].trim()) && !precisionWrong, () =>
      props.onSave({
        name: values.name.trim(),
        alias: values.alias.trim(),
        ...(values.description.trim() ? { description: values.description.trim() } : {}),
        dataType: values.dataType.trim(),
        ...(values.dataUnit.trim() ? { dataUnit: values.dataUnit.trim() } : {}),
        sampleMode: values.sampleMode.trim(),
        period: Number(values.period),
        ifBackup,
        ...(values.precision.trim() ? { precision: Number(values.precision) } : {}),
      }),
    );
  return (
    <FormModal
      testId="iot-node-modal"
      header={props.header}
      cancelText={t('iot.action.cancel')}
      submitText={t('iot.action.save')}
      submitTestId="iot-node-save"
      busy={form.busy}
      onSubmit={() => void save()}
      onDismiss={props.onDismiss}
      form
    >
      <SpaceBetween size="s">
        {field('name', t('iot.node.name'))}
        {field('alias', t('iot.node.alias'))}
        {field('description', t('iot.node.description'))}
        {field('dataType', t('iot.node.dataType'))}
        {field('dataUnit', t('iot.node.dataUnit'))}
        {field('sampleMode', t('iot.node.sampleMode'))}
        {field('period', t('iot.node.period'), 'number')}
        <Checkbox checked={ifBackup} onChange={({ detail }) => setIfBackup(detail.checked)}>
          {t('iot.node.ifBackup')}
        </Checkbox>
        {field('precision', t('iot.node.precision'), 'number', {
          placeholder: t('iot.node.precisionPlaceholder'),
          constraintText: t('iot.node.precisionHint', { min: precisionMin, max: precisionMax }),
        })}
      </SpaceBetween>
    </FormModal>
  );
}
