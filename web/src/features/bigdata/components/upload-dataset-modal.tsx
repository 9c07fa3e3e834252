import '../messages/bigdata-messages.js';
import { useState } from 'react';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  DATASET_CONSOLE_LIMIT_BYTES,
  DATASET_MESSAGES,
  DATASET_UPLOAD_LIMIT_BYTES,
} from '@shared/constants/bigdata-rules.js';
import { createDataset, getCategories, getDataTypes, type Dataset } from '../api/bigdata.js';
import { uploadDatasetFile } from '../api/dataset-uploads.js';

/** The form's fields; the server refuses a larger file's upload on `srcPath`, shown under the file. */
type Field = 'file' | 'srcPath' | 'name' | 'dataType' | 'category' | 'description';

/** The line a server refusal of an uploaded file names (`… (line 3)`), or undefined. */
const lineOfRefusal = (message: string | undefined) =>
  message?.startsWith(DATASET_MESSAGES.fileUnreadable.en) ? /\(line (\d+)\)$/.exec(message)?.[1] : undefined;

/**
 * The upload dialog: the file, its name, data type, category and description, each required with the form's
 * messages; the server's refusal of a field shows under that field. A file under 2 MB is read in the browser and
 * sent as text; a larger one (up to 100 MB) is uploaded straight to storage with its progress shown, then named by
 * its key (`srcPath`; docs/bigdata.md "Larger files").
 */
export function UploadDatasetModal(props: { onUploaded: (dataset: Dataset) => void; onDismiss: () => void }) {
  const { t, locale } = useI18n();
  const [files, setFiles] = useState<File[]>([]);
  const [name, setName] = useState('');
  const [dataType, setDataType] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number>();
  const { submitted, serverErrors, busy, submit } = useFormSubmit<Field>('file');
  const types = useLoad('types', getDataTypes);
  const categories = useLoad('categories', getCategories);
  const file = files[0];
  const clientErrors: Partial<Record<Field, string>> = {
    file: !file
      ? t('bigdata.upload.fileRequired')
      : file.size > DATASET_UPLOAD_LIMIT_BYTES
        ? t('bigdata.upload.fileOverLimit')
        : undefined,
    name: name.trim() ? undefined : t('bigdata.upload.nameRequired'),
    dataType: dataType ? undefined : t('bigdata.upload.typeRequired'),
    category: category ? undefined : t('bigdata.upload.categoryRequired'),
    description: description.trim() ? undefined : t('bigdata.upload.descriptionRequired'),
  };
  /** A server message of the form in the console's language (the server answers the English one). */
  const inLocale = (message: string | undefined) => {
    const line = lineOfRefusal(message);
    if (line) return t('bigdata.upload.unreadableLine', { line });
    const known = Object.values(DATASET_MESSAGES).find((entry) => entry.en === message);
    return known && locale !== 'en' ? known.zh : message;
  };
  const errorOf = (field: Field) =>
    (submitted ? clientErrors[field] : undefined) ??
    inLocale(field === 'file' ? (serverErrors.file ?? serverErrors.srcPath) : serverErrors[field]);
  const valid = Object.values(clientErrors).every((error) => !error);
  const optionsOf = (list: readonly { code: string; name: string; nameEn: string }[] | undefined) =>
    (list ?? []).map((entry) => ({ value: entry.code, label: locale === 'en' ? entry.nameEn : entry.name }));
  const typeOptions = optionsOf(types.data);
  const categoryOptions = optionsOf(categories.data);
  const run = () =>
    submit(valid, async () => {
      const described = { name: name.trim(), dataType, category, description: description.trim() };
      if (file!.size < DATASET_CONSOLE_LIMIT_BYTES) {
        props.onUploaded(await createDataset({ file: await file!.text(), ...described }));
        return;
      }
      // A refused registration keeps the upload's key out of the form: a retry uploads again, under a new key.
      setProgress(0);
      try {
        const srcPath = await uploadDatasetFile(file!, setProgress);
        props.onUploaded(await createDataset({ srcPath, ...described }));
      } finally {
        setProgress(undefined);
      }
    });
  return (
    <FormModal
      testId="dataset-upload-modal"
      header={t('bigdata.upload.title')}
      cancelText={t('common.cancel')}
      submitText={t('bigdata.upload.submit')}
      submitTestId="dataset-upload-submit"
      busy={busy}
      form
      onSubmit={() => void run()}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        <FormField label={t('bigdata.field.file')} errorText={errorOf('file')}>
          <FileUpload
            data-testid="dataset-file"
            value={files}
            accept=".csv,.jsonl,.json,.txt,text/csv,application/json"
            onChange={({ detail }) => setFiles(detail.value)}
            constraintText={t('bigdata.upload.fileHint')}
            i18nStrings={{
              uploadButtonText: () => t('bigdata.upload.choose'),
              dropzoneText: () => t('bigdata.upload.drop'),
              removeFileAriaLabel: () => t('bigdata.upload.remove'),
              limitShowFewer: t('bigdata.upload.remove'),
              limitShowMore: t('bigdata.upload.choose'),
              errorIconAriaLabel: t('bigdata.upload.fileUnreadable'),
            }}
          />
          {progress !== undefined ? (
            <ProgressBar
              data-testid="dataset-upload-progress"
              value={progress}
              label={t('bigdata.upload.uploading')}
              ariaLabel={t('bigdata.upload.uploading')}
            />
          ) : null}
        </FormField>
        <FormField label={t('bigdata.field.name')} errorText={errorOf('name')}>
          <Input
            name="dataset-name"
            value={name}
            invalid={Boolean(errorOf('name'))}
            onChange={({ detail }) => setName(detail.value)}
          />
        </FormField>
        <FormField label={t('bigdata.field.dataType')} errorText={errorOf('dataType')}>
          <Select
            data-testid="dataset-type"
            options={typeOptions}
            selectedOption={typeOptions.find((option) => option.value === dataType) ?? null}
            invalid={Boolean(errorOf('dataType'))}
            onChange={({ detail }) => setDataType(detail.selectedOption.value ?? '')}
          />
        </FormField>
        <FormField label={t('bigdata.field.category')} errorText={errorOf('category')}>
          <Select
            data-testid="dataset-category"
            options={categoryOptions}
            selectedOption={categoryOptions.find((option) => option.value === category) ?? null}
            invalid={Boolean(errorOf('category'))}
            onChange={({ detail }) => setCategory(detail.selectedOption.value ?? '')}
          />
        </FormField>
        <FormField label={t('bigdata.field.description')} errorText={errorOf('description')}>
          <Textarea
            value={description}
            invalid={Boolean(errorOf('description'))}
            onChange={({ detail }) => setDescription(detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}
