import '../messages/runs-messages.js';
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useFormatting } from '@/components/formatting.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getRun, listRuns, type RunDetail, type RunModule, type RunSummary } from '../api/project-runs.js';
import { ModuleRunState, RUN_INDICATOR } from './run-results.js';

/** What a module of one run shows in the comparison: its parameters and its headline figure. */
const parametersText = (module: RunModule | undefined) =>
  module
    ? Object.entries(module.parameters)
        .map(([name, value]) => `${name}=${String(value)}`)
        .join(', ')
    : '';
const accuracyOf = (module: RunModule | undefined) =>
  (module?.result as { metrics?: { accuracy?: number } } | undefined)?.metrics?.accuracy;

/** Two runs side by side, module by module: state, duration, reuse, parameters and accuracy. */
function RunComparison(props: { runs: [RunDetail, RunDetail] }) {
  const { t } = useI18n();
  const format = useFormatting();
  const [a, b] = props.runs;
  const ids = [...new Set([...a.modules, ...b.modules].map((module) => module.moduleId))];
  const find = (run: RunDetail, id: string) => run.modules.find((module) => module.moduleId === id);
  const side = (run: RunDetail, label: string) => [
    {
      id: `${label}-state`,
      header: `${label}: ${format.dateTime(run.startedAt)}`,
      cell: (id: string) => {
        const module = find(run, id);
        return module ? <ModuleRunState module={module} /> : '—';
      },
    },
    {
      id: `${label}-parameters`,
      header: t('runs.history.parameters'),
      cell: (id: string) => parametersText(find(run, id)),
    },
    {
      id: `${label}-accuracy`,
      header: t('runs.results.accuracy'),
      cell: (id: string) => {
        const accuracy = accuracyOf(find(run, id));
        return accuracy === undefined ? '' : format.number(accuracy, 3);
      },
    },
  ];
  return (
    <Table
      variant="embedded"
      data-testid="run-comparison"
      items={ids}
      columnDefinitions={[
        { id: 'module', header: t('runs.history.module'), cell: (id) => find(a, id)?.name ?? find(b, id)?.name ?? id },
        ...side(a, 'A'),
        ...side(b, 'B'),
      ]}
    />
  );
}

/**
 * The project's run history (newest first): each run's state, start, duration and reused modules; two selected runs
 * compare side by side.
 */
export function RunHistory(props: { projectId: string; refreshKey?: string }) {
  const { t } = useI18n();
  const format = useFormatting();
  const runs = useLoad(`${props.projectId}:${props.refreshKey ?? ''}`, (signal) =>
    listRuns(props.projectId, undefined, signal),
  );
  const [selected, setSelected] = useState<RunSummary[]>([]);
  const [compared, setCompared] = useState<[RunDetail, RunDetail] | undefined>();
  const compare = async () => {
    const [a, b] = await Promise.all(selected.map((run) => getRun(props.projectId, run.runId)));
    setCompared([a, b]);
  };
  return (
    <SpaceBetween size="m">
      <Table
        data-testid="run-history"
        loading={runs.loading}
        items={runs.data?.items ?? []}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems.slice(-2))}
        trackBy="runId"
        empty={t('runs.history.empty')}
        header={
          <Header
            variant="h3"
            actions={
              <Button disabled={selected.length !== 2} onClick={() => void compare()}>
                {t('runs.history.compare')}
              </Button>
            }
          >
            {t('runs.history.title')}
          </Header>
        }
        columnDefinitions={[
          { id: 'startedAt', header: t('runs.history.startedAt'), cell: (run) => format.dateTime(run.startedAt) },
          {
            id: 'status',
            header: t('runs.history.status'),
            cell: (run) => (
              <StatusIndicator type={RUN_INDICATOR[run.status]}>{t(`runs.status.${run.status}`)}</StatusIndicator>
            ),
          },
          {
            id: 'duration',
            header: t('runs.history.duration'),
            cell: (run) =>
              run.durationMs === undefined
                ? ''
                : t('runs.duration', { seconds: format.number(run.durationMs / 1000, 1) }),
          },
          { id: 'reused', header: t('runs.history.reusedCount'), cell: (run) => run.reusedCount },
        ]}
      />
      {compared ? <RunComparison runs={compared} /> : null}
    </SpaceBetween>
  );
}
