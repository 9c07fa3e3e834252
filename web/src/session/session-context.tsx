import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { MessageKey } from '@/i18n/messages.js';
import { getMe } from '@/api/api-me.js';
import { ApiError, configureHttpClient } from '@/api/http-client.js';
import { deleteSession } from '@/api/session.js';
import { recordSignInEnd, recordSignInStart } from '@/api/sign-in-record.js';
import { currentAccessToken, signInWithPassword, signOutLocally, type SignInOutcome } from '@/auth/amplify.js';
import { sessionCheckIntervalMs, SESSION_CHECK_MS } from './check-interval.js';
import {
  LoginError,
  loadSessionContext,
  switchEnterpriseContext,
  switchRoleContext,
  type SessionContextData,
} from './context-loader.js';
import { expiredReasonKey, expiresSession, type LoginErrorCode } from './errors.js';
import { localisedRefusal } from './server-refusals.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { takeFirstSessionLoad } from './first-load.js';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionValue {
  status: SessionStatus;
  data?: SessionContextData;
  /** The last login error (spec doc 1 §8); network and not-auth are only recorded. */
  error?: LoginErrorCode;
  /** Set while the session re-check cannot reach the server. */
  networkError: boolean;
  /** Set when the session has expired; the modal shows this reason. */
  expiredReason?: MessageKey;
  /** True while an enterprise or role switch is running. */
  switching: boolean;
  signIn: (username: string, password: string) => Promise<SignInOutcome | LoginErrorCode>;
  signOut: () => Promise<void>;
  switchEnterprise: (enterpriseId: string) => Promise<void>;
  switchRole: (roleId: string) => Promise<void>;
  /**
   * OK of the expired modal: re-fetch the login information. Resolves to true
   * when still signed in; otherwise the local tokens are cleared and the
   * caller calls `endSession` and leaves the console in the same tick.
   */
  refetchLogin: () => Promise<boolean>;
  /** Marks the session signed out (the caller navigates away from the console in the same tick). */
  endSession: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The reason a 401 body gives, for the expired modal. */
function reasonOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return [error.body.error, error.body.message].filter(Boolean).join(' ');
  return undefined;
}

/**
 * Owns the session: initial load, sign-in and sign-out, enterprise and role
 * switching, the 60 s re-check (network probe included) and the expired state.
 * `allowCheckOverride` lets dev builds and the local stack shorten the re-check
 * period (see check-interval.ts); deployed stages always use 60 000 ms.
 */
export function SessionProvider({
  children,
  allowCheckOverride,
}: {
  children: ReactNode;
  allowCheckOverride: boolean;
}) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [data, setData] = useState<SessionContextData>();
  const [error, setError] = useState<LoginErrorCode>();
  const [networkError, setNetworkError] = useState(false);
  const [expiredReason, setExpiredReason] = useState<MessageKey>();
  const [switching, setSwitching] = useState(false);
  const statusRef = useRef(status);
  statusRef.current = status;

  const markExpired = useCallback((reason: string | undefined) => {
    if (statusRef.current !== 'authenticated') return;
    setExpiredReason((current) => current ?? expiredReasonKey(reason));
  }, []);

  useEffect(() => {
    configureHttpClient({
      getAccessToken: currentAccessToken,
      onUnauthorized: (unauthorized) => markExpired(reasonOf(unauthorized)),
    });
  }, [markExpired]);

  // Known server refusals reach every error display in the user's language.
  const { t } = useI18n();
  useEffect(() => {
    configureHttpClient({
      localise: (message) => {
        const refusal = localisedRefusal(message);
        return refusal && t(refusal.key, refusal.values);
      },
    });
  }, [t]);

  /**
   * Shows the context `load` answers (a new load by default, as after a sign-in), anonymous when it answers nothing
   * (nobody signed in), or its failure, signed out.
   */
  const applyLoad = useCallback(
    async (
      load: Promise<SessionContextData | undefined> = loadSessionContext(),
    ): Promise<LoginErrorCode | undefined> => {
      try {
        const loaded = await load;
        if (!loaded) {
          setStatus('anonymous');
          return undefined;
        }
        // The signed-in console is the largest render the app makes (shell, menu, first screen): as a transition
        // React renders it in slices, yielding to input between them, instead of one long task on a slow phone.
        startTransition(() => {
          setData(loaded);
          setError(undefined);
          setExpiredReason(undefined);
          setNetworkError(false);
          setStatus('authenticated');
        });
        return undefined;
      } catch (failure) {
        const code = failure instanceof LoginError ? failure.code : 'error/bad_request';
        setError(code);
        if (expiresSession(code)) await signOutLocally();
        setData(undefined);
        setStatus('anonymous');
        return code;
      }
    },
    [],
  );

  useEffect(() => {
    let cancelled = false;
    // Started by the entry beside the locale's texts (first-load.ts); shown once settled, unless unmounted by then.
    const first = takeFirstSessionLoad();
    void (async () => {
      await first.catch(() => undefined);
      if (!cancelled) await applyLoad(first);
    })();
    return () => {
      cancelled = true;
    };
  }, [applyLoad]);

  const userId = data?.me.id;
  useEffect(() => {
    if (status !== 'authenticated' || expiredReason || !userId) return;
    const period = sessionCheckIntervalMs({ production: !allowCheckOverride, storage: window.localStorage });
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const check = async () => {
      let next = period;
      try {
        const token = await currentAccessToken();
        if (!token) {
          markExpired('login timeout');
          return;
        }
        const me = await getMe({ silentUnauthorized: true });
        setNetworkError(false);
        if (me.id !== userId) {
          markExpired(undefined);
          return;
        }
      } catch (failure) {
        if (failure instanceof ApiError && failure.isNetwork) {
          setNetworkError(true);
          next = Math.min(period, SESSION_CHECK_MS);
        } else {
          markExpired(reasonOf(failure));
          return;
        }
      }
      if (!stopped) timer = setTimeout(check, next);
    };
    timer = setTimeout(check, period);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [status, expiredReason, userId, allowCheckOverride, markExpired]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      const outcome = await signInWithPassword(username, password);
      if (outcome !== 'signedIn') return outcome;
      // Recorded beside the context load, never waited for (docs/statistics.md).
      recordSignInStart();
      setStatus('loading');
      return (await applyLoad()) ?? outcome;
    },
    [applyLoad],
  );

  const runSwitch = useCallback(
    async (change: (current: SessionContextData) => Promise<SessionContextData>) => {
      if (!data) return;
      setSwitching(true);
      try {
        setData(await change(data));
      } finally {
        setSwitching(false);
      }
    },
    [data],
  );

  const switchEnterprise = useCallback(
    (enterpriseId: string) => runSwitch((current) => switchEnterpriseContext(current, enterpriseId)),
    [runSwitch],
  );
  const switchRole = useCallback(
    (roleId: string) => runSwitch((current) => switchRoleContext(current, roleId)),
    [runSwitch],
  );

  const refetchLogin = useCallback(async () => {
    setExpiredReason(undefined);
    try {
      setData(await loadSessionContext());
      setError(undefined);
      setNetworkError(false);
      return true;
    } catch (failure) {
      setError(failure instanceof LoginError ? failure.code : 'error/bad_request');
      await signOutLocally();
      return false;
    }
  }, []);

  const endSession = useCallback(() => {
    setData(undefined);
    setExpiredReason(undefined);
    setNetworkError(false);
    setStatus('anonymous');
  }, []);

  const signOut = useCallback(async () => {
    // The session leaves the current users while its token still works.
    await recordSignInEnd();
    await deleteSession().catch(() => undefined);
    await signOutLocally();
    endSession();
  }, [endSession]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      data,
      error,
      networkError,
      expiredReason,
      switching,
      signIn,
      signOut,
      switchEnterprise,
      switchRole,
      refetchLogin,
      endSession,
    }),
    [
      status,
      data,
      error,
      networkError,
      expiredReason,
      switching,
      signIn,
      signOut,
      switchEnterprise,
      switchRole,
      refetchLogin,
      endSession,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session: status, context data and its actions. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
