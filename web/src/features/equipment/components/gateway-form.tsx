import '../messages/equipment-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { EQUIPMENT_MAX_LENGTHS as L, HARDWARE_ID_PATTERN, MAX_NODE_TAGS } from '@shared/constants/equipment-rules.js';
import { messageOf } from '@/api/http-client.js';
import { ContainerForm } from '@/components/container-form.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { createGateway, getEquipmentTypes, updateGateway, type Equipment } from '../api/equipment.js';
import { serverFieldErrors } from './field-errors.js';
import { screenPath } from './paths.js';
import { useLeaveGuard } from './use-leave-guard.js';

interface TagRow {
  id?: string;
  tag: string;
  description: string;
  dataType: string;
  dataUnit: string;
}

interface GatewayValues {
  equipmentId: string;
  typeId: string;
  addressable: boolean;
  ip: string;
  port: string;
  description: string;
  tags: TagRow[];
}

const valuesOf = (gateway?: Equipment): GatewayValues => ({
  equipmentId: gateway?.equipmentId ?? '',
  typeId: gateway?.equipmentType.id ?? '',
  addressable: gateway?.equipmentAddressable ?? false,
  ip: gateway?.equipmentIp ?? '',
  port: gateway?.equipmentPort !== undefined ? String(gateway.equipmentPort) : '',
  description: gateway?.description ?? '',
  tags: (gateway?.collectNodeTags ?? []).map((tag) => ({
    id: tag.id,
    tag: tag.tag,
    description: tag.description ?? '',
    dataType: tag.dataType ?? '',
    dataUnit: tag.dataUnit ?? '',
  })),
});

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** A loose IPv6 shape (hex groups and colons, an IPv4 tail allowed); the server checks it exactly. */
const IPV6 = /^(?=.*:)[0-9A-Fa-f:.]{2,45}$/;

type Translate = ReturnType<typeof useI18n>['t'];
type TagText = 'tag' | 'description' | 'dataType' | 'dataUnit';

/** The client checks (the server checks them again): hardware id and type required, IP, port, node tags. */
function problemsOf(values: GatewayValues, t: Translate): Record<string, string> {
  const problems: Record<string, string> = {};
  const hardwareId = values.equipmentId.trim();
  if (!hardwareId) problems.equipmentId = t('equipment.required');
  else if (hardwareId.length > L.hardwareId) problems.equipmentId = t('equipment.tooLong', { max: L.hardwareId });
  else if (!HARDWARE_ID_PATTERN.test(hardwareId)) problems.equipmentId = t('equipment.gateway.hardwareIdRule');
  if (!values.typeId) problems.equipmentType = t('equipment.required');
  const ip = values.ip.trim();
  if (ip && !IPV4.test(ip) && !IPV6.test(ip)) problems.equipmentIp = t('equipment.gateway.ipRule');
  const port = Number(values.port);
  if (values.port.trim() && !(Number.isInteger(port) && port >= 1 && port <= 65535)) {
    problems.equipmentPort = t('equipment.gateway.portRule');
  }
  if (values.description.trim().length > L.description) {
    problems.description = t('equipment.tooLong', { max: L.description });
  }
  if (values.tags.length > MAX_NODE_TAGS)
    problems.collectNodeTags = t('equipment.tags.tooMany', { max: MAX_NODE_TAGS });
  const seen = new Set<string>();
  values.tags.forEach((row, index) => {
    const check = (field: TagText, max: number) => {
      if (row[field].trim().length > max)
        problems[`collectNodeTags.${index}.${field}`] = t('equipment.tooLong', { max });
    };
    (['description', 'dataType', 'dataUnit'] as const).forEach((field) => check(field, L.nodeText));
    const tag = row.tag.trim();
    if (!tag) problems[`collectNodeTags.${index}.tag`] = t('equipment.required');
    else if (seen.has(tag.toLowerCase())) problems[`collectNodeTags.${index}.tag`] = t('equipment.tags.duplicate');
    else check('tag', L.nodeTag);
    seen.add(tag.toLowerCase());
  });
  return problems;
}

/** The request body of the form's values (optional texts left out when empty). */
function bodyOf(values: GatewayValues) {
  const optional = <K extends string>(key: K, value: string) => (value.trim() ? { [key]: value.trim() } : {});
  return {
    equipmentId: values.equipmentId.trim(),
    equipmentType: { id: values.typeId },
    equipmentAddressable: values.addressable,
    ...optional('equipmentIp', values.ip),
    ...(values.port.trim() ? { equipmentPort: Number(values.port) } : {}),
    ...optional('description', values.description),
    collectNodeTags: values.tags.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      tag: row.tag.trim(),
      ...optional('description', row.description),
      ...optional('dataType', row.dataType),
      ...optional('dataUnit', row.dataUnit),
    })),
  };
}

/**
 * The gateway form of `equipment-add` and `equipment-edit/{id}` (doc 3 §3): hardware id (unique on the platform),
 * type (from the enterprise's types; with none, a hint leads to adding one), addressable, IP, port, description and
 * the collect-node tags. Return asks first when something changed; a success returns to the list and says so in the
 * flashbar (a new gateway's toast offers its configuration next), a failure stays on the form and says why there.
 */
export function GatewayForm(props: { record?: Equipment }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const follow = useFollow();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const types = useLoad(enterpriseId, getEquipmentTypes);
  const initial = valuesOf(props.record);
  const [values, setValues] = useState<GatewayValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const toList = () => navigate(screenPath('equipment-management-list'));
  const guard = useLeaveGuard(dirty, toList);
  const set = (patch: Partial<GatewayValues>) => setValues((current) => ({ ...current, ...patch }));
  const setTag = (index: number, patch: Partial<TagRow>) =>
    set({ tags: values.tags.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  const typeOptions = (types.data ?? []).map((type) => ({ value: type.id, label: type.name }));
  if (props.record && !typeOptions.some((option) => option.value === props.record!.equipmentType.id)) {
    typeOptions.push({ value: props.record.equipmentType.id, label: props.record.equipmentType.name });
  }
  const noTypes = types.data !== undefined && typeOptions.length === 0;

  const submit = async () => {
    const problems = problemsOf(values, t);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      if (props.record) {
        await updateGateway({ id: props.record.id, ...bodyOf(values) });
        notify({ type: 'success', content: t('equipment.gateway.saved', { name: values.equipmentId }) });
      } else {
        // A new gateway sends nothing until its collect nodes are configured: offer that next.
        const { id } = await createGateway(bodyOf(values));
        notify({
          type: 'success',
          content: t('equipment.gateway.createdNext', { name: values.equipmentId }),
          action: {
            text: t('equipment.gateway.configureNext'),
            onClick: () => void navigate(screenPath('equipment-config', id)),
          },
        });
      }
      toList();
    } catch (failure) {
      setErrors(
        serverFieldErrors(failure, { sameHardwareId: ['equipmentId', t('equipment.gateway.hardwareIdTaken')] }),
      );
      notify({
        type: 'error',
        content: t('equipment.gateway.saveFailed', { name: values.equipmentId, message: messageOf(failure) }),
      });
    } finally {
      setBusy(false);
    }
  };

  const tagField = (field: TagText, label: string) => ({
    label,
    control: (row: TagRow, index: number) => (
      <Input value={row[field]} ariaLabel={label} onChange={({ detail }) => setTag(index, { [field]: detail.value })} />
    ),
    errorText: (_row: TagRow, index: number) => errors[`collectNodeTags.${index}.${field}`],
  });
  return (
    <>
      <ContainerForm
        submitText={t('equipment.action.submit')}
        submitTestId="equipment-submit"
        busy={busy}
        onSubmit={() => void submit()}
        cancelText={t('equipment.action.return')}
        onCancel={guard.leave}
      >
        <FormField label={t('equipment.gateway.hardwareId')} errorText={errors.equipmentId}>
          <Input
            data-testid="equipment-field-hardware-id"
            value={values.equipmentId}
            onChange={({ detail }) => set({ equipmentId: detail.value })}
          />
        </FormField>
        <FormField label={t('equipment.gateway.type')} errorText={errors.equipmentType}>
          <Select
            data-testid="equipment-field-type"
            placeholder={t('equipment.gateway.choose')}
            options={typeOptions}
            selectedOption={typeOptions.find((option) => option.value === values.typeId) ?? null}
            statusType={types.loading ? 'loading' : 'finished'}
            loadingText={t('app.loading')}
            empty={t('equipment.type.empty')}
            onChange={({ detail }) => set({ typeId: detail.selectedOption.value ?? '' })}
          />
        </FormField>
        {noTypes ? (
          <Alert type="info" data-testid="equipment-no-types">
            {t('equipment.gateway.noTypes')}{' '}
            <Link href={screenPath('equipment-type-add')} onFollow={follow}>
              {t('equipment.type.add')}
            </Link>
          </Alert>
        ) : null}
        {types.error ? (
          <Alert type="error">{t('equipment.load.failed', { message: messageOf(types.error) })}</Alert>
        ) : null}
        <FormField label={t('equipment.gateway.addressable')}>
          <Toggle
            data-testid="equipment-field-addressable"
            checked={values.addressable}
            onChange={({ detail }) => set({ addressable: detail.checked })}
          >
            {t('equipment.gateway.addressableLabel')}
          </Toggle>
        </FormField>
        <FormField label={t('equipment.gateway.ip')} errorText={errors.equipmentIp}>
          <Input
            data-testid="equipment-field-ip"
            value={values.ip}
            onChange={({ detail }) => set({ ip: detail.value })}
          />
        </FormField>
        <FormField label={t('equipment.gateway.port')} errorText={errors.equipmentPort}>
          <Input
            type="number"
            inputMode="numeric"
            data-testid="equipment-field-port"
            value={values.port}
            onChange={({ detail }) => set({ port: detail.value })}
          />
        </FormField>
        <FormField label={t('equipment.gateway.description')} errorText={errors.description}>
          <Textarea
            data-testid="equipment-field-description"
            value={values.description}
            onChange={({ detail }) => set({ description: detail.value })}
          />
        </FormField>
        <FormField stretch label={t('equipment.tags.title')} errorText={errors.collectNodeTags}>
          <AttributeEditor<TagRow>
            data-testid="equipment-tags"
            items={values.tags}
            addButtonText={t('equipment.tags.add')}
            removeButtonText={t('equipment.tags.remove')}
            empty={t('equipment.tags.empty')}
            disableAddButton={values.tags.length >= MAX_NODE_TAGS}
            onAddButtonClick={() =>
              set({ tags: [...values.tags, { tag: '', description: '', dataType: '', dataUnit: '' }] })
            }
            onRemoveButtonClick={({ detail }) => {
              set({ tags: values.tags.filter((_, index) => index !== detail.itemIndex) });
              // A row's errors are kept by its index, which the removal shifts.
              setErrors((current) =>
                Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('collectNodeTags.'))),
              );
            }}
            definition={[
              tagField('tag', t('equipment.tags.tag')),
              tagField('description', t('equipment.tags.description')),
              tagField('dataType', t('equipment.tags.dataType')),
              tagField('dataUnit', t('equipment.tags.dataUnit')),
            ]}
          />
        </FormField>
      </ContainerForm>
      {guard.dialog}
    </>
  );
}
