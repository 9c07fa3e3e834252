import '../../messages/iot-messages.js';
import { useState } from 'react';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { PushScope, PushScopeKind } from '@shared/schemas/iot.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { createDataPush, updateDataPush, type DataPush } from '../../api/iot.js';

type Field = 'name' | 'url' | 'secret' | 'scope';

/**
 * The add and edit dialog of a push rule: name, target URL (the server checks the stage's rules), an optional
 * signing secret (never shown again; left empty on edit it is kept), scope and whether it is enabled.
 */
export function PushRuleModal(props: {
  rule?: DataPush;
  groups: readonly { id: string; name: string }[];
  gateways: readonly { id: string; equipmentId: string }[];
  /** How the gateway choices read on: the enterprise's gateways come a page at a time (`optionsOnDemand`). */
  moreGateways?: Pick<SelectProps, 'statusType' | 'onLoadItems'>;
  onDone: () => void;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const { rule } = props;
  const [name, setName] = useState(rule?.name ?? '');
  const [url, setUrl] = useState(rule?.url ?? 'https://');
  const [secret, setSecret] = useState('');
  const [clearSecret, setClearSecret] = useState(false);
  const [kind, setKind] = useState<PushScopeKind>(rule?.scope.kind ?? 'all');
  const [target, setTarget] = useState(rule?.scope.id ?? '');
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const form = useFormSubmit<Field>('name');
  const targets =
    kind === 'group'
      ? props.groups.map((group) => ({ value: group.id, label: group.name }))
      : props.gateways.map((gateway) => ({ value: gateway.id, label: gateway.equipmentId }));
  const scopeMissing = kind !== 'all' && !target;
  const valid = Boolean(name.trim() && url.trim()) && !scopeMissing;
  const save = () =>
    form.submit(valid, async () => {
      const scope: PushScope = kind === 'all' ? { kind } : { kind, id: target };
      const body = { name: name.trim(), url: url.trim(), scope, enabled };
      if (rule) {
        const secretChange = clearSecret ? { secret: '' } : secret ? { secret } : {};
        await updateDataPush({ id: rule.id, ...body, ...secretChange });
      } else await createDataPush({ ...body, ...(secret ? { secret } : {}) });
      props.onDone();
    });
  const required = (value: string) => (form.submitted && !value.trim() ? t('iot.required') : undefined);
  return (
    <FormModal
      testId="iot-push-modal"
      header={rule ? t('iot.push.editTitle') : t('iot.push.addTitle')}
      cancelText={t('iot.action.cancel')}
      submitText={t('iot.action.save')}
      submitTestId="iot-push-save"
      busy={form.busy}
      onSubmit={() => void save()}
      onDismiss={props.onDismiss}
      form
    >
      <SpaceBetween size="s">
        <FormField label={t('iot.push.name')} errorText={required(name) ?? form.serverErrors.name}>
          <Input data-testid="iot-push-name" value={name} onChange={({ detail }) => setName(detail.value)} />
        </FormField>
        <FormField
          label={t('iot.push.url')}
          constraintText={t('iot.push.urlHint')}
          errorText={required(url) ?? form.serverErrors.url}
        >
          <Input data-testid="iot-push-url" value={url} onChange={({ detail }) => setUrl(detail.value)} />
        </FormField>
        <FormField
          label={t('iot.push.secret')}
          constraintText={t('iot.push.secretHint')}
          errorText={form.serverErrors.secret}
        >
          <Input
            data-testid="iot-push-secret"
            type="password"
            value={secret}
            disabled={clearSecret}
            onChange={({ detail }) => setSecret(detail.value)}
          />
        </FormField>
        {rule?.hasSecret ? (
          <Checkbox checked={clearSecret} onChange={({ detail }) => setClearSecret(detail.checked)}>
            {t('iot.push.clearSecret')}
          </Checkbox>
        ) : null}
        <FormField
          label={t('iot.push.scope')}
          errorText={form.submitted && scopeMissing ? t('iot.push.scopeTarget') : form.serverErrors.scope}
        >
          <SpaceBetween size="xs">
            <RadioGroup
              data-testid="iot-push-scope"
              value={kind}
              onChange={({ detail }) => {
                setKind(detail.value as PushScopeKind);
                setTarget('');
              }}
              items={[
                { value: 'all', label: t('iot.push.scope.all') },
                { value: 'group', label: t('iot.push.scope.group') },
                { value: 'gateway', label: t('iot.push.scope.gateway') },
              ]}
            />
            {kind === 'all' ? null : (
              <Select
                {...(kind === 'gateway' ? props.moreGateways : {})}
                data-testid="iot-push-target"
                placeholder={t('iot.push.scopeTarget')}
                options={targets}
                selectedOption={targets.find((option) => option.value === target) ?? null}
                onChange={({ detail }) => setTarget(detail.selectedOption.value ?? '')}
              />
            )}
          </SpaceBetween>
        </FormField>
        <Toggle checked={enabled} onChange={({ detail }) => setEnabled(detail.checked)}>
          {enabled ? t('iot.push.on') : t('iot.push.off')}
        </Toggle>
      </SpaceBetween>
    </FormModal>
  );
}
