import '../messages/applications-messages.js';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import {
  DETAIL_FILE_TYPES,
  MAX_APP_FILE_BYTES,
  SCREEN_HEIGHT_FORM_DEFAULT,
  type DetailFileType,
} from '@shared/constants/application-rules.js';
import { fieldErrorsOf, messageOf } from '@/api/http-client.js';
import { ContainerForm } from '@/components/container-form.js';
import { useImageUrl } from '@/components/use-image-url.js';
import { useLoad } from '@/components/use-load.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { MessageKey } from '@/i18n/messages.js';
import { uploadImage } from '@/features/certification/api/certification.js';
import {
  changeStatus,
  getLookup,
  getMajorVersions,
  submitVersion,
  updateVersion,
  uploadDocument,
  type StoredDocument,
  type Version,
} from '../api/applications.js';
import { screenPath } from './scope.js';
import { useUnsavedWarning } from '@/components/use-unsaved-warning.js';

interface Authority {
  code: string;
  name: string;
  description: string;
}

interface VersionValues {
  version: string;
  majorId: string;
  majorNumber: string;
  sourceType: string;
  description: string;
  screenHeight: string;
  screenshots: string[];
  documents: Partial<Record<DetailFileType, StoredDocument>>;
  programFile?: StoredDocument;
  menuName: string;
  url: string;
  containerPort: string;
  authorities: Authority[];
}

const NEW_MAJOR = 'new';

const valuesOf = (version?: Version): VersionValues => ({
  version: version?.version ?? '',
  majorId: version?.majorVersion.id ?? NEW_MAJOR,
  majorNumber: String(version?.majorVersion.number ?? 1),
  sourceType: version?.sourceType.id ?? 'JAVA8',
  description: version?.description ?? '',
  screenHeight: String(version?.screenHeight ?? SCREEN_HEIGHT_FORM_DEFAULT),
  screenshots: version?.screenshots.map((s) => s.uri) ?? [],
  documents: Object.fromEntries(
    (version?.detailFiles ?? []).map((f) => [f.type, { uri: f.uri, name: f.name ?? f.uri }]),
  ),
  ...(version?.programFile
    ? { programFile: { uri: version.programFile.uri, name: version.programFile.name ?? '' } }
    : {}),
  menuName: version?.menuName ?? '',
  url: version?.url ?? '',
  containerPort: version?.containerPort !== undefined ? String(version.containerPort) : '',
  authorities:
    version?.majorVersion.authorities.map((a) => ({ code: a.code, name: a.name, description: a.description })) ?? [],
});

/**
 * The version form of `version-add` (application id) and `version-edit` (a stored version): version number and
 * major version (an existing one or a new one with its privileges), source type, notes, screen height,
 * screenshots with a preview labelled with the height in px, help file, menu name, URL and port. After a save it
 * says the version is saved but not submitted and asks whether to submit it for audit now (doc 2 §4); either way the
 * result toast says which of the two happened.
 */
export function VersionForm(props: { applicationId: string; scope: string; version?: Version }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { applicationId, scope, version } = props;
  const [values, setValues] = useState<VersionValues>(() => valuesOf(version));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string>();
  const [shot, setShot] = useState(0);
  const [edge, setEdge] = useState<string>();
  const majors = useLoad(`majors:${applicationId}`, (signal) => getMajorVersions(applicationId, signal));
  const sources = useLoad('sources', (signal) => getLookup('getSourceType', signal));
  useEffect(() => setValues(valuesOf(version)), [version]);
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(version)) && !saved;
  useUnsavedWarning(dirty);
  const set = (patch: Partial<VersionValues>) => setValues((current) => ({ ...current, ...patch }));
  const back = () => navigate(screenPath('application-edit', { id: applicationId, flag: scope }));
  /** Declining to submit now: the version stays saved, not submitted, and the toast says so. */
  const later = () => {
    notify({ type: 'success', content: t('apps.version.savedOnly', { version: values.version }) });
    back();
  };

  const save = async () => {
    if (!values.version.trim()) {
      setErrors({ version: t('apps.required') });
      return;
    }
    setBusy(true);
    setErrors({});
    const common = {
      description: values.description,
      screenHeight: Number(values.screenHeight) || SCREEN_HEIGHT_FORM_DEFAULT,
      screenshots: values.screenshots.map((uri) => ({ uri })),
      menuName: values.menuName,
      url: values.url,
      ...(values.containerPort ? { containerPort: Number(values.containerPort) } : {}),
    };
    const help = DETAIL_FILE_TYPES.flatMap((type) => {
      const document = values.documents[type];
      return document ? [{ type, uri: document.uri, name: document.name }] : [];
    });
    const program = values.programFile ? { programFile: values.programFile } : {};
    try {
      if (version) {
        await updateVersion({
          id: version.id,
          ...common,
          sourceType: { id: values.sourceType },
          detailFiles: help,
          ...program,
          authorities: values.authorities,
        });
        setSaved(version.id);
      } else {
        const answer = await submitVersion({
          version: values.version,
          status: { code: '0' },
          sourceType: { id: values.sourceType },
          ...common,
          detailFiles: help,
          ...program,
          majorVersion:
            values.majorId === NEW_MAJOR
              ? {
                  number: Number(values.majorNumber) || 1,
                  authorities: values.authorities,
                  application: { id: applicationId },
                }
              : { id: values.majorId },
        });
        setSaved(answer.minorVersionId);
      }
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify({ type: 'error', content: t('apps.status.failed', { message: messageOf(failure) }) });
    } finally {
      setBusy(false);
    }
  };
  const majorOptions = [
    { value: NEW_MAJOR, label: t('apps.version.newMajor') },
    ...(majors.data ?? []).map((m) => ({ value: m.id, label: `${t('apps.version.major')} ${m.number}` })),
  ];
  const sourceOptions = (sources.data ?? []).map((s) => ({ value: s.id, label: locale === 'en' ? s.nameEn : s.name }));
  const move = (step: -1 | 1) => {
    const next = shot + step;
    if (next < 0) setEdge(t('apps.version.first'));
    else if (next >= values.screenshots.length) setEdge(t('apps.version.last'));
    else {
      setEdge(undefined);
      setShot(next);
    }
  };
  return (
    <>
      <ContainerForm
        submitText={t('apps.action.save')}
        submitTestId="version-save"
        busy={busy}
        onSubmit={() => void save()}
        cancelText={t('apps.action.cancel')}
        onCancel={back}
      >
        <FormField label={t('apps.version.version')} errorText={errors.version}>
          <Input
            data-testid="version-field-version"
            value={values.version}
            disabled={Boolean(version)}
            placeholder="1.0.0"
            onChange={({ detail }) => set({ version: detail.value })}
          />
        </FormField>
        {version ? null : (
          <SpaceBetween size="s" direction="horizontal">
            <FormField label={t('apps.version.major')}>
              <Select
                selectedOption={majorOptions.find((o) => o.value === values.majorId) ?? majorOptions[0]}
                options={majorOptions}
                onChange={({ detail }) => set({ majorId: detail.selectedOption.value ?? NEW_MAJOR })}
              />
            </FormField>
            {values.majorId === NEW_MAJOR ? (
              <FormField label={t('apps.version.majorNumber')} errorText={errors['majorVersion.number']}>
                <Input
                  type="number"
                  value={values.majorNumber}
                  onChange={({ detail }) => set({ majorNumber: detail.value })}
                />
              </FormField>
            ) : null}
          </SpaceBetween>
        )}
        <FormField label={t('apps.version.sourceType')}>
          <Select
            selectedOption={sourceOptions.find((o) => o.value === values.sourceType) ?? null}
            options={sourceOptions}
            onChange={({ detail }) => set({ sourceType: detail.selectedOption.value ?? 'JAVA8' })}
          />
        </FormField>
        <FormField label={t('apps.version.description')}>
          <Textarea value={values.description} onChange={({ detail }) => set({ description: detail.value })} />
        </FormField>
        <FormField label={t('apps.version.screenHeight')} errorText={errors.screenHeight}>
          <Input
            type="number"
            value={values.screenHeight}
            onChange={({ detail }) => set({ screenHeight: detail.value })}
          />
        </FormField>
        <FormField label={t('apps.version.screenshots')} errorText={errors['screenshots.0.uri']}>
          <SpaceBetween size="xs">
            <div data-testid="version-field-screenshots">
              <FileUpload
                value={[]}
                multiple
                accept="image/*"
                onChange={({ detail }) =>
                  void Promise.all(detail.value.map((file) => uploadImage(file, () => undefined))).then(
                    (names) => set({ screenshots: [...values.screenshots, ...names] }),
                    (failure: unknown) => notify({ type: 'error', content: messageOf(failure) }),
                  )
                }
                i18nStrings={{
                  uploadButtonText: () => t('apps.version.screenshots'),
                  dropzoneText: () => t('apps.version.screenshots'),
                  removeFileAriaLabel: () => t('apps.action.remove'),
                  limitShowFewer: '-',
                  limitShowMore: '+',
                  errorIconAriaLabel: t('apps.result.failedTitle'),
                }}
              />
            </div>
            {values.screenshots.length ? (
              <SpaceBetween size="xs">
                <Box variant="small" data-testid="screenshot-label">
                  {t('apps.version.preview', { height: values.screenHeight })} · {shot + 1} /{' '}
                  {values.screenshots.length}
                </Box>
                <Screenshot name={values.screenshots[Math.min(shot, values.screenshots.length - 1)]} />
                <SpaceBetween size="xs" direction="horizontal">
                  <Button formAction="none" data-testid="screenshot-previous" onClick={() => move(-1)}>
                    {t('apps.action.previous')}
                  </Button>
                  <Button formAction="none" data-testid="screenshot-next" onClick={() => move(1)}>
                    {t('apps.action.next')}
                  </Button>
                </SpaceBetween>
                {edge ? (
                  <Box color="text-status-info" data-testid="screenshot-edge">
                    {edge}
                  </Box>
                ) : null}
              </SpaceBetween>
            ) : null}
          </SpaceBetween>
        </FormField>
        {DETAIL_FILE_TYPES.map((type) => (
          <DocumentField
            key={type}
            label={t(documentLabels[type])}
            testId={`version-file-${type}`}
            value={values.documents[type]}
            error={errors[`detailFiles.${DETAIL_FILE_TYPES.indexOf(type)}.uri`]}
            onChange={(document) => set({ documents: { ...values.documents, [type]: document } })}
          />
        ))}
        <DocumentField
          label={t('apps.version.programFile')}
          testId="version-file-program"
          value={values.programFile}
          error={errors['programFile.uri']}
          onChange={(programFile) => set({ programFile })}
        />
        <FormField label={t('apps.version.menuName')} errorText={errors.menuName}>
          <Input
            data-testid="version-field-menu"
            value={values.menuName}
            onChange={({ detail }) => set({ menuName: detail.value })}
          />
        </FormField>
        <FormField label={t('apps.version.url')} errorText={errors.url}>
          <Input value={values.url} placeholder="https://" onChange={({ detail }) => set({ url: detail.value })} />
        </FormField>
        <FormField label={t('apps.version.containerPort')} errorText={errors.containerPort}>
          <Input
            type="number"
            value={values.containerPort}
            onChange={({ detail }) => set({ containerPort: detail.value })}
          />
        </FormField>
        {version || values.majorId === NEW_MAJOR ? (
          <FormField
            label={t('apps.version.authorities')}
            errorText={errors['majorVersion.authorities'] ?? errors.authorities}
          >
            <SpaceBetween size="xs">
              {values.authorities.map((authority, i) => (
                <SpaceBetween key={i} size="xs" direction="horizontal">
                  <Input
                    ariaLabel={t('apps.version.authorityCode')}
                    placeholder={t('apps.version.authorityCode')}
                    value={authority.code}
                    onChange={({ detail }) =>
                      set({
                        authorities: values.authorities.map((a, j) => (j === i ? { ...a, code: detail.value } : a)),
                      })
                    }
                  />
                  <Input
                    ariaLabel={t('apps.version.authorityName')}
                    placeholder={t('apps.version.authorityName')}
                    value={authority.name}
                    onChange={({ detail }) =>
                      set({
                        authorities: values.authorities.map((a, j) => (j === i ? { ...a, name: detail.value } : a)),
                      })
                    }
                  />
                  <Button
                    formAction="none"
                    onClick={() => set({ authorities: values.authorities.filter((_, j) => j !== i) })}
                  >
                    {t('apps.action.remove')}
                  </Button>
                </SpaceBetween>
              ))}
              <Button
                formAction="none"
                onClick={() => set({ authorities: [...values.authorities, { code: '', name: '', description: '' }] })}
              >
                {t('apps.action.addAuthority')}
              </Button>
            </SpaceBetween>
          </FormField>
        ) : null}
      </ContainerForm>
      {saved ? (
        <Modal
          visible
          data-testid="version-ask-submit"
          header={t('apps.version.askSubmitTitle')}
          onDismiss={later}
          footer={
            <Box float="right">
              <SpaceBetween size="xs" direction="horizontal">
                <Button onClick={later}>{t('apps.version.submitLater')}</Button>
                <Button
                  variant="primary"
                  data-testid="version-submit-yes"
                  onClick={() =>
                    void changeStatus('version', saved, '1').then(
                      () => {
                        notify({ type: 'success', content: t('apps.version.submitted', { version: values.version }) });
                        back();
                      },
                      (failure: unknown) =>
                        notify({ type: 'error', content: t('apps.status.failed', { message: messageOf(failure) }) }),
                    )
                  }
                >
                  {t('apps.action.submitVersion')}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {t('apps.version.askSubmit', { version: values.version })}
        </Modal>
      ) : null}
    </>
  );
}

/** One screenshot, fetched with the session's token. */
function Screenshot(props: { name: string }) {
  const { t } = useI18n();
  const { url } = useImageUrl(props.name);
  return url ? (
    <img src={url} alt={t('apps.version.screenshots')} style={{ maxHeight: 240 }} data-testid="screenshot-image" />
  ) : null;
}

/** The labels of the detail file types. */
const documentLabels: Record<DetailFileType, MessageKey> = {
  HELP: 'apps.version.helpFile',
  API: 'apps.version.apiFile',
  TEST_REPORT: 'apps.version.testReportFile',
};

/** One document of the version: uploaded when chosen (at most 100 MB), shown by its file name, removable. */
function DocumentField(props: {
  label: string;
  testId: string;
  value?: StoredDocument;
  error?: string;
  onChange: (document: StoredDocument | undefined) => void;
}) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_APP_FILE_BYTES) {
      setProblem(t('apps.version.fileTooLarge'));
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      props.onChange(await uploadDocument(file));
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormField label={props.label} errorText={problem ?? props.error} constraintText="≤ 100MB">
      <SpaceBetween size="xs" direction="horizontal">
        <div data-testid={props.testId}>
          <FileUpload
            value={[]}
            onChange={({ detail }) => void pick(detail.value[0])}
            i18nStrings={{
              uploadButtonText: () => (busy ? t('app.loading') : props.label),
              dropzoneText: () => props.label,
              removeFileAriaLabel: () => t('apps.action.remove'),
              limitShowFewer: '-',
              limitShowMore: '+',
              errorIconAriaLabel: t('apps.result.failedTitle'),
            }}
          />
        </div>
        {props.value ? (
          <>
            <Box data-testid={`${props.testId}-name`} padding={{ top: 'xs' }}>
              {props.value.name}
            </Box>
            <Button formAction="none" variant="inline-link" onClick={() => props.onChange(undefined)}>
              {t('apps.action.remove')}
            </Button>
          </>
        ) : null}
      </SpaceBetween>
    </FormField>
  );
}
