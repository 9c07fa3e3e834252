import '../../messages/certificate-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { FormModal } from '@/components/form-modal.js';
import { useNotifications } from '@/components/notifications.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  getVerifyCategories,
  getVerifyQueuePage,
  submitVerify,
  type EquipmentCertify,
} from '../../api/equipment-certificates.js';
import { CertificateStatus } from '../../components/certificate-parts.js';
import { formatDateTime } from '@/components/formatting.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

interface Filters {
  code: '' | 'REGISTER' | 'DESTROY';
  name: string;
  minDate: string;
  maxDate: string;
}
const noFilters: Filters = { code: '', name: '', minDate: '', maxDate: '' };

/**
 * `/console/equipment-certify-verify` (doc 3 §2.4, §4): the platform auditor's queue of registrations and destroy
 * requests, read a page at a time ("load more" while more wait), filtered by review type, name (certificate or
 * enterprise) and the day asked; pass or reject the selected
 * one (a rejection needs its reason), then the queue reloads.
 */
export default function EquipmentCertifyVerifyPage() {
  const { t, locale } = useI18n();
  const { notify } = useNotifications();
  const categories = useLoad('categories', getVerifyCategories);
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [round, setRound] = useState(0);
  const queue = useCursorList(`${JSON.stringify(filters)}#${round}`, (cursor, signal) =>
    getVerifyQueuePage({ ...filters, code: filters.code || undefined }, cursor, signal),
  );
  const [selected, setSelected] = useState<(EquipmentCertify & { name: string })[]>([]);
  const [deciding, setDeciding] = useState<{ certificate: EquipmentCertify; pass: boolean }>();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const chosen = selected[0];
  const title = t('certificate.verify.title');
  const nameOf = (code: string) => {
    const category = categories.data?.find((c) => c.code === code);
    return category ? (locale === 'cn' ? category.name : category.nameEn) : code;
  };
  const options = [
    { value: '', label: t('certificate.all') },
    ...(categories.data ?? []).map((c) => ({ value: c.code, label: locale === 'cn' ? c.name : c.nameEn })),
  ];

  const decide = async () => {
    if (!deciding) return;
    const { certificate, pass } = deciding;
    if (!pass && !comment.trim()) return setCommentError(t('certificate.required'));
    const register = certificate.verifyCategory === 'REGISTER';
    setBusy(true);
    try {
      await submitVerify({
        verifyCategory: register ? 'REGISTER' : 'DESTROY',
        certifyStatus: { code: pass ? (register ? '2' : '5') : register ? '3' : '2' },
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        equipmentCertify: { id: certificate.id },
      });
      const name = certificate.description;
      notify({
        type: 'success',
        content: pass ? t('certificate.verify.passed', { name }) : t('certificate.verify.failed', { name }),
      });
    } catch (failure) {
      notify({
        type: 'error',
        content: t('certificate.verify.decideFailed', { name: certificate.description, message: messageOf(failure) }),
      });
    } finally {
      setBusy(false);
      setDeciding(undefined);
      setSelected([]);
      setRound((n) => n + 1);
    }
  };

  const open = (pass: boolean) => {
    if (!chosen) return;
    setComment('');
    setCommentError(undefined);
    setDeciding({ certificate: chosen, pass });
  };

  const date = (field: 'minDate' | 'maxDate', label: string) => (
    <FormField label={label}>
      <DatePicker
        data-testid={`certificate-verify-${field}`}
        value={draft[field]}
        placeholder="YYYY/MM/DD"
        openCalendarAriaLabel={(picked) => `${label} ${picked ?? ''}`}
        onChange={({ detail }) => setDraft((current) => ({ ...current, [field]: detail.value }))}
      />
    </FormField>
  );

  const columns: TableProps.ColumnDefinition<EquipmentCertify & { name: string }>[] = [
    { id: 'name', header: t('certificate.field.name'), cell: (c) => c.description },
    { id: 'company', header: t('certificate.field.company'), cell: (c) => c.registerCompanyName },
    { id: 'gateway', header: t('certificate.field.gateway'), cell: (c) => c.equipment?.equipmentId ?? '-' },
    { id: 'category', header: t('certificate.field.category'), cell: (c) => nameOf(c.verifyCategory) },
    { id: 'status', header: t('certificate.field.status'), cell: (c) => <CertificateStatus certificate={c} /> },
    {
      id: 'requestedAt',
      header: t('certificate.field.requestedAt'),
      cell: (c) => formatDateTime(c.verifyCategory === 'DESTROY' ? (c.destroyTime ?? '') : c.registerTime, locale),
    },
    {
      id: 'note',
      header: t('certificate.field.registerDescription'),
      cell: (c) => c.destroyDescription ?? c.registerDescription,
    },
  ];
  const preferences = useTablePreferences('certificate-verify-table', columnsOf(columns, 'name'));
  return (
    <ScreenLayout title={title} description={t('certificate.verify.description')}>
      <SpaceBetween size="m">
        <SpaceBetween size="m" direction="horizontal">
          <FormField label={t('certificate.field.category')}>
            <Select
              data-testid="certificate-verify-code"
              selectedOption={options.find((option) => option.value === draft.code) ?? options[0]!}
              options={options}
              onChange={({ detail }) =>
                setDraft((current) => ({ ...current, code: (detail.selectedOption.value ?? '') as Filters['code'] }))
              }
            />
          </FormField>
          <FormField label={t('certificate.field.name')}>
            <Input
              data-testid="certificate-verify-name"
              value={draft.name}
              onChange={({ detail }) => setDraft((current) => ({ ...current, name: detail.value }))}
            />
          </FormField>
          {date('minDate', t('certificate.field.minDate'))}
          {date('maxDate', t('certificate.field.maxDate'))}
          <FormField label=" ">
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="primary" data-testid="certificate-verify-search" onClick={() => setFilters(draft)}>
                {t('certificate.action.search')}
              </Button>
              <Button
                data-testid="certificate-verify-reset"
                onClick={() => {
                  setDraft(noFilters);
                  setFilters(noFilters);
                }}
              >
                {t('certificate.action.reset')}
              </Button>
            </SpaceBetween>
          </FormField>
        </SpaceBetween>
        {queue.error ? (
          <Alert type="error">{t('certificate.load.failed', { message: messageOf(queue.error) })}</Alert>
        ) : null}
        <CatalogueTable
          testId="certificate-verify-table"
          title={title}
          records={queue.items.map((certificate) => ({ ...certificate, name: certificate.description }))}
          loading={queue.loading}
          loadingText={t('app.loading')}
          emptyText={t('certificate.verify.empty')}
          pageSize={10}
          selectionType="single"
          selected={selected}
          onSelectionChange={setSelected}
          more={queue}
          columns={columns}
          preferences={preferences}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button
                variant="primary"
                disabled={!chosen}
                data-testid="certificate-verify-pass"
                onClick={() => open(true)}
              >
                {t('certificate.action.pass')}
              </Button>
              <Button disabled={!chosen} data-testid="certificate-verify-fail" onClick={() => open(false)}>
                {t('certificate.action.fail')}
              </Button>
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      {deciding ? (
        <FormModal
          testId="certificate-verify-modal"
          header={t('certificate.verify.decideTitle', { name: deciding.certificate.description })}
          cancelText={t('certificate.action.return')}
          submitText={deciding.pass ? t('certificate.action.pass') : t('certificate.action.fail')}
          submitTestId="certificate-verify-submit"
          busy={busy}
          onSubmit={() => void decide()}
          onDismiss={() => setDeciding(undefined)}
        >
          <FormField
            label={t('certificate.field.comment')}
            constraintText={deciding.pass ? undefined : t('certificate.verify.commentHint')}
            errorText={commentError}
          >
            <Textarea
              data-testid="certificate-verify-comment"
              value={comment}
              onChange={({ detail }) => setComment(detail.value)}
              invalid={Boolean(commentError)}
            />
          </FormField>
        </FormModal>
      ) : null}
    </ScreenLayout>
  );
}
