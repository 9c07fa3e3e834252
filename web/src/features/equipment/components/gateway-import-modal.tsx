import '../messages/equipment-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { parseGatewayImport, type GatewayImportLineError } from '@shared/constants/gateway-import.js';
import { ApiError, messageOf } from '@/api/http-client.js';
import { FormModal } from '@/components/form-modal.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useTextFile } from '@/components/use-text-file.js';
import { importGateways } from '../api/equipment.js';

/**
 * Bulk import of gateways (beyond the spec): CSV pasted or read from a file, checked in the browser with the
 * server's own parser first; the server adds unknown type codes and taken hardware ids. Every refused line is
 * listed with its number and nothing is imported until all pass.
 */
export function GatewayImportModal({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [content, setContent] = useState('');
  const [lineErrors, setLineErrors] = useState<GatewayImportLineError[]>([]);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const file = useTextFile((text) => {
    setContent(text);
    setLineErrors([]);
  });

  const describe = (error: GatewayImportLineError) =>
    t('equipment.import.line', {
      line: error.line,
      column: error.column ? t(`equipment.import.column.${error.column}`) : '',
      problem: t(`equipment.import.problem.${error.problem}`, { value: error.value ?? '' }),
    });

  const submit = async () => {
    setFormError(undefined);
    const { rows, errors } = parseGatewayImport(content);
    setLineErrors(errors);
    if (errors.length > 0) return;
    if (rows.length === 0) return setFormError(t('equipment.import.empty'));
    setBusy(true);
    try {
      const result = await importGateways(content);
      notify({ type: 'success', content: t('equipment.import.done', { count: result.created }) });
      onImported();
    } catch (failure) {
      const refused =
        failure instanceof ApiError ? (failure.body as { lines?: GatewayImportLineError[] }).lines : undefined;
      if (refused && refused.length > 0) setLineErrors(refused);
      else setFormError(t('equipment.import.failed', { message: messageOf(failure) }));
    } finally {
      setBusy(false);
    }
  };

  const refusedLines = new Set(lineErrors.map((error) => error.line)).size;
  return (
    <FormModal
      header={t('equipment.import.title')}
      testId="equipment-import-modal"
      size="large"
      cancelText={t('equipment.action.cancel')}
      submitText={t('equipment.import.submit')}
      submitTestId="equipment-import-submit"
      busy={busy}
      onSubmit={() => void submit()}
      onDismiss={onClose}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('equipment.import.help')}</Box>
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Button iconName="upload" onClick={file.choose}>
            {t('equipment.import.file')}
          </Button>
          {file.fileName ? (
            <Box color="text-status-info">{t('equipment.import.fileChosen', { name: file.fileName })}</Box>
          ) : null}
          <input
            ref={file.input}
            type="file"
            accept=".csv,text/csv,text/plain"
            hidden
            aria-label={t('equipment.import.file')}
            data-testid="equipment-import-file"
            onChange={file.onChange}
          />
        </SpaceBetween>
        <FormField label={t('equipment.import.content')} errorText={formError}>
          <Textarea
            data-testid="equipment-import-content"
            value={content}
            rows={10}
            placeholder="hardwareId,typeCode,ip,port,addressable,description"
            onChange={({ detail }) => {
              setContent(detail.value);
              setLineErrors([]);
            }}
          />
        </FormField>
        {lineErrors.length > 0 ? (
          <Alert type="error" data-testid="equipment-import-errors">
            {t('equipment.import.refused', { count: refusedLines })}
            <ul>
              {lineErrors.map((error) => (
                <li key={`${error.line}-${error.column ?? ''}-${error.problem}`}>{describe(error)}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </SpaceBetween>
    </FormModal>
  );
}
