import '../messages/deployments-messages.js';
import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DEPLOYMENT_LIMITS } from '@shared/schemas/deployments.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { saveAppInfo, type AppInfo } from '../api/deployments.js';

type Field = 'url' | 'containerPort' | 'jdk' | 'jenkinsProject' | 'gitlabProject' | 'other';

/** Each field's longest text (the server's limits); the port is a number. */
const TEXT_LIMITS: Record<Exclude<Field, 'containerPort'>, number> = {
  url: DEPLOYMENT_LIMITS.url,
  jdk: DEPLOYMENT_LIMITS.jdk,
  jenkinsProject: DEPLOYMENT_LIMITS.project,
  gitlabProject: DEPLOYMENT_LIMITS.project,
  other: DEPLOYMENT_LIMITS.other,
};

/** The version the dialog edits. */
export interface ConfiguredVersion {
  readonly appId: string;
  readonly appName: string;
  readonly majorId: string;
  readonly versionId: string;
  readonly version: string;
}

/**
 * The publisher's deployment information of one version (`app/saveInfo`): where an external app is visited, the
 * port its program listens on, the JDK, the Jenkins and GitLab projects, anything else. Every field is optional; the
 * port is 1–65535 when given.
 */
export function AppInfoModal(props: {
  target: ConfiguredVersion;
  info: AppInfo | null | undefined;
  onSaved: (info: AppInfo) => void;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const { target, info } = props;
  const [values, setValues] = useState<Record<Field, string>>({
    url: info?.url ?? '',
    containerPort: info?.containerPort === undefined ? '' : String(info.containerPort),
    jdk: info?.jdk ?? '',
    jenkinsProject: info?.jenkinsProject ?? '',
    gitlabProject: info?.gitlabProject ?? '',
    other: info?.other ?? '',
  });
  const form = useFormSubmit<Field>('url');
  const port = values.containerPort.trim();
  const errors: Partial<Record<Field, string>> = {
    containerPort:
      !port || (/^\d+$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)
        ? undefined
        : t('deployments.field.portRule'),
    ...Object.fromEntries(
      (Object.keys(TEXT_LIMITS) as (keyof typeof TEXT_LIMITS)[])
        .filter((field) => values[field].trim().length > TEXT_LIMITS[field])
        .map((field) => [field, t('deployments.config.tooLong', { max: TEXT_LIMITS[field] })]),
    ),
  };
  const errorOf = (field: Field) => (form.submitted ? errors[field] : undefined) ?? form.serverErrors[field];
  const submit = () =>
    void form.submit(
      Object.values(errors).every((error) => !error),
      async () => {
        const saved = await saveAppInfo({
          appId: target.appId,
          appName: target.appName,
          majorId: target.majorId,
          minorId: target.versionId,
          version: target.version,
          url: values.url.trim(),
          jdk: values.jdk.trim(),
          jenkinsProject: values.jenkinsProject.trim(),
          gitlabProject: values.gitlabProject.trim(),
          other: values.other.trim(),
          ...(port ? { containerPort: Number(port) } : {}),
        });
        props.onSaved(saved);
      },
    );
  const fields: readonly Field[] = ['url', 'containerPort', 'jdk', 'jenkinsProject', 'gitlabProject', 'other'];
  return (
    <FormModal
      form
      testId="deployments-info-modal"
      header={t('deployments.config.editTitle', { name: target.appName, version: target.version })}
      cancelText={t('deployments.action.cancel')}
      submitText={t('deployments.action.save')}
      submitTestId="deployments-info-save"
      busy={form.busy}
      onSubmit={submit}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        {fields.map((field) => (
          <FormField key={field} label={t(`deployments.config.${field}`)} errorText={errorOf(field)}>
            <Input
              data-testid={`deployments-info-${field}`}
              value={values[field]}
              inputMode={field === 'containerPort' ? 'numeric' : undefined}
              onChange={({ detail }) => setValues((before) => ({ ...before, [field]: detail.value }))}
            />
          </FormField>
        ))}
      </SpaceBetween>
    </FormModal>
  );
}
