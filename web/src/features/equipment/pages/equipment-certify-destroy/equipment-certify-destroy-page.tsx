import '../../messages/certificate-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { messageOf } from '@/api/http-client.js';
import { ContainerForm } from '@/components/container-form.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { destroyCertificate, getCertificate } from '../../api/equipment-certificates.js';
import { CertificateStatus, certifyPath } from '../../components/certificate-parts.js';
import { serverFieldErrors } from '../../components/field-errors.js';
import { useRecordOfPath } from '../../components/use-record-of-path.js';

/**
 * `/console/equipment-certify-destroy/{id}` (doc 3 §2.4, §5): asks for an active certificate to be destroyed; the
 * destroy note is required. A missing or unknown id goes to `/exception/415`; a success returns to the list and says
 * so in the flashbar, a failure stays on the form and says why there.
 */
export default function EquipmentCertifyDestroyPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const certificate = useRecordOfPath(getCertificate);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const record = certificate.data;

  const submit = async () => {
    if (!record) return;
    if (!note.trim()) return setError(t('certificate.required'));
    setError(undefined);
    setBusy(true);
    try {
      await destroyCertificate({ id: record.id, destroyDescription: note.trim() });
      notify({ type: 'success', content: t('certificate.destroy.done', { name: record.description }) });
      navigate(certifyPath('list'));
    } catch (failure) {
      setError(serverFieldErrors(failure, {}).destroyDescription);
      notify({
        type: 'error',
        content: t('certificate.destroy.failed', { name: record.description, message: messageOf(failure) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenLayout title={t('certificate.destroy.title')} description={t('certificate.destroy.description')}>
      {certificate.error ? (
        <Alert type="error">{t('certificate.load.failed', { message: messageOf(certificate.error) })}</Alert>
      ) : record ? (
        <ContainerForm
          submitText={t('certificate.action.submit')}
          submitTestId="certificate-destroy-submit"
          busy={busy}
          onSubmit={() => void submit()}
          cancelText={t('certificate.action.return')}
          onCancel={() => navigate(certifyPath('list'))}
        >
          <ColumnLayout columns={4} variant="text-grid">
            {[
              [t('certificate.field.name'), record.description],
              [t('certificate.field.gateway'), record.equipment?.equipmentId ?? '-'],
              [t('certificate.field.validity'), `${record.validityTerm.beginDate} ~ ${record.validityTerm.endDate}`],
            ].map(([label, value]) => (
              <div key={label}>
                <Box variant="awsui-key-label">{label}</Box>
                <div>{value}</div>
              </div>
            ))}
            <div>
              <Box variant="awsui-key-label">{t('certificate.field.status')}</Box>
              <CertificateStatus certificate={record} />
            </div>
          </ColumnLayout>
          <FormField label={t('certificate.field.destroyDescription')} errorText={error}>
            <Textarea
              data-testid="certificate-destroy-description"
              value={note}
              onChange={({ detail }) => setNote(detail.value)}
              invalid={Boolean(error)}
            />
          </FormField>
        </ContainerForm>
      ) : (
        <Loading />
      )}
    </ScreenLayout>
  );
}
