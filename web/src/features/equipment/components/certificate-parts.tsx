import '../messages/certificate-messages.js';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { saveFile } from '@/components/save-file.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { EquipmentCertify, EquipmentCertifyBundle } from '../api/equipment-certificates.js';

const statusTypes: Record<string, StatusIndicatorProps.Type> = {
  '1': 'pending',
  '2': 'success',
  '3': 'error',
  '4': 'in-progress',
  '5': 'stopped',
};

/** A certificate's status in the user's language. */
export function CertificateStatus(props: { certificate: EquipmentCertify }) {
  const { locale } = useI18n();
  const status = props.certificate.certifyStatus;
  return (
    <StatusIndicator type={statusTypes[status.code] ?? 'info'}>
      {locale === 'cn' ? status.name : status.nameEn}
    </StatusIndicator>
  );
}

/** The console address of a certificate screen. */
export const certifyPath = (screen: 'list' | 'register' | 'destroy' | 'verify', id?: string) =>
  `/console/equipment-certify-${screen}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

/**
 * The one-time download's answer (`certificate-bundle`): the certificate, the private key and the CA, each shown
 * and savable as a PEM file. Closing it is final: the platform keeps no copy of the key.
 */
export function BundleModal(props: { bundle: EquipmentCertifyBundle; onClose: () => void }) {
  const { t } = useI18n();
  const parts = [
    ['certificate', t('certificate.download.certificate'), props.bundle.certificatePem, 'cert.pem'],
    ['private-key', t('certificate.download.privateKey'), props.bundle.privateKeyPem, 'private.key'],
    ['ca', t('certificate.download.ca'), props.bundle.caCertificatePem, 'ca.pem'],
  ] as const;
  return (
    <Modal
      visible
      size="large"
      data-testid="certificate-bundle"
      header={t('certificate.download.title')}
      onDismiss={props.onClose}
      footer={
        <Box float="right">
          <Button variant="primary" data-testid="certificate-bundle-close" onClick={props.onClose}>
            {t('certificate.action.close')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('certificate.download.ready')}</Box>
        {parts.map(([id, label, pem, file]) => (
          <FormField
            key={id}
            label={label}
            secondaryControl={
              <Button
                iconName="download"
                onClick={() => saveFile(`${props.bundle.gatewayId}.${file}`, pem, 'application/x-pem-file')}
              >
                {t('certificate.action.savePem')}
              </Button>
            }
          >
            <Textarea data-testid={`certificate-bundle-${id}`} value={pem} readOnly rows={4} ariaLabel={label} />
          </FormField>
        ))}
      </SpaceBetween>
    </Modal>
  );
}
