import '../messages/algorithms-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '@/api/http-client.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { ALGORITHM_LIMITS, PARAMETER_TYPES, type ParameterType } from '@shared/constants/algorithm-rules.js';
import {
  getAlgorithmCategoryTree,
  getAlgorithmTypes,
  submitAlgorithm,
  uploadAlgorithmFile,
  type AlgorithmBody,
  type AlgorithmResponse,
} from '../api/algorithms.js';

/** A parameter row as typed: numbers and options as text until sent. */
interface ParameterRow {
  key: number;
  name: string;
  type: ParameterType;
  defaultValue: string;
  min: string;
  max: string;
  options: string;
  description: string;
}

let nextKey = 0;
const emptyRow = (): ParameterRow => ({
  key: nextKey++,
  name: '',
  type: 'string',
  defaultValue: '',
  min: '',
  max: '',
  options: '',
  description: '',
});
const rowOf = (parameter: AlgorithmResponse['parameters'][number]): ParameterRow => ({
  key: nextKey++,
  name: parameter.name,
  type: parameter.type,
  defaultValue: parameter.defaultValue ?? '',
  min: parameter.min === undefined ? '' : String(parameter.min),
  max: parameter.max === undefined ? '' : String(parameter.max),
  options: (parameter.options ?? []).join(', '),
  description: parameter.description ?? '',
});
const sentParameter = (row: ParameterRow) => ({
  name: row.name,
  type: row.type,
  ...(row.defaultValue ? { defaultValue: row.defaultValue } : {}),
  ...(row.min.trim() ? { min: Number(row.min) } : {}),
  ...(row.max.trim() ? { max: Number(row.max) } : {}),
  ...(row.options.trim()
    ? {
        options: row.options
          .split(',')
          .map((option) => option.trim())
          .filter(Boolean),
      }
    : {}),
  ...(row.description ? { description: row.description } : {}),
});

/**
 * The algorithm form of `algorithm-add` and `algorithm-edit`: name, description, keyword, category, language and the
 * typed parameters. After a save it offers to submit the algorithm for audit or to return to the list.
 */
export function AlgorithmForm(props: {
  initial?: AlgorithmResponse;
  /** The language chosen at the start of a new algorithm (`algorithm-add?type=`, e.g. from the extensions). */
  initialType?: string;
  title: string;
  save: (body: AlgorithmBody) => Promise<AlgorithmResponse>;
}) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const { initial } = props;
  const tree = useLoad('tree', (signal) => getAlgorithmCategoryTree(signal));
  const types = useLoad('types', (signal) => getAlgorithmTypes(signal));
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [keyword, setKeyword] = useState(initial?.keyword ?? '');
  const [categoryId, setCategoryId] = useState(initial?.algorithmCategory.id ?? '');
  const [typeCode, setTypeCode] = useState(initial?.algorithmType.code ?? props.initialType ?? '');
  const [rows, setRows] = useState<ParameterRow[]>(initial?.parameters.map(rowOf) ?? []);
  const [fileId, setFileId] = useState(initial?.algorithmFileId ?? '');
  const [fileName, setFileName] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<AlgorithmResponse>();
  const categoryOptions = (tree.data ?? []).flatMap((root) => [
    { value: root.key, label: root.label },
    ...root.children.map((child) => ({ value: child.key, label: `${root.label} / ${child.label}` })),
  ]);
  const typeOptions = (types.data?._embedded.algorithmTypes ?? []).map((type) => ({
    value: type.code,
    label: type.name,
  }));
  const typeChoices = PARAMETER_TYPES.map((type) => ({ value: type, label: type }));
  const patch = (key: number, change: Partial<ParameterRow>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const submitSave = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await props.save({
        name,
        description,
        ...(keyword ? { keyword } : {}),
        algorithmCategory: { id: categoryId },
        algorithmType: { code: typeCode },
        parameters: rows.map(sentParameter),
        ...(fileId ? { algorithmFileId: fileId } : {}),
      });
      setSaved(result);
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const submitForAudit = async () => {
    if (!saved) return;
    try {
      await submitAlgorithm(saved.id);
      notify({ type: 'success', content: t('algorithms.submitted', { name: saved.name }) });
    } catch (failure) {
      notify({
        type: 'error',
        content: t('algorithms.submitFailed', { name: saved.name, message: messageOf(failure) }),
      });
    }
    navigate('/console/algorithm-list');
  };
  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > ALGORITHM_LIMITS.fileBytes) {
      setProblem(t('algorithms.file.tooLarge', { name: file.name }));
      return;
    }
    setUploading(true);
    setProblem(undefined);
    try {
      setFileId(await uploadAlgorithmFile(file));
      setFileName(file.name);
    } catch (failure) {
      setProblem(t('algorithms.file.failed', { name: file.name, message: messageOf(failure) }));
    } finally {
      setUploading(false);
    }
  };
  const selectOf = (options: { value: string; label: string }[], value: string) =>
    options.find((option) => option.value === value) ?? null;
  return (
    <>
      <Form
        actions={
          <SpaceBetween size="xs" direction="horizontal">
            <Button onClick={() => navigate('/console/algorithm-list')}>{t('algorithms.form.cancel')}</Button>
            <Button variant="primary" loading={busy} data-testid="algorithm-save" onClick={() => void submitSave()}>
              {t('algorithms.form.save')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {problem ? (
            <Alert type="error" data-testid="algorithm-form-problem">
              {problem}
            </Alert>
          ) : null}
          <Container header={<Header variant="h2">{props.title}</Header>}>
            <SpaceBetween size="m">
              <FormField label={t('algorithms.field.name')}>
                <Input data-testid="algorithm-name" value={name} onChange={({ detail }) => setName(detail.value)} />
              </FormField>
              <FormField label={t('algorithms.field.category')}>
                <Select
                  data-testid="algorithm-category"
                  selectedOption={selectOf(categoryOptions, categoryId)}
                  options={categoryOptions}
                  statusType={tree.loading ? 'loading' : 'finished'}
                  placeholder={t('algorithms.move.choose')}
                  onChange={({ detail }) => setCategoryId(detail.selectedOption.value ?? '')}
                />
              </FormField>
              <FormField label={t('algorithms.field.type')}>
                <Select
                  data-testid="algorithm-type"
                  selectedOption={selectOf(typeOptions, typeCode)}
                  options={typeOptions}
                  statusType={types.loading ? 'loading' : 'finished'}
                  placeholder={t('algorithms.form.chooseType')}
                  onChange={({ detail }) => setTypeCode(detail.selectedOption.value ?? '')}
                />
              </FormField>
              <FormField label={t('algorithms.field.description')}>
                <Textarea
                  data-testid="algorithm-description"
                  value={description}
                  onChange={({ detail }) => setDescription(detail.value)}
                />
              </FormField>
              <FormField
                label={t('algorithms.file.label')}
                description={fileName || (fileId ? t('algorithms.file.stored') : t('algorithms.file.hint'))}
              >
                <FileUpload
                  data-testid="algorithm-file"
                  value={[]}
                  onChange={({ detail }) => void pickFile(detail.value[0])}
                  i18nStrings={{
                    uploadButtonText: () => (uploading ? t('app.loading') : t('algorithms.file.choose')),
                    dropzoneText: () => t('algorithms.file.choose'),
                    removeFileAriaLabel: () => t('algorithms.category.remove'),
                    limitShowFewer: '-',
                    limitShowMore: '+',
                    errorIconAriaLabel: t('algorithms.file.label'),
                  }}
                />
              </FormField>
              <FormField label={t('algorithms.field.keyword')}>
                <Input value={keyword} onChange={({ detail }) => setKeyword(detail.value)} />
              </FormField>
            </SpaceBetween>
          </Container>
          <Container
            header={
              <Header
                variant="h2"
                actions={
                  <Button data-testid="algorithm-add-parameter" onClick={() => setRows([...rows, emptyRow()])}>
                    {t('algorithms.form.addParameter')}
                  </Button>
                }
              >
                {t('algorithms.form.parameters')}
              </Header>
            }
          >
            <SpaceBetween size="s">
              {rows.length === 0 ? <Box>{t('algorithms.form.noParameters')}</Box> : null}
              {rows.map((row) => (
                <SpaceBetween key={row.key} size="xs" direction="horizontal">
                  <Input
                    ariaLabel={t('algorithms.parameter.name')}
                    placeholder={t('algorithms.parameter.name')}
                    value={row.name}
                    onChange={({ detail }) => patch(row.key, { name: detail.value })}
                  />
                  <Select
                    ariaLabel={t('algorithms.parameter.type')}
                    selectedOption={selectOf(typeChoices, row.type)}
                    options={typeChoices}
                    onChange={({ detail }) => patch(row.key, { type: detail.selectedOption.value as ParameterType })}
                  />
                  <Input
                    ariaLabel={t('algorithms.parameter.default')}
                    placeholder={t('algorithms.parameter.default')}
                    value={row.defaultValue}
                    onChange={({ detail }) => patch(row.key, { defaultValue: detail.value })}
                  />
                  <Input
                    ariaLabel={t('algorithms.parameter.min')}
                    placeholder={t('algorithms.parameter.min')}
                    value={row.min}
                    onChange={({ detail }) => patch(row.key, { min: detail.value })}
                  />
                  <Input
                    ariaLabel={t('algorithms.parameter.max')}
                    placeholder={t('algorithms.parameter.max')}
                    value={row.max}
                    onChange={({ detail }) => patch(row.key, { max: detail.value })}
                  />
                  <Input
                    ariaLabel={t('algorithms.parameter.options')}
                    placeholder={t('algorithms.parameter.options')}
                    value={row.options}
                    onChange={({ detail }) => patch(row.key, { options: detail.value })}
                  />
                  <Button onClick={() => setRows(rows.filter((other) => other.key !== row.key))}>
                    {t('algorithms.category.remove')}
                  </Button>
                </SpaceBetween>
              ))}
            </SpaceBetween>
          </Container>
        </SpaceBetween>
      </Form>
      {saved ? (
        <Modal
          visible
          header={t('algorithms.saved.title')}
          onDismiss={() => navigate('/console/algorithm-list')}
          footer={
            <Box float="right">
              <SpaceBetween size="xs" direction="horizontal">
                <Button data-testid="algorithm-back-to-list" onClick={() => navigate('/console/algorithm-list')}>
                  {t('algorithms.saved.back')}
                </Button>
                <Button variant="primary" data-testid="algorithm-submit" onClick={() => void submitForAudit()}>
                  {t('algorithms.saved.submit')}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {t('algorithms.saved.text', { name: saved.name })}
        </Modal>
      ) : null}
    </>
  );
}
