import '../messages/messaging-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { MessageKey } from '@/i18n/messages.js';
import { FormModal } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { fieldErrorsOf } from '@/api/http-client.js';
import { recordErrors, type RecordValues } from './form-rules.js';
import { ruleText } from './rule-text.js';

export type RecordKind = 'category' | 'type' | 'group';
export type RecordMode = 'add' | 'edit' | 'view';

const headers: Record<RecordKind, Record<RecordMode, MessageKey>> = {
  category: {
    add: 'messaging.dialog.addCategory',
    edit: 'messaging.dialog.editCategory',
    view: 'messaging.dialog.viewCategory',
  },
  type: { add: 'messaging.dialog.addType', edit: 'messaging.dialog.editType', view: 'messaging.dialog.viewType' },
  group: { add: 'messaging.dialog.addGroup', edit: 'messaging.dialog.editGroup', view: 'messaging.dialog.viewGroup' },
};

/** Extra read-only lines of the view dialog (counts, times). */
export interface ViewLine {
  label: string;
  value: string;
}

/**
 * The dialog of a category, type or group: add and edit forms (name,
 * description; a type also names its category and an optional code) or a
 * read-only view. Client rules first, then the server's 400/409 `fields`
 * under the fields; a failure without fields shows under the name.
 */
export function RecordModal(props: {
  kind: RecordKind;
  mode: RecordMode;
  initial?: Partial<RecordValues>;
  categories?: { id: string; name: string }[];
  viewLines?: ViewLine[];
  onSubmit: (values: RecordValues) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState<RecordValues>({
    name: '',
    description: '',
    code: '',
    categoryId: '',
    ...props.initial,
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const clientErrors = submitted ? recordErrors(values, props.kind) : {};
  const errorOf = (field: keyof RecordValues) => ruleText(t, clientErrors[field]) ?? serverErrors[field];
  const set = (field: keyof RecordValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const categoryName = (id: string) => props.categories?.find((c) => c.id === id)?.name ?? '-';

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(recordErrors(values, props.kind)).length > 0) return;
    setBusy(true);
    setServerErrors({});
    try {
      await props.onSubmit({
        name: values.name.trim(),
        description: values.description.trim(),
        code: values.code.trim(),
        categoryId: values.categoryId,
      });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setServerErrors(Object.keys(fields).length > 0 ? fields : { name: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };

  if (props.mode === 'view') {
    return (
      <Modal
        visible
        data-testid="messaging-record-modal"
        header={t(headers[props.kind].view)}
        onDismiss={props.onDismiss}
        footer={
          <Box float="right">
            <Button onClick={props.onDismiss}>{t('messaging.action.close')}</Button>
          </Box>
        }
      >
        <KeyValuePairs
          columns={2}
          items={[
            ...(props.kind === 'type'
              ? [{ label: t('messaging.field.category'), value: categoryName(values.categoryId) }]
              : []),
            { label: t('messaging.field.name'), value: values.name },
            ...(props.kind === 'type' ? [{ label: t('messaging.field.code'), value: values.code || '-' }] : []),
            {
              label: t('messaging.field.description'),
              value: <span style={{ whiteSpace: 'pre-line' }}>{values.description || '-'}</span>,
            },
            ...(props.viewLines ?? []),
          ]}
        />
      </Modal>
    );
  }

  return (
    <FormModal
      testId="messaging-record-modal"
      header={t(headers[props.kind][props.mode])}
      cancelText={t('messaging.action.cancel')}
      submitText={t('messaging.action.confirm')}
      submitTestId="messaging-record-save"
      busy={busy}
      form
      onSubmit={() => void submit()}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        {props.kind === 'type' ? (
          <FormField label={t('messaging.field.category')} errorText={errorOf('categoryId')}>
            <Select
              data-testid="messaging-record-category"
              selectedOption={
                values.categoryId ? { value: values.categoryId, label: categoryName(values.categoryId) } : null
              }
              placeholder={t('messaging.placeholder.choose')}
              options={(props.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
              invalid={Boolean(errorOf('categoryId'))}
              onChange={({ detail }) => set('categoryId')(detail.selectedOption.value ?? '')}
            />
          </FormField>
        ) : null}
        <FormField label={t('messaging.field.name')} errorText={errorOf('name')}>
          <Input
            name="record-name"
            value={values.name}
            autoFocus
            invalid={Boolean(errorOf('name'))}
            onChange={({ detail }) => set('name')(detail.value)}
          />
        </FormField>
        {props.kind === 'type' ? (
          <FormField label={t('messaging.field.code')} errorText={errorOf('code')}>
            <Input
              name="record-code"
              value={values.code}
              invalid={Boolean(errorOf('code'))}
              onChange={({ detail }) => set('code')(detail.value)}
            />
          </FormField>
        ) : null}
        <FormField label={t('messaging.field.description')} errorText={errorOf('description')}>
          <Textarea
            name="record-description"
            value={values.description}
            rows={3}
            invalid={Boolean(errorOf('description'))}
            onChange={({ detail }) => set('description')(detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}
