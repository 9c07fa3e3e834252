import '../../messages/applications-messages.js';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Wizard from '@cloudscape-design/components/wizard';
import { messageOf } from '@/api/http-client.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { submitApplication } from '../../api/applications.js';
import {
  ApplicationFields,
  bodyOf,
  emptyAppValues,
  missingFields,
  useAppChoices,
  type AppFormValues,
} from '../../components/application-fields.js';
import { companyIdFor, managementPath, scopeOf, screenPath } from '../../components/scope.js';
import { appFieldErrors } from '../../components/taken-errors.js';
import { useUnsavedWarning } from '@/components/use-unsaved-warning.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { firstStepOf, stepBlockers } from '../../components/wizard-steps.js';

/**
 * `/console/application-add?flag=<scope>` (doc 2 §2): the publishing wizard. Previous / next through basics,
 * classification and description; "next" first checks the step being left (its missing fields are marked and it
 * stays open). Save as a draft ('0') or publish and submit for review ('1'): the result dialog names the application,
 * says which of the two happened, and offers the next step (the edit page, for its plans and versions) or the list;
 * a failure dialog can only be dismissed. Leaving with changes asks first.
 */
export default function ApplicationAddPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const scope = scopeOf(params.get('flag'));
  const mainId = params.get('main') ?? undefined;
  const { data: session } = useSession();
  const choices = useAppChoices();
  const [values, setValues] = useState<AppFormValues>(emptyAppValues);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<
    { ok: true; id: string; name: string; draft: boolean } | { ok: false; message: string }
  >();
  const dirty = JSON.stringify(values) !== JSON.stringify(emptyAppValues) && !result?.ok;
  const [leaving, setLeaving] = useState(false);
  useUnsavedWarning(dirty);

  const save = async (code: '0' | '1') => {
    const missing = missingFields(values);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t('apps.required')])));
      setStep(firstStepOf(missing) ?? step);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await submitApplication({
        ...bodyOf(values),
        createCompanyId: companyIdFor(scope, session?.currentEnterprise?.id),
        status: { code },
        ifModule: Boolean(mainId),
        ifEnabled: true,
        ...(mainId ? { mainApplication: { id: mainId } } : {}),
      });
      setResult({ ok: true, id: answer.applicationId, name: values.name, draft: code === '0' });
    } catch (failure) {
      const fieldErrors = appFieldErrors(failure, t);
      setErrors(fieldErrors);
      setStep(firstStepOf(Object.keys(fieldErrors)) ?? step);
      setResult({ ok: false, message: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  /** Moves to a step once the steps being left have their required fields; else marks them and stays. */
  const navigateTo = (requested: number) => {
    const blockers = stepBlockers(missingFields(values), step, requested);
    if (blockers.length) {
      setErrors(Object.fromEntries(blockers.map((field) => [field, t('apps.required')])));
      setStep(firstStepOf(blockers) ?? step);
      return;
    }
    setErrors({});
    setStep(requested);
  };

  const part = (which: 'basic' | 'classify' | 'describe') => (
    <Container>
      <ApplicationFields part={which} values={values} onChange={setValues} errors={errors} choices={choices.data} />
    </Container>
  );
  return (
    <ScreenLayout title={mainId ? t('apps.add.moduleTitle') : t('apps.add.title')}>
      <Wizard
        data-testid="application-wizard"
        activeStepIndex={step}
        onNavigate={({ detail }) => navigateTo(detail.requestedStepIndex)}
        onCancel={() => (dirty ? setLeaving(true) : navigate(managementPath(scope)))}
        onSubmit={() => void save('1')}
        isLoadingNextStep={busy}
        secondaryActions={
          <Button data-testid="app-save-draft" loading={busy} onClick={() => void save('0')}>
            {t('apps.action.saveDraft')}
          </Button>
        }
        i18nStrings={{
          stepNumberLabel: (n) => `${n}`,
          collapsedStepsLabel: (n, total) => `${n} / ${total}`,
          navigationAriaLabel: t('apps.add.title'),
          cancelButton: t('apps.action.cancel'),
          previousButton: t('apps.add.previous'),
          nextButton: t('apps.add.next'),
          submitButton: t('apps.action.publish'),
          optional: '',
        }}
        steps={[
          { title: t('apps.add.stepBasic'), content: part('basic') },
          { title: t('apps.add.stepClassify'), content: part('classify') },
          { title: t('apps.add.stepDescribe'), content: part('describe') },
        ]}
      />
      {result ? (
        <Modal
          visible
          data-testid="app-result"
          header={
            result.ok
              ? t(result.draft ? 'apps.result.draftTitle' : 'apps.result.submittedTitle', { name: result.name })
              : t('apps.result.failedTitle')
          }
          onDismiss={() => (result.ok ? navigate(managementPath(scope)) : setResult(undefined))}
          footer={
            <Box float="right">
              {result.ok ? (
                <SpaceBetween size="xs" direction="horizontal">
                  <Button onClick={() => navigate(managementPath(scope))}>{t('apps.action.back')}</Button>
                  <Button
                    variant="primary"
                    data-testid="app-result-edit"
                    onClick={() => navigate(screenPath('application-edit', { id: result.id, flag: scope }))}
                  >
                    {t('apps.action.toEdit')}
                  </Button>
                </SpaceBetween>
              ) : (
                <Button variant="primary" onClick={() => setResult(undefined)}>
                  {t('apps.action.close')}
                </Button>
              )}
            </Box>
          }
        >
          {result.ok
            ? t(result.draft ? 'apps.result.draftText' : 'apps.result.submittedText')
            : t('apps.result.failedText', { message: result.message })}
        </Modal>
      ) : null}
      {leaving ? (
        <ConfirmModal
          header={t('apps.add.leaveTitle')}
          confirmText={t('apps.add.leaveConfirm')}
          onConfirm={async () => navigate(managementPath(scope))}
          onDismiss={() => setLeaving(false)}
        >
          {t('apps.add.leave')}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
