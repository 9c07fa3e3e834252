import '../messages/certification-messages.js';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useI18n } from '@/i18n/i18n-context.js';
import { useImageUrl } from '@/components/use-image-url.js';

/** A stored image as a bordered thumbnail (or a spinner while it loads). */
export function ImagePreview({ name, alt, testId }: { name: string; alt: string; testId?: string }) {
  const { t } = useI18n();
  const { url, failed } = useImageUrl(name);
  const frame = { width: 160, height: 110, border: '1px solid #d1d5db', borderRadius: 8, overflow: 'hidden' };
  if (failed) {
    return (
      <Box color="text-status-error" data-testid={testId}>
        {t('certification.image.loadFailed')}
      </Box>
    );
  }
  return (
    <div style={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid={testId}>
      {url ? (
        // The full-size image opens in a new tab: scans are checked at full resolution.
        <a href={url} target="_blank" rel="noreferrer" title={t('certification.image.open')}>
          <img src={url} alt={alt} style={{ maxWidth: 158, maxHeight: 108, objectFit: 'contain', display: 'block' }} />
        </a>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
