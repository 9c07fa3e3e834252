import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import type { MessageKey } from '@/i18n/messages.js';
import { useI18n } from '@/i18n/i18n-context.js';

/** Centred spinner with the loading text, for lazy screens and the session load. */
export function Loading({ textKey = 'app.loading' }: { textKey?: MessageKey }) {
  const { t } = useI18n();
  return (
    <Box textAlign="center" padding="xxl">
      <Spinner size="large" />
      <Box variant="p" color="text-status-inactive">
        {t(textKey)}
      </Box>
    </Box>
  );
}
