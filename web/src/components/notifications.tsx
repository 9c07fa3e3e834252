import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { DeferredFlashbar } from './deferred.js';
import { useI18n } from '../i18n/i18n-context.js';
import { useSession } from '../session/session-context.js';
import { toastDurationMs, type ToastType } from './toast-duration.js';

export interface Toast {
  type: ToastType;
  content: string;
}

interface NotificationsValue {
  items: (Toast & { id: string })[];
  notify: (toast: Toast) => void;
  dismiss: (id: string) => void;
}

const NotificationsContext = createContext<NotificationsValue | null>(null);

/** Holds the toasts; each dismisses itself after 1 s (success) or 3 s (failure, warning, info). */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<(Toast & { id: string })[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback(
    (toast: Toast) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setItems((current) => [...current, { ...toast, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), toastDurationMs(toast.type)),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => ({ items, notify, dismiss }), [items, notify, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

/** `notify({ type, content })` shows a toast in the page's flashbar. */
export function useNotifications(): Pick<NotificationsValue, 'notify'> {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return { notify: value.notify };
}

/** The flashbar: current toasts plus the network-lost warning while the session probe fails. */
export function NotificationsFlashbar() {
  const value = useContext(NotificationsContext);
  const { networkError } = useSession();
  const { t } = useI18n();
  const flashItems: FlashbarProps.MessageDefinition[] = (value?.items ?? []).map((item) => ({
    id: item.id,
    type: item.type,
    content: item.content,
    dismissible: true,
    dismissLabel: t('notify.dismiss'),
    onDismiss: () => value?.dismiss(item.id),
  }));
  if (networkError) {
    flashItems.unshift({ id: 'network-lost', type: 'warning', content: t('session.networkLost') });
  }
  if (flashItems.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DeferredFlashbar items={flashItems} />
    </Suspense>
  );
}
