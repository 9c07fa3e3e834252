import '../messages/canvas-messages.js';
import '../messages/runs-messages.js';
import { createContext, useContext, useState } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { useFormatting } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  previewRunOutput,
  saveRunOutput,
  type RunDetail,
  type RunModule,
  type RunModuleStatus,
} from '../api/project-runs.js';

/** The indicator of a module's run state: spinner while running, check or cross after (spec: module display). */
export const RUN_INDICATOR: Record<RunModuleStatus, StatusIndicatorProps.Type> = {
  PENDING: 'pending',
  RUNNING: 'loading',
  SUCCEEDED: 'success',
  FAILED: 'error',
  SKIPPED: 'stopped',
};

/**
 * The latest run's modules by id, for the module boxes: the canvas provides it, so a box shows its run state without
 * the run being part of the nodes (undo and redo keep the graph, not the run).
 */
export const RunStateContext = createContext<ReadonlyMap<string, RunModule>>(new Map());

/** The latest run's state of a module, or undefined before it ran. */
export const useModuleRunState = (moduleId: string) => useContext(RunStateContext).get(moduleId);

/** A module's run state on its box: the indicator, its duration once ended, and a badge when it was reused. */
export function ModuleRunState(props: { module: RunModule }) {
  const { t } = useI18n();
  const format = useFormatting();
  const { module } = props;
  return (
    <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
      <StatusIndicator type={RUN_INDICATOR[module.status]} iconAriaLabel={t(`runs.status.${module.status}`)} />
      {module.durationMs !== undefined && module.status !== 'RUNNING' ? (
        <Box variant="small" data-testid={`run-duration-${module.moduleId}`}>
          {t('runs.duration', { seconds: format.number(module.durationMs / 1000, 1) })}
        </Box>
      ) : null}
      {module.reused ? (
        <span title={module.reuseReason ? t(`runs.reason.${module.reuseReason}`) : undefined}>
          <Badge color="blue">{t('runs.reused')}</Badge>
        </span>
      ) : null}
    </SpaceBetween>
  );
}

/** The text of a module's run state for its tooltip: state, duration and why it was (or was not) reused. */
export function runStateText(module: RunModule, t: ReturnType<typeof useI18n>['t']): string {
  const parts = [t(`runs.status.${module.status}`)];
  if (module.durationMs !== undefined)
    parts.push(t('runs.duration', { seconds: (module.durationMs / 1000).toFixed(1) }));
  if (module.reuseReason) parts.push(t(`runs.reason.${module.reuseReason}`));
  if (module.error) parts.push(module.error);
  return parts.join(' · ');
}

type ConfusionMatrix = { labels: string[]; matrix: number[][] };
type PerClass = { label: string; precision: number; recall: number; f1: number; support: number }[];

/** An evaluation's figures: accuracy (or the regression and clustering figures), per class, the confusion matrix. */
function Figures(props: { metrics: Record<string, unknown> }) {
  const { t } = useI18n();
  const format = useFormatting();
  const { metrics } = props;
  const numbers = ['accuracy', 'r2', 'rmse', 'mae', 'inertia', 'silhouette'].filter(
    (name) => typeof metrics[name] === 'number',
  );
  const matrix = metrics.confusionMatrix as ConfusionMatrix | undefined;
  const perClass = metrics.perClass as PerClass | undefined;
  if (numbers.length === 0 && !matrix) return null;
  return (
    <SpaceBetween size="s">
      <Header variant="h3">{t('runs.results.metrics')}</Header>
      <KeyValuePairs
        columns={2}
        items={numbers.map((name) => ({
          label: name === 'accuracy' ? t('runs.results.accuracy') : name,
          value: <span data-testid={`metric-${name}`}>{format.number(metrics[name] as number, 3)}</span>,
        }))}
      />
      {matrix ? (
        <Table
          variant="embedded"
          header={<Header variant="h3">{t('runs.results.confusionMatrix')}</Header>}
          items={matrix.labels.map((label, row) => ({ label, row }))}
          columnDefinitions={[
            { id: 'actual', header: t('runs.results.actual'), cell: (item) => item.label },
            ...matrix.labels.map((label, column) => ({
              id: `p${column}`,
              header: label,
              cell: (item: { label: string; row: number }) => matrix.matrix[item.row][column],
            })),
          ]}
        />
      ) : null}
      {perClass ? (
        <Table
          variant="embedded"
          header={<Header variant="h3">{t('runs.results.perClass')}</Header>}
          items={perClass}
          columnDefinitions={[
            { id: 'label', header: t('runs.results.label'), cell: (item) => item.label },
            { id: 'precision', header: t('runs.results.precision'), cell: (item) => format.number(item.precision, 3) },
            { id: 'recall', header: t('runs.results.recall'), cell: (item) => format.number(item.recall, 3) },
            { id: 'f1', header: 'F1', cell: (item) => format.number(item.f1, 3) },
          ]}
        />
      ) : null}
    </SpaceBetween>
  );
}

/** One output port: preview its first rows (or the model's record) and save it as a dataset or model. */
function OutputPort(props: {
  projectId: string;
  runId: string;
  moduleId: string;
  port: string;
  kind: 'dataset' | 'model';
}) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<Awaited<ReturnType<typeof previewRunOutput>> | undefined>();
  const { projectId, runId, moduleId, port } = props;
  const save = async () => {
    setSaving(true);
    try {
      await saveRunOutput(projectId, runId, moduleId, port, { name });
      notify({
        type: 'success',
        content: t(props.kind === 'dataset' ? 'canvas.datasetSaved' : 'canvas.modelSaved', { name }),
      });
      setName('');
    } catch (error) {
      const failed = t(props.kind === 'dataset' ? 'canvas.datasetSaveFailed' : 'canvas.modelSaveFailed');
      notify({ type: 'error', content: `${failed}: ${messageOf(error)}` });
    } finally {
      setSaving(false);
    }
  };
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Box fontWeight="bold">{port}</Box>
        <Button
          data-testid={`preview-${moduleId}-${port}`}
          onClick={() => void previewRunOutput(projectId, runId, moduleId, port).then(setPreview)}
        >
          {t('runs.results.preview')}
        </Button>
        <Input
          value={name}
          placeholder={t('runs.results.saveName')}
          ariaLabel={t('runs.results.saveName')}
          onChange={({ detail }) => setName(detail.value)}
        />
        <Button
          data-testid={`save-${moduleId}-${port}`}
          disabled={name.trim() === ''}
          loading={saving}
          onClick={() => void save()}
        >
          {t('runs.results.save')}
        </Button>
      </SpaceBetween>
      {preview?.kind === 'dataset' ? (
        <Table
          variant="embedded"
          wrapLines={false}
          items={preview.rows}
          columnDefinitions={preview.columns.map((column) => ({
            id: column,
            header: column,
            cell: (row: Record<string, unknown>) => String(row[column] ?? ''),
          }))}
        />
      ) : preview?.model ? (
        <KeyValuePairs
          columns={2}
          items={[
            { label: t('runs.results.model'), value: String(preview.model.algorithmId ?? '') },
            { label: t('runs.results.features'), value: ((preview.model.features as string[]) ?? []).join(', ') },
          ]}
        />
      ) : null}
    </SpaceBetween>
  );
}

/**
 * A module's result in the last run (the drawer's "evaluation result"): its state, duration and reuse, the reason
 * it failed, an evaluation's figures and confusion matrix, and each output with its preview and save.
 */
export function RunResults(props: { projectId: string; run: RunDetail | undefined; moduleId: string }) {
  const { t } = useI18n();
  const module = props.run?.modules.find((m) => m.moduleId === props.moduleId);
  if (!props.run || !module) {
    return (
      <Container header={<Header variant="h3">{t('runs.results.title')}</Header>}>
        <Box color="text-status-inactive">{t('runs.results.none')}</Box>
      </Container>
    );
  }
  const result = module.result as { summary?: string; metrics?: Record<string, unknown> } | undefined;
  return (
    <Container header={<Header variant="h3">{t('runs.results.title')}</Header>} data-testid="run-results">
      <SpaceBetween size="m">
        <ModuleRunState module={module} />
        {module.reuseReason ? <Box variant="small">{t(`runs.reason.${module.reuseReason}`)}</Box> : null}
        {module.error ? <KeyValuePairs items={[{ label: t('runs.results.error'), value: module.error }]} /> : null}
        {result?.summary ? (
          <KeyValuePairs items={[{ label: t('runs.results.summary'), value: result.summary }]} />
        ) : null}
        {result?.metrics ? <Figures metrics={result.metrics} /> : null}
        {module.status === 'SUCCEEDED' && module.moduleTypeCode === '002' && Object.keys(module.outputs).length > 0 ? (
          <SpaceBetween size="s">
            <Header variant="h3">{t('runs.results.outputs')}</Header>
            {Object.entries(module.outputs).map(([port, key]) => (
              <OutputPort
                key={port}
                projectId={props.projectId}
                runId={props.run!.runId}
                moduleId={module.moduleId}
                port={port}
                kind={key.endsWith('.json') ? 'model' : 'dataset'}
              />
            ))}
          </SpaceBetween>
        ) : null}
      </SpaceBetween>
    </Container>
  );
}
