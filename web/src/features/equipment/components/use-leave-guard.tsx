import '../messages/equipment-messages.js';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useUnsavedWarning } from '@/components/use-unsaved-warning.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { MessageKey } from '@/i18n/messages.js';

/**
 * Leaving a form with unsaved changes (doc 3 §5): `leave()` goes at once when nothing changed, else asks
 * "内容已修改，确认返回吗？" first (or `texts`, the configuration wizard's "确认放弃吗？"); closing or reloading the
 * tab meanwhile asks the browser's own question.
 */
export function useLeaveGuard(dirty: boolean, go: () => void, texts?: { title: MessageKey; text: MessageKey }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  useUnsavedWarning(dirty);
  const leave = () => (dirty ? setAsking(true) : go());
  const dialog = asking ? (
    <ConfirmModal
      header={t(texts?.title ?? 'equipment.leave.title')}
      onDismiss={() => setAsking(false)}
      onConfirm={async () => go()}
    >
      {t(texts?.text ?? 'equipment.leave.text')}
    </ConfirmModal>
  ) : null;
  return { leave, dialog };
}
