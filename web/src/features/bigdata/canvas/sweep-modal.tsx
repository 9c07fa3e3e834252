import '../messages/runs-messages.js';
import { useEffect, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { SWEEP_LIMITS } from '@shared/schemas/bigdata-runs.js';
import { messageOf } from '@/api/http-client.js';
import { FormModal } from '@/components/form-modal.js';
import { useFormatting } from '@/components/formatting.js';
import { useLoad } from '@/components/use-load.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getRun, type RunDetail, type Sweep } from '../api/project-runs.js';
import { getAlgorithmParameters, type ChainModule } from '../api/projects.js';
import { RUN_INDICATOR } from './run-results.js';
import { isSweepable, planSweep, sweepFigureNames, type SweepDraft, type SweepIssue } from './sweep.js';
import { RUN_POLL_MS } from './use-project-run.js';

type Translate = ReturnType<typeof useI18n>['t'];

const issueText = (issue: SweepIssue, t: Translate) =>
  issue.code === 'invalidValue'
    ? t('runs.sweep.issue.invalidValue', { value: issue.value })
    : t(`runs.sweep.issue.${issue.code}`, { max: SWEEP_LIMITS.values });

const ended = (run: RunDetail) => run.status !== 'RUNNING' && run.status !== 'PENDING';

/**
 * A sweep's figures (docs/bigdata.md "Parameter sweep"): how many values are done, and per value its state, duration
 * and the figures its evaluation answered (accuracy, R², …).
 */
export function SweepResults(props: { run: RunDetail }) {
  const { t } = useI18n();
  const format = useFormatting();
  const sweep = props.run.sweep;
  if (!sweep) return null;
  const done = sweep.results.filter((result) => result.status !== 'RUNNING' && result.status !== 'PENDING').length;
  const figures = sweepFigureNames(sweep.results);
  return (
    <SpaceBetween size="s">
      {ended(props.run) ? null : (
        <ProgressBar
          data-testid="sweep-progress"
          value={sweep.results.length ? (done / sweep.results.length) * 100 : 0}
          label={t('runs.sweep.progress', { done, total: sweep.results.length })}
        />
      )}
      <Table
        variant="embedded"
        data-testid="sweep-results"
        header={<Box variant="h3">{t('runs.sweep.results', { parameter: sweep.parameter })}</Box>}
        items={sweep.results}
        trackBy={(result) => String(result.value)}
        columnDefinitions={[
          { id: 'value', header: t('runs.sweep.value'), cell: (result) => String(result.value) },
          {
            id: 'status',
            header: t('runs.history.status'),
            cell: (result) => (
              <StatusIndicator type={RUN_INDICATOR[result.status]}>
                {result.error ?? t(`runs.status.${result.status}`)}
              </StatusIndicator>
            ),
          },
          {
            id: 'duration',
            header: t('runs.history.duration'),
            cell: (result) =>
              result.durationMs === undefined
                ? ''
                : t('runs.duration', { seconds: format.number(result.durationMs / 1000, 1) }),
          },
          ...figures.map((name) => ({
            id: `figure-${name}`,
            header: name === 'accuracy' ? t('runs.results.accuracy') : name,
            cell: (result: (typeof sweep.results)[number]) => {
              const value = result.metrics?.[name];
              return typeof value === 'number' ? format.number(value, 3) : '';
            },
          })),
        ]}
      />
    </SpaceBetween>
  );
}

/** A started sweep: its run read every `RUN_POLL_MS` until it ends, then 扫描已完成 (or which values failed). */
function SweepProgress(props: { projectId: string; runId: string; parameter: string; onClose: () => void }) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [run, setRun] = useState<RunDetail>();
  const { projectId, runId, parameter } = props;
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const latest = await getRun(projectId, runId, controller.signal);
        setRun(latest);
        if (ended(latest)) {
          const count = latest.sweep?.results.length ?? 0;
          notify(
            latest.status === 'SUCCEEDED'
              ? { type: 'success', content: t('runs.sweep.succeeded', { parameter, count }) }
              : { type: 'error', content: t('runs.sweep.failed', { parameter }) },
          );
          return;
        }
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
      timer = setTimeout(() => void read(), RUN_POLL_MS);
    };
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [projectId, runId, parameter, notify, t]);
  return (
    <Modal
      visible
      size="large"
      data-testid="sweep-run"
      header={t('runs.sweep.results', { parameter })}
      onDismiss={props.onClose}
      footer={
        <Box float="right">
          <Button onClick={props.onClose}>{t('runs.sweep.close')}</Button>
        </Box>
      }
    >
      {run ? <SweepResults run={run} /> : <StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>}
    </Modal>
  );
}

/**
 * 参数扫描 of an algorithm module (its drawer or the right-click menu): one numeric parameter with a list or a range
 * (from, to, step), or an enum parameter with a choice of its options, at most `SWEEP_LIMITS.values` values; then the
 * sweep's progress and its figures per value. `start` saves the project and starts the sweep, answering its run (undefined when the save failed, which said so).
 */
export function SweepModal(props: {
  projectId: string;
  module: ChainModule;
  start: (body: Sweep) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const { module } = props;
  const declared = useLoad(module.objectId ?? '', (signal) => getAlgorithmParameters(module.objectId ?? '', signal));
  const parameters = (declared.data ?? []).filter(isSweepable);
  const [name, setName] = useState<string>();
  const [draft, setDraft] = useState<SweepDraft>({ mode: 'list', list: '', options: [], from: '', to: '', step: '1' });
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [runId, setRunId] = useState<string>();
  const parameter = parameters.find((candidate) => candidate.name === name) ?? parameters[0];
  const plan = parameter ? planSweep(parameter, draft) : undefined;
  // A typed list or a complete range is checked as it is typed; anything else once Start is pressed.
  const typed =
    parameter?.type !== 'enum' &&
    (draft.mode === 'list' ? draft.list.trim() !== '' : [draft.from, draft.to, draft.step].every((v) => v !== ''));
  const issue = plan && 'issue' in plan && (shown || typed) ? issueText(plan.issue, t) : undefined;
  const edit = (change: Partial<SweepDraft>) => setDraft((current) => ({ ...current, ...change }));

  if (runId && parameter) {
    return (
      <SweepProgress projectId={props.projectId} runId={runId} parameter={parameter.name} onClose={props.onClose} />
    );
  }

  const submit = async () => {
    setShown(true);
    if (!parameter || !plan || 'issue' in plan) return;
    setBusy(true);
    try {
      setRunId(await props.start({ moduleId: module.id, parameter: parameter.name, ...plan.body }));
    } catch (error) {
      notify({
        type: 'error',
        content: `${t('runs.sweep.startFailed', { parameter: parameter.name })}: ${messageOf(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };

  const parameterOptions = parameters.map((candidate) => ({
    value: candidate.name,
    label: candidate.name,
    description: candidate.type === 'enum' ? (candidate.options ?? []).join(', ') : candidate.type,
  }));
  return (
    <FormModal
      header={t('runs.sweep.title', { module: module.name ?? module.id })}
      testId="sweep-form"
      size="medium"
      cancelText={t('common.cancel')}
      submitText={t('runs.sweep.start')}
      submitTestId="sweep-start"
      submitDisabled={!parameter}
      busy={busy}
      form
      onSubmit={() => void submit()}
      onDismiss={props.onClose}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('runs.sweep.description', { max: SWEEP_LIMITS.values })}</Box>
        {declared.loading ? (
          <StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>
        ) : !parameter ? (
          <Box color="text-status-inactive">{t('runs.sweep.noParameters')}</Box>
        ) : (
          <>
            <FormField label={t('runs.sweep.parameter')}>
              <Select
                data-testid="sweep-parameter"
                selectedOption={parameterOptions.find((option) => option.value === parameter.name) ?? null}
                options={parameterOptions}
                onChange={({ detail }) => setName(detail.selectedOption.value)}
              />
            </FormField>
            {parameter.type === 'enum' ? (
              <FormField label={t('runs.sweep.options')} errorText={issue}>
                <Multiselect
                  data-testid="sweep-options"
                  selectedOptions={draft.options.map((option) => ({ value: option, label: option }))}
                  options={(parameter.options ?? []).map((option) => ({ value: option, label: option }))}
                  onChange={({ detail }) => edit({ options: detail.selectedOptions.map((option) => option.value!) })}
                />
              </FormField>
            ) : (
              <>
                <FormField label={t('runs.sweep.mode')}>
                  <SegmentedControl
                    selectedId={draft.mode}
                    options={[
                      { id: 'list', text: t('runs.sweep.mode.list') },
                      { id: 'range', text: t('runs.sweep.mode.range') },
                    ]}
                    onChange={({ detail }) => edit({ mode: detail.selectedId as SweepDraft['mode'] })}
                  />
                </FormField>
                {draft.mode === 'list' ? (
                  <FormField label={t('runs.sweep.list')} errorText={issue}>
                    <Input
                      data-testid="sweep-list"
                      value={draft.list}
                      placeholder="2, 3, 4"
                      onChange={({ detail }) => edit({ list: detail.value })}
                    />
                  </FormField>
                ) : (
                  <FormField errorText={issue}>
                    <SpaceBetween direction="horizontal" size="xs">
                      {(['from', 'to', 'step'] as const).map((field) => (
                        <FormField key={field} label={t(`runs.sweep.${field}`)}>
                          <Input
                            data-testid={`sweep-${field}`}
                            type="number"
                            value={draft[field]}
                            onChange={({ detail }) => edit({ [field]: detail.value })}
                          />
                        </FormField>
                      ))}
                    </SpaceBetween>
                  </FormField>
                )}
              </>
            )}
            {plan && 'values' in plan ? (
              <Box variant="small" data-testid="sweep-values">
                {t('runs.sweep.willRun', { count: plan.values.length, values: plan.values.join(', ') })}
              </Box>
            ) : null}
          </>
        )}
      </SpaceBetween>
    </FormModal>
  );
}
