import '../messages/canvas-messages.js';
import '../messages/runs-messages.js';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { parameterValueIssue } from '@shared/constants/algorithm-rules.js';
import { portsOf } from '@shared/constants/project-graph.js';
import { MODULE_TYPE } from '@shared/schemas/pipeline.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getAlgorithmParameters, type AlgorithmParameter, type ChainModule } from '../api/projects.js';
import { DRAWER_WIDTH } from './modules.js';

/** The text of a stored value (values are kept as the user typed them; the runner converts text). */
const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** One ordinary parameter with the control of its type, checked against its type and range. */
function ParameterField(props: {
  parameter: AlgorithmParameter;
  value: string;
  columns: readonly string[];
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const { parameter, value } = props;
  const issue = value === '' ? undefined : parameterValueIssue(parameter, value);
  const range =
    parameter.min !== undefined || parameter.max !== undefined
      ? ` [${parameter.min ?? '−∞'}, ${parameter.max ?? '∞'}]`
      : '';
  const testId = `parameter-${parameter.name}`;
  let control;
  if (parameter.type === 'enum' || parameter.type === 'boolean') {
    const options = (parameter.type === 'enum' ? (parameter.options ?? []) : ['true', 'false']).map((option) => ({
      value: option,
      label: parameter.type === 'boolean' ? t(`canvas.value.${option as 'true' | 'false'}`) : option,
    }));
    control = (
      <Select
        data-testid={testId}
        selectedOption={options.find((option) => option.value === value) ?? null}
        options={options}
        onChange={({ detail }) => props.onChange(detail.selectedOption.value ?? '')}
      />
    );
  } else if (parameter.type === 'string') {
    // A text parameter often names a column: offer the columns that will arrive along the links.
    control = (
      <Autosuggest
        data-testid={testId}
        value={value}
        options={props.columns.map((column) => ({ value: column }))}
        enteredTextLabel={(text) => text}
        ariaLabel={parameter.name}
        onChange={({ detail }) => props.onChange(detail.value)}
      />
    );
  } else {
    control = (
      <Input
        data-testid={testId}
        type="number"
        inputMode={parameter.type === 'integer' ? 'numeric' : 'decimal'}
        value={value}
        onChange={({ detail }) => props.onChange(detail.value)}
      />
    );
  }
  return (
    <FormField
      label={`${parameter.name}${range}`}
      description={parameter.description}
      errorText={issue}
      constraintText={
        parameter.type === 'string' && props.columns.length > 0
          ? t('canvas.drawer.columnsArriving', { columns: props.columns.join(', ') })
          : undefined
      }
    >
      {control}
    </FormField>
  );
}

/** An algorithm module's ordinary parameters, as its algorithm declares them (types, ranges, options). */
function AlgorithmParameters(props: {
  module: ChainModule;
  columns: readonly string[];
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useI18n();
  const declared = useLoad(props.module.objectId ?? '', (signal) =>
    getAlgorithmParameters(props.module.objectId ?? '', signal),
  );
  const ordinary = (declared.data ?? []).filter((parameter) => !/_(IN|OUT)$/.test(parameter.type));
  if (declared.loading) return <Box>{t('app.loading')}</Box>;
  if (declared.error) return <Box>{t('canvas.notAvailable')}</Box>;
  if (ordinary.length === 0) return <Box color="text-status-inactive">{t('canvas.drawer.noParameters')}</Box>;
  return (
    <SpaceBetween size="s">
      {ordinary.map((parameter) => (
        <ParameterField
          key={parameter.name}
          parameter={parameter}
          value={textOf(props.module.inputParams.find((param) => param.name === parameter.name)?.value)}
          columns={props.columns}
          onChange={(value) => props.onChange(parameter.name, value)}
        />
      ))}
    </SpaceBetween>
  );
}

/**
 * The 480-wide drawer beside the canvas: the selected module's details (type, ports, a dataset's columns) and an
 * algorithm's parameters, each edited with the control of its type and checked against its range.
 */
export function ModuleDrawer(props: {
  module: ChainModule;
  /** A dataset module's own columns, or undefined. */
  datasetColumns?: readonly string[];
  /** The columns arriving along the module's dataset links. */
  arriving: readonly string[];
  onParameterChange: (name: string, value: string) => void;
  /** Opens 参数扫描 of the module (algorithm modules). */
  onSweep?: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { module } = props;
  const { inputs, outputs } = portsOf(module);
  const type =
    module.moduleType.code === MODULE_TYPE.dataset
      ? 'dataset'
      : module.moduleType.code === MODULE_TYPE.model
        ? 'model'
        : 'algorithm';
  const ports = (list: typeof inputs) =>
    list.length ? list.map((port) => `${port.name} (${t(`canvas.port.${port.kind}`)})`).join(', ') : '-';
  return (
    <aside
      aria-label={t('canvas.drawer.label')}
      data-testid="module-drawer"
      style={{ width: DRAWER_WIDTH, flex: 'none' }}
    >
      <Container
        header={
          <Header
            variant="h2"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {type === 'algorithm' && props.onSweep ? (
                  <Button data-testid="drawer-sweep" onClick={props.onSweep}>
                    {t('runs.sweep.action')}
                  </Button>
                ) : null}
                <Button variant="icon" iconName="close" ariaLabel={t('canvas.drawer.close')} onClick={props.onClose} />
              </SpaceBetween>
            }
          >
            {module.name ?? module.id}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={1}
            items={[
              { label: t('canvas.drawer.type'), value: t(`canvas.type.${type}`) },
              { label: t('canvas.drawer.inputs'), value: ports(inputs) },
              { label: t('canvas.drawer.outputs'), value: ports(outputs) },
              ...(props.datasetColumns
                ? [{ label: t('canvas.drawer.columns'), value: props.datasetColumns.join(', ') || '-' }]
                : []),
            ]}
          />
          {type === 'algorithm' ? (
            <SpaceBetween size="s">
              <Header variant="h3">{t('canvas.drawer.parameters')}</Header>
              <AlgorithmParameters module={module} columns={props.arriving} onChange={props.onParameterChange} />
            </SpaceBetween>
          ) : null}
        </SpaceBetween>
      </Container>
    </aside>
  );
}
