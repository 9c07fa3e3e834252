import '../messages/users-messages.js';
import type { ReactNode } from 'react';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useI18n } from '@/i18n/i18n-context.js';

/** The empty slot of a users or enterprises table: why the list failed to load, when it did; else `empty`. */
export function ListEmpty(props: { error: Error | undefined; empty: ReactNode }) {
  const { t } = useI18n();
  return props.error ? (
    <StatusIndicator type="error">{t('users.list.loadFailed', { message: props.error.message })}</StatusIndicator>
  ) : (
    props.empty
  );
}
