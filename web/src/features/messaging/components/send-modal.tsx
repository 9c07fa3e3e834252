import '../messages/messaging-messages.js';
import { useRef, useState } from 'react';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import {
  getMessageCategories,
  getMessageGroups,
  getMessageTypes,
  getScopeRoles,
  type SendMessageInput,
} from '../api/messaging.js';
import { FormModal } from '@/components/form-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { fieldErrorsOf } from '@/api/http-client.js';
import { searchCandidates } from './candidates.js';
import { sendErrors } from './form-rules.js';
import { ruleText } from './rule-text.js';
import type { MessagingScope, ScopeState } from './scope.js';
import { useListing } from './use-listing.js';

const SEND_EMAIL = 'sendEmail';

/** Options of a multiselect from records, keeping chosen ids whose record is not (yet) loaded. */
function optionsOf(records: { id: string; name: string }[], chosen: string[], names: Map<string, string>) {
  const all = new Map(records.map((r) => [r.id, r.name]));
  for (const id of chosen) if (!all.has(id)) all.set(id, names.get(id) ?? id);
  return [...all].map(([value, label]) => ({ value, label }));
}

/**
 * The send form: title, content, category, type (of that category), the
 * recipients (users, groups, roles; at least one) and the e-mail copy
 * (`ways: ['sendEmail']`). "Edit" of a sent message opens it filled in:
 * sending makes a new message (a delivered one never changes). Groups and
 * roles are resolved to their members by the server at send time.
 */
export function SendModal(props: {
  scope: MessagingScope;
  state: ScopeState;
  initial?: Partial<SendMessageInput>;
  onSubmit: (input: SendMessageInput) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const { scopeId, organisationId } = props.state;
  const [values, setValues] = useState<SendMessageInput>({
    title: '',
    content: '',
    categoryId: '',
    userIds: [],
    groupIds: [],
    roleIds: [],
    ways: [],
    ...props.initial,
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [userSearch, setUserSearch] = useState('');
  const usernames = useRef(new Map<string, string>());
  const key = organisationId ?? 'platform';
  const categories = useListing(key, (signal) => getMessageCategories(scopeId, signal), {
    failed: 'messaging.spec.categoriesFailed',
  });
  const types = useListing(
    values.categoryId ? `${key}|${values.categoryId}` : undefined,
    (signal) => getMessageTypes(scopeId, values.categoryId, signal),
    { failed: 'messaging.spec.typesFailed' },
  );
  const groups = useListing(key, (signal) => getMessageGroups(scopeId, signal), {
    failed: 'messaging.spec.groupsFailed',
  });
  const roles = useListing(organisationId, (signal) => getScopeRoles(organisationId!, signal), {
    failed: 'messaging.group.roleFailed',
  });
  const users = useListing(
    organisationId && `${organisationId}|${userSearch}`,
    async (signal) => {
      const found = await searchCandidates(props.scope, organisationId!, userSearch, signal);
      found.forEach((user) => usernames.current.set(user.id, user.username));
      return found;
    },
    { failed: 'messaging.group.userFailed' },
  );

  const clientErrors = submitted ? sendErrors(values) : {};
  const errorOf = (field: string) => ruleText(t, clientErrors[field]) ?? serverErrors[field];
  const set = <K extends keyof SendMessageInput>(field: K, value: SendMessageInput[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const ids = (options: readonly MultiselectProps.Option[]) => options.map((o) => o.value!);

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const typeOptions = (types.data ?? []).map((type) => ({ value: type.id, label: type.name }));
  const userOptions = optionsOf(
    (users.data ?? []).map((u) => ({ id: u.id, name: u.username })),
    values.userIds,
    usernames.current,
  );
  const groupOptions = optionsOf(groups.data ?? [], values.groupIds, new Map());
  const roleOptions = optionsOf(roles.data ?? [], values.roleIds, new Map());
  const chosen = (options: { value: string; label: string }[], chosenIds: string[]) =>
    options.filter((o) => chosenIds.includes(o.value));
  // The group and role pickers: one list each, filtered in the browser, holding the chosen ids.
  const recipientsField = (
    field: 'groupIds' | 'roleIds',
    label: string,
    testId: string,
    options: { value: string; label: string }[],
    loading: boolean,
  ) => (
    <FormField label={label} errorText={errorOf(field)}>
      <Multiselect
        data-testid={testId}
        selectedOptions={chosen(options, values[field])}
        options={options}
        placeholder={t('messaging.placeholder.choose')}
        filteringType="auto"
        statusType={loading ? 'loading' : 'finished'}
        onChange={({ detail }) => set(field, ids(detail.selectedOptions))}
      />
    </FormField>
  );

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(sendErrors(values)).length > 0) return;
    setBusy(true);
    setServerErrors({});
    try {
      await props.onSubmit({
        ...values,
        title: values.title.trim(),
        content: values.content.trim(),
        typeId: values.typeId || undefined,
      });
    } catch (failure) {
      setServerErrors(fieldErrorsOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      testId="messaging-send-modal"
      size="large"
      header={t('messaging.dialog.send')}
      cancelText={t('messaging.action.cancel')}
      submitText={t('messaging.action.send')}
      submitTestId="messaging-send-ok"
      busy={busy}
      form
      onSubmit={() => void submit()}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        <FormField label={t('messaging.field.title')} errorText={errorOf('title')}>
          <Input
            name="message-title"
            value={values.title}
            autoFocus
            invalid={Boolean(errorOf('title'))}
            onChange={({ detail }) => set('title', detail.value)}
          />
        </FormField>
        <FormField label={t('messaging.field.content')} errorText={errorOf('content')}>
          <Textarea
            name="message-content"
            value={values.content}
            rows={5}
            invalid={Boolean(errorOf('content'))}
            onChange={({ detail }) => set('content', detail.value)}
          />
        </FormField>
        <ColumnLayout columns={2}>
          <FormField label={t('messaging.field.category')} errorText={errorOf('categoryId')}>
            <Select
              data-testid="messaging-send-category"
              selectedOption={categoryOptions.find((o) => o.value === values.categoryId) ?? null}
              placeholder={t('messaging.placeholder.choose')}
              options={categoryOptions}
              statusType={categories.loading ? 'loading' : 'finished'}
              invalid={Boolean(errorOf('categoryId'))}
              onChange={({ detail }) =>
                setValues((current) => ({
                  ...current,
                  categoryId: detail.selectedOption.value ?? '',
                  typeId: undefined,
                }))
              }
            />
          </FormField>
          <FormField label={t('messaging.field.type')} errorText={errorOf('typeId')}>
            <Select
              data-testid="messaging-send-type"
              disabled={!values.categoryId}
              selectedOption={typeOptions.find((o) => o.value === values.typeId) ?? null}
              placeholder={t('messaging.placeholder.choose')}
              options={typeOptions}
              statusType={types.loading ? 'loading' : 'finished'}
              empty={t('messaging.spec.noTypesFound')}
              onChange={({ detail }) => set('typeId', detail.selectedOption.value)}
            />
          </FormField>
        </ColumnLayout>
        <FormField label={t('messaging.field.users')} errorText={errorOf('userIds')}>
          <Multiselect
            data-testid="messaging-send-users"
            selectedOptions={chosen(userOptions, values.userIds)}
            options={userOptions}
            placeholder={t('messaging.placeholder.searchUsers')}
            filteringType="manual"
            filteringPlaceholder={t('messaging.placeholder.searchUsers')}
            statusType={users.loading ? 'loading' : 'finished'}
            onLoadItems={({ detail }) => setUserSearch(detail.filteringText.trim())}
            onChange={({ detail }) => set('userIds', ids(detail.selectedOptions))}
          />
        </FormField>
        <ColumnLayout columns={2}>
          {recipientsField(
            'groupIds',
            t('messaging.field.groups'),
            'messaging-send-groups',
            groupOptions,
            groups.loading,
          )}
          {recipientsField('roleIds', t('messaging.field.roles'), 'messaging-send-roles', roleOptions, roles.loading)}
        </ColumnLayout>
        <FormField label={t('messaging.field.ways')}>
          <Checkbox
            data-testid="messaging-send-email"
            checked={values.ways.includes(SEND_EMAIL)}
            onChange={({ detail }) => set('ways', detail.checked ? [SEND_EMAIL] : [])}
          >
            {t('messaging.field.sendEmail')}
          </Checkbox>
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}
