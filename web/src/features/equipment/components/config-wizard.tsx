import '../messages/equipment-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import Wizard from '@cloudscape-design/components/wizard';
import { EQUIPMENT_CONFIG_LIMITS as C } from '@shared/constants/equipment-rules.js';
import type { Locale } from '@shared/constants/ids.js';
import { messageOf } from '@/api/http-client.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  getCompressMethods,
  getTransferProtocols,
  submitEquipmentConfig,
  type Equipment,
  type EquipmentConfig,
  type EquipmentLookup,
} from '../api/equipment.js';
import {
  bodyOf,
  configFieldErrors,
  EMPTY_NODE,
  generalProblems,
  nodeProblems,
  NODES,
  SAMPLE_MODES,
  stepOfField,
  valuesOf,
  type ConfigValues,
  type NodeRow,
  type NodeText,
} from './config-rules.js';
import { formatDateTime, orDash } from '@/components/formatting.js';
import { screenPath } from './paths.js';
import { useTemplateFill } from './template-fill.js';
import { useLeaveGuard } from './use-leave-guard.js';

/** A lookup's options in the console's language, with the saved entry kept when the lookup no longer lists it. */
function lookupOptions(
  entries: readonly EquipmentLookup[] | undefined,
  saved: { code: string; name: string } | null,
  locale: Locale,
): SelectProps.Option[] {
  const options = (entries ?? []).map((entry) => ({
    value: entry.code,
    label: locale === 'en' ? entry.nameEn : entry.name,
  }));
  if (saved && !options.some((option) => option.value === saved.code)) {
    options.push({ value: saved.code, label: saved.name });
  }
  return options;
}

/**
 * The configuration wizard of `equipment-config/{id}` (doc 3 §2.2, §3, §5). Step 1, general configuration: transfer
 * protocol and compress method (the lookups), data and file transfer URLs, collect period and buffer, all required
 * and checked before Next. Step 2, node configuration: the collect nodes (prefilled from the gateway's tags until
 * the first save), each alias used once, each with an optional display precision (fraction digits), checked before
 * Finish. Finish saves the whole configuration as a new version; a success returns to the list and says which version
 * in the flashbar (with a warning, which stays, when it has not reached the gateway yet), a failure stays on the
 * wizard and says why there. The server's field errors go onto their fields and open their step. Cancel asks first
 * when something changed.
 */
export function ConfigWizard(props: { gateway: Equipment; config: EquipmentConfig }) {
  const { gateway, config } = props;
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const protocols = useLoad('protocols', getTransferProtocols);
  const compressions = useLoad('compressions', getCompressMethods);
  const [initial] = useState(() => valuesOf(gateway, config));
  const [values, setValues] = useState<ConfigValues>(initial);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const toList = () => navigate(screenPath('equipment-management-list'));
  const guard = useLeaveGuard(dirty, toList, {
    title: 'equipment.config.leaveTitle',
    text: 'equipment.config.leaveText',
  });
  const set = (patch: Partial<ConfigValues>) => setValues((current) => ({ ...current, ...patch }));
  const templateFill = useTemplateFill({
    typeId: gateway.equipmentType.id,
    nodes: values.nodes,
    onFill: (rows) => {
      set({ nodes: rows });
      // The rows' errors were the replaced rows'.
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(NODES))));
    },
  });
  const setNode = (index: number, patch: Partial<NodeRow>) =>
    setValues((current) => ({
      ...current,
      nodes: current.nodes.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));

  const protocolOptions = lookupOptions(protocols.data, config.transferProtocol, locale);
  const compressOptions = lookupOptions(compressions.data, config.compressMethod, locale);
  const sampleOptions: SelectProps.Option[] = SAMPLE_MODES.map((mode) => ({
    value: mode,
    label: t(`equipment.config.sample.${mode}`),
  }));
  const lookupError = protocols.error ?? compressions.error;

  const finish = async () => {
    const problems = { ...generalProblems(values, t), ...nodeProblems(values, t, locale) };
    setErrors(problems);
    if (Object.keys(problems).length) {
      setStep(Math.min(...Object.keys(problems).map(stepOfField)));
      return;
    }
    setBusy(true);
    try {
      const saved = await submitEquipmentConfig(bodyOf(gateway.id, values));
      const name = gateway.equipmentId;
      notify({ type: 'success', content: t('equipment.config.saved', { name, version: saved.version }) });
      if (saved.delivered === false) notify({ type: 'warning', content: t('equipment.config.undelivered', { name }) });
      toList();
    } catch (failure) {
      const fieldErrors = configFieldErrors(failure, locale);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length) setStep(Math.min(...Object.keys(fieldErrors).map(stepOfField)));
      notify({
        type: 'error',
        content: t('equipment.config.failed', { name: gateway.equipmentId, message: messageOf(failure) }),
      });
    } finally {
      setBusy(false);
    }
  };

  const stepInvalid = (index: number) =>
    Object.keys(errors).some((field) => stepOfField(field) === index) ? t('equipment.config.stepInvalid') : undefined;

  const text = (
    field: 'dataTransferUrl' | 'fileTransferUrl' | 'period' | 'buffer',
    testId: string,
    label: string,
    constraint?: string,
  ) => (
    <FormField label={label} constraintText={constraint} errorText={errors[field]}>
      <Input
        data-testid={`equipment-config-field-${testId}`}
        value={values[field]}
        {...(field === 'period' || field === 'buffer'
          ? { type: 'number' as const, inputMode: 'numeric' as const }
          : {})}
        onChange={({ detail }) => set({ [field]: detail.value })}
      />
    </FormField>
  );
  const lookup = (
    field: 'transferProtocol' | 'compressMethod',
    testId: string,
    label: string,
    placeholder: string,
    options: SelectProps.Option[],
    loading: boolean,
  ) => (
    <FormField label={label} errorText={errors[field]}>
      <Select
        data-testid={`equipment-config-field-${testId}`}
        placeholder={placeholder}
        options={options}
        selectedOption={options.find((option) => option.value === values[field]) ?? null}
        statusType={loading ? 'loading' : 'finished'}
        loadingText={t('app.loading')}
        empty={t('equipment.config.noOptions')}
        onChange={({ detail }) => set({ [field]: detail.selectedOption.value ?? '' })}
      />
    </FormField>
  );

  const general = (
    <Container>
      <SpaceBetween size="m">
        {lookupError ? (
          <Alert type="error">{t('equipment.load.failed', { message: messageOf(lookupError) })}</Alert>
        ) : null}
        {lookup(
          'transferProtocol',
          'protocol',
          t('equipment.config.transferProtocol'),
          t('equipment.config.chooseProtocol'),
          protocolOptions,
          protocols.loading,
        )}
        {lookup(
          'compressMethod',
          'compress',
          t('equipment.config.compressMethod'),
          t('equipment.config.chooseCompress'),
          compressOptions,
          compressions.loading,
        )}
        {text('dataTransferUrl', 'data-url', t('equipment.config.dataTransferUrl'))}
        {text('fileTransferUrl', 'file-url', t('equipment.config.fileTransferUrl'))}
        {text(
          'period',
          'period',
          t('equipment.config.period'),
          t('equipment.config.integerHint', { min: C.periodMin, max: C.periodMax }),
        )}
        {text(
          'buffer',
          'buffer',
          t('equipment.config.buffer'),
          t('equipment.config.integerHint', { min: C.bufferMin, max: C.bufferMax }),
        )}
      </SpaceBetween>
    </Container>
  );

  const nodeError = (field: string) => (_row: NodeRow, index: number) => errors[`${NODES}.${index}.${field}`];
  const nodeText = (field: NodeText, label: string) => ({
    label,
    control: (row: NodeRow, index: number) => (
      <Input
        value={row[field]}
        ariaLabel={label}
        onChange={({ detail }) => setNode(index, { [field]: detail.value })}
      />
    ),
    errorText: nodeError(field),
  });
  /** A node's whole-number field: the sample period, or the optional display precision. */
  const nodeNumber = (field: 'period' | 'precision', label: string, placeholder?: string) => ({
    label,
    control: (row: NodeRow, index: number) => (
      <Input
        type="number"
        inputMode="numeric"
        ariaLabel={label}
        placeholder={placeholder}
        value={row[field]}
        onChange={({ detail }) => setNode(index, { [field]: detail.value })}
      />
    ),
    errorText: nodeError(field),
  });
  const nodes = (
    <Container>
      <FormField
        stretch
        label={t('equipment.config.nodes')}
        errorText={errors[NODES]}
        secondaryControl={templateFill.button}
      >
        <AttributeEditor<NodeRow>
          data-testid="equipment-config-nodes"
          items={values.nodes}
          addButtonText={t('equipment.tags.add')}
          removeButtonText={t('equipment.tags.remove')}
          empty={t('equipment.tags.empty')}
          disableAddButton={values.nodes.length >= C.nodes}
          onAddButtonClick={() => set({ nodes: [...values.nodes, { ...EMPTY_NODE }] })}
          onRemoveButtonClick={({ detail }) => {
            set({ nodes: values.nodes.filter((_, index) => index !== detail.itemIndex) });
            // A row's errors are kept by its index, which the removal shifts.
            setErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${NODES}.`))),
            );
          }}
          gridLayout={[
            {
              breakpoint: 'xs',
              rows: [
                [1, 1, 2],
                [1, 1, 1],
                [1, 1, 1],
              ],
            },
            {
              breakpoint: 'xxs',
              rows: [[1, 1], [1, 1], [1, 1], [1, 1], [1]],
            },
            { rows: [[1], [1], [1], [1], [1], [1], [1], [1], [1]] },
          ]}
          definition={[
            nodeText('name', t('equipment.config.nodeName')),
            nodeText('alias', t('equipment.config.alias')),
            nodeText('description', t('equipment.config.description')),
            nodeText('dataType', t('equipment.config.dataType')),
            nodeText('dataUnit', t('equipment.config.dataUnit')),
            {
              label: t('equipment.config.sampleMode'),
              control: (row, index) => {
                const options = sampleOptions.some((option) => option.value === row.sampleMode)
                  ? sampleOptions
                  : [...sampleOptions, { value: row.sampleMode, label: row.sampleMode }];
                return (
                  <Select
                    ariaLabel={t('equipment.config.sampleMode')}
                    options={options}
                    selectedOption={options.find((option) => option.value === row.sampleMode) ?? null}
                    onChange={({ detail }) => setNode(index, { sampleMode: detail.selectedOption.value ?? '' })}
                  />
                );
              },
              errorText: nodeError('sampleMode'),
            },
            nodeNumber('period', t('equipment.config.nodePeriod')),
            {
              label: t('equipment.config.backup'),
              control: (row, index) => (
                <Toggle checked={row.ifBackup} onChange={({ detail }) => setNode(index, { ifBackup: detail.checked })}>
                  {t('equipment.config.backupLabel')}
                </Toggle>
              ),
              errorText: nodeError('ifBackup'),
            },
            {
              ...nodeNumber('precision', t('equipment.config.precision'), t('equipment.config.precisionPlaceholder')),
              constraintText: t('equipment.config.precisionHint', { min: C.precisionMin, max: C.precisionMax }),
            },
          ]}
        />
      </FormField>
    </Container>
  );

  return (
    <SpaceBetween size="l">
      {config.saved ? (
        <Container header={<Header variant="h2">{t('equipment.config.lastSave')}</Header>}>
          <KeyValuePairs
            data-testid="equipment-config-last-save"
            columns={3}
            items={[
              { label: t('equipment.config.version'), value: String(config.version) },
              { label: t('equipment.config.savedAt'), value: formatDateTime(config.updateDate, locale) },
              { label: t('equipment.config.savedBy'), value: orDash(config.updateByName) },
            ]}
          />
        </Container>
      ) : (
        <Alert type="info" data-testid="equipment-config-never-saved">
          {t('equipment.config.neverSaved')}
        </Alert>
      )}
      <Wizard
        data-testid="equipment-config-wizard"
        activeStepIndex={step}
        isLoadingNextStep={busy}
        onNavigate={({ detail }) => {
          // Next checks step 1 first; Previous always goes.
          if (detail.requestedStepIndex > step) {
            const problems = generalProblems(values, t);
            setErrors(problems);
            if (Object.keys(problems).length) return;
          }
          setStep(detail.requestedStepIndex);
        }}
        onCancel={guard.leave}
        onSubmit={() => void finish()}
        i18nStrings={{
          stepNumberLabel: (n) => t('equipment.config.stepNumber', { n }),
          collapsedStepsLabel: (n, total) => t('equipment.config.collapsedSteps', { n, total }),
          navigationAriaLabel: t('equipment.config.steps'),
          cancelButton: t('equipment.action.cancel'),
          previousButton: t('equipment.config.previous'),
          nextButton: t('equipment.config.next'),
          submitButton: t('equipment.config.finish'),
          optional: t('equipment.config.optional'),
        }}
        steps={[
          {
            title: t('equipment.config.stepGeneral'),
            description: t('equipment.config.stepGeneralDescription'),
            errorText: stepInvalid(0),
            content: general,
          },
          {
            title: t('equipment.config.stepNodes'),
            description: t('equipment.config.stepNodesDescription'),
            errorText: stepInvalid(1),
            content: nodes,
          },
        ]}
      />
      {guard.dialog}
      {templateFill.dialogs}
    </SpaceBetween>
  );
}
