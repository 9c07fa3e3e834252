import '../messages/certificate-messages.js';
import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { ApiError, fieldErrorsOf, messageOf, statusOf } from '@/api/http-client.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  getRotation,
  rotateCertificate,
  type EquipmentCertify,
  type EquipmentCertifyRotation,
} from '../api/equipment-certificates.js';
import { formatDateTime } from '@/components/formatting.js';
import { ROTATION_STEPS, ROTATION_WAIT_CHOICES, rotationEnded, rotationStepStates } from './rotation-steps.js';

/** How often a running rotation is read back. */
const ROTATION_POLL_MS = 2_000;

/**
 * The gateway's rotation, read when the dialog opens (undefined: none yet; a 404 is none) and every two seconds
 * while one runs, until it ends or the dialog closes. `started` replaces it with the answer of a start.
 */
function useRotation(gatewayId: string) {
  const [rotation, setRotation] = useState<EquipmentCertifyRotation>();
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string>();
  const running = rotation !== undefined && !rotationEnded(rotation);
  useEffect(() => {
    if (loaded && !running) return undefined;
    const controller = new AbortController();
    const read = async () => {
      try {
        setRotation(await getRotation(gatewayId, controller.signal));
        setFailure(undefined);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (statusOf(error) !== 404) setFailure(messageOf(error));
      }
      if (!controller.signal.aborted) setLoaded(true);
    };
    const timer = setTimeout(() => void read(), loaded ? ROTATION_POLL_MS : 0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [gatewayId, loaded, running, rotation]);
  return { rotation, loaded, failure, started: setRotation };
}

/** The server's reasons for refusing a start (409 `reason`), in the console's language. */
const REFUSALS = {
  notActive: 'certificate.rotation.refused.notActive',
  gatewayStopped: 'certificate.rotation.refused.gatewayStopped',
  rotationRunning: 'certificate.rotation.refused.rotationRunning',
  gatewayChanged: 'certificate.rotation.refused.gatewayChanged',
  certificateChanged: 'certificate.rotation.refused.certificateChanged',
} as const;

/** Why a start failed: the refusal's own text when the server named its reason, else the server's message. */
function refusalOf(error: unknown, t: ReturnType<typeof useI18n>['t']): string {
  const reason = error instanceof ApiError ? (error.body as { reason?: string }).reason : undefined;
  return reason && reason in REFUSALS ? t(REFUSALS[reason as keyof typeof REFUSALS]) : messageOf(error);
}

/** A wait in seconds as the console says it: minutes below an hour, else hours. */
function waitLabel(seconds: number, t: ReturnType<typeof useI18n>['t']): string {
  return seconds < 3600
    ? t('certificate.rotation.minutes', { count: seconds / 60 })
    : t('certificate.rotation.hours', { count: seconds / 3600 });
}

/** The outcome of an ended rotation, as an alert's type and text. */
function outcomeOf(rotation: EquipmentCertifyRotation, t: ReturnType<typeof useI18n>['t']) {
  if (rotation.status === 'completed') return { type: 'success', text: t('certificate.rotation.completed') } as const;
  if (rotation.status === 'rolledBack')
    return rotation.reason === 'timeout'
      ? ({ type: 'warning', text: t('certificate.rotation.rolledBackTimeout') } as const)
      : ({ type: 'warning', text: t('certificate.rotation.rolledBackError') } as const);
  return { type: 'error', text: t('certificate.rotation.failed') } as const;
}

/** A rotation's steps with where each stands, its status and, once ended, its outcome. */
function RotationProgress(props: { rotation: EquipmentCertifyRotation }) {
  const { t, locale } = useI18n();
  const { rotation } = props;
  const states = rotationStepStates(rotation);
  const ended = rotationEnded(rotation);
  const outcome = ended ? outcomeOf(rotation, t) : undefined;
  return (
    <SpaceBetween size="m">
      <div data-testid="certificate-rotation-status" data-status={rotation.status}>
        <Box variant="h3">{t(`certificate.rotation.status.${rotation.status}`)}</Box>
      </div>
      <SpaceBetween size="xs">
        {ROTATION_STEPS.map((step) => (
          <div key={step} data-testid={`certificate-rotation-step-${step}`} data-state={states[step]}>
            <StatusIndicator type={states[step]}>
              {t(`certificate.rotation.step.${step}`)}
              {step === 'connect' && states.connect === 'in-progress' && rotation.deadline
                ? ` (${t('certificate.rotation.deadline', { time: formatDateTime(rotation.deadline, locale) })})`
                : ''}
            </StatusIndicator>
          </div>
        ))}
      </SpaceBetween>
      {outcome ? (
        <Alert type={outcome.type} data-testid="certificate-rotation-outcome">
          {outcome.text}
        </Alert>
      ) : (
        <Box color="text-body-secondary">{t('certificate.rotation.running')}</Box>
      )}
    </SpaceBetween>
  );
}

/**
 * The rotation dialog of an active certificate (`certificate-rotation-modal`; docs/equipment.md "Rotation"): while
 * the gateway's rotation runs, its progress, read back every two seconds; otherwise the start form (how long to wait
 * for the gateway, the new certificate's end date) with the last rotation's outcome, then the new one's progress.
 */
export function RotationModal(props: {
  certificate: EquipmentCertify & { equipment: { id: string } };
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const { rotation, loaded, failure, started } = useRotation(props.certificate.equipment.id);
  const [waitSeconds, setWaitSeconds] = useState<number>(900);
  const [endDate, setEndDate] = useState('');
  const [errors, setErrors] = useState<{ endDate?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [startedHere, setStartedHere] = useState(false);
  // A running rotation, or the one started here until the dialog closes; else the start form.
  const progress = rotation && (startedHere || !rotationEnded(rotation)) ? rotation : undefined;

  const start = async () => {
    setBusy(true);
    setErrors({});
    try {
      started(await rotateCertificate(props.certificate.id, { waitSeconds, ...(endDate ? { endDate } : {}) }));
      setStartedHere(true);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({ endDate: fields.endDate, form: fields.endDate ? undefined : refusalOf(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      size="medium"
      data-testid="certificate-rotation-modal"
      header={t('certificate.rotation.title', { name: props.certificate.description })}
      onDismiss={props.onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" data-testid="certificate-rotation-close" onClick={props.onClose}>
              {t('certificate.action.close')}
            </Button>
            {progress ? null : (
              <Button
                variant="primary"
                loading={busy}
                disabled={!loaded}
                data-testid="certificate-rotation-start"
                onClick={() => void start()}
              >
                {t('certificate.rotation.start')}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {failure ? <Alert type="error">{t('certificate.rotation.loadFailed', { message: failure })}</Alert> : null}
        {errors.form ? (
          <Alert type="error">{t('certificate.result.failedText', { message: errors.form })}</Alert>
        ) : null}
        {progress ? (
          <RotationProgress rotation={progress} />
        ) : (
          <SpaceBetween size="m">
            <Box variant="p">{t('certificate.rotation.intro')}</Box>
            {rotation ? (
              <Box color="text-body-secondary" data-testid="certificate-rotation-last">
                {t('certificate.rotation.last', {
                  status: t(`certificate.rotation.status.${rotation.status}`),
                  time: formatDateTime(rotation.endedAt ?? rotation.startedAt, locale),
                })}
              </Box>
            ) : null}
            <FormField label={t('certificate.rotation.wait')} description={t('certificate.rotation.waitHint')}>
              <Select
                data-testid="certificate-rotation-wait"
                selectedOption={{ value: String(waitSeconds), label: waitLabel(waitSeconds, t) }}
                options={ROTATION_WAIT_CHOICES.map((seconds) => ({
                  value: String(seconds),
                  label: waitLabel(seconds, t),
                }))}
                onChange={({ detail }) => setWaitSeconds(Number(detail.selectedOption.value))}
              />
            </FormField>
            <FormField
              label={t('certificate.rotation.endDate')}
              description={t('certificate.rotation.endDateHint')}
              errorText={errors.endDate}
            >
              <DatePicker
                data-testid="certificate-rotation-endDate"
                value={endDate}
                placeholder="YYYY/MM/DD"
                openCalendarAriaLabel={(picked) => `${t('certificate.rotation.endDate')} ${picked ?? ''}`}
                onChange={({ detail }) => setEndDate(detail.value)}
                invalid={Boolean(errors.endDate)}
              />
            </FormField>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}
