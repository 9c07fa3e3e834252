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

/** Which wizard step shows each field, so a server error opens the step of its field. */
const stepOf: Record<keyof AppFormValues, number> = {
  code: 0,
  name: 0,
  enName: 0,
  logo: 0,
  terminal: 1,
  model: 1,
  type: 1,
  parentCategory: 1,
  category: 1,
  description: 2,
};

/**
 * `/console/application-add?flag=<scope>` (doc 2 §2): the publishing wizard. Previous / next through basics,
 * classification and description; save for later ('0') or publish and submit for review ('1'). The result dialog
 * offers the edit page or the list; a failure dialog can only be dismissed. Leaving with changes asks first.
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
  const [result, setResult] = useState<{ ok: true; id: string } | { ok: false; message: string }>();
  const dirty = JSON.stringify(values) !== JSON.stringify(emptyAppValues) && !result?.ok;
  const [leaving, setLeaving] = useState(false);
  useUnsavedWarning(dirty);

  const save = async (code: '0' | '1') => {
    const missing = missingFields(values);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t('apps.required')])));
      setStep(Math.min(...missing.map((field) => stepOf[field])));
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
      setResult({ ok: true, id: answer.applicationId });
    } catch (failure) {
      const fieldErrors = appFieldErrors(failure, t);
      setErrors(fieldErrors);
      const fields = Object.keys(fieldErrors).filter((f): f is keyof AppFormValues => f in stepOf);
      if (fields.length) setStep(Math.min(...fields.map((field) => stepOf[field])));
      setResult({ ok: false, message: messageOf(failure) });
    } finally {
      setBusy(false);
    }
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
        onNavigate={({ detail }) => setStep(detail.requestedStepIndex)}
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
          header={result.ok ? t('apps.result.successTitle') : t('apps.result.failedTitle')}
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
          {result.ok ? t('apps.result.successText') : t('apps.result.failedText', { message: result.message })}
        </Modal>
      ) : null}
      {leaving ? (
        <Modal
          visible
          data-testid="app-leave"
          header={t('apps.status.confirmTitle')}
          onDismiss={() => setLeaving(false)}
          footer={
            <Box float="right">
              <SpaceBetween size="xs" direction="horizontal">
                <Button onClick={() => setLeaving(false)}>{t('apps.action.cancel')}</Button>
                <Button variant="primary" onClick={() => navigate(managementPath(scope))}>
                  {t('apps.action.yes')}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {t('apps.add.leave')}
        </Modal>
      ) : null}
    </ScreenLayout>
  );
}
