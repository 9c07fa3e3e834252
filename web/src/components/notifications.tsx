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
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { toastDurationMs, type ToastType } from './toast-duration.js';

export interface Toast {
  type: ToastType;
  content: string;
  /**
   * The next natural step after the result, as the toast's button ("角色 运维 已创建" → 配置权限); following it
   * dismisses the toast. A toast with a step stays until dismissed or followed (`toastDurationMs`).
   */
  action?: { text: string; onClick: () => void };
}

interface NotificationsValue {
  items: (Toast & { id: string })[];
  /** Shows a toast; answers its id, so a progress toast can give way to its result. */
  notify: (toast: Toast) => string;
  dismiss: (id: string) => void;
  /** Called once the (lazily loaded) flashbar is on screen: only then do toasts start their time. */
  shown: () => void;
}

const NotificationsContext = createContext<NotificationsValue | null>(null);

/**
 * Holds the toasts: success and information dismiss themselves 5 s after they are on screen, failures and warnings
 * stay until dismissed (`toastDurationMs`). The flashbar's code loads on demand, so on a slow connection the first
 * toast's time starts when it appears.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<(Toast & { id: string })[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const waiting = useRef<(Toast & { id: string })[]>([]);
  const flashbarLoaded = useRef(false);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const startTimer = useCallback(
    (toast: Toast & { id: string }) => {
      const duration = toastDurationMs(toast.type, toast.action !== undefined);
      if (duration !== undefined)
        timers.current.set(
          toast.id,
          setTimeout(() => dismiss(toast.id), duration),
        );
    },
    [dismiss],
  );

  const notify = useCallback(
    (toast: Toast) => {
      counter.current += 1;
      const item = { ...toast, id: `toast-${counter.current}` };
      setItems((current) => [...current, item]);
      if (flashbarLoaded.current) startTimer(item);
      else waiting.current.push(item);
      return item.id;
    },
    [startTimer],
  );

  const shown = useCallback(() => {
    flashbarLoaded.current = true;
    waiting.current.splice(0).forEach(startTimer);
  }, [startTimer]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => ({ items, notify, dismiss, shown }), [items, notify, dismiss, shown]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

/** `notify({ type, content, action? })` shows a toast in the page's flashbar. */
export function useNotifications(): Pick<NotificationsValue, 'notify' | 'dismiss'> {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return { notify: value.notify, dismiss: value.dismiss };
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
    ...(item.action
      ? {
          buttonText: item.action.text,
          onButtonClick: () => {
            value?.dismiss(item.id);
            item.action!.onClick();
          },
        }
      : {}),
  }));
  if (networkError) {
    flashItems.unshift({ id: 'network-lost', type: 'warning', content: t('session.networkLost') });
  }
  if (flashItems.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DeferredFlashbar items={flashItems} />
      {value && <OnScreen signal={value.shown} />}
    </Suspense>
  );
}

/** Renders nothing; inside the flashbar's Suspense boundary it mounts only once the flashbar has. */
function OnScreen({ signal }: { signal: () => void }) {
  useEffect(signal, [signal]);
  return null;
}
