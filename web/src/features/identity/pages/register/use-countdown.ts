import { useCallback, useEffect, useRef, useState } from 'react';

/** The timer functions the countdown needs (the browser's, or fake ones in tests). */
export interface CountdownTimers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const browserTimers: CountdownTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * Counts `seconds` down to zero, calling `onTick` with the seconds left right
 * away and then once a second; stops by itself at zero. Returns the stop
 * function.
 */
export function runCountdown(
  seconds: number,
  onTick: (remaining: number) => void,
  timers: CountdownTimers = browserTimers,
): () => void {
  let remaining = Math.max(0, Math.ceil(seconds));
  onTick(remaining);
  if (remaining === 0) return () => undefined;
  const handle = timers.setInterval(() => {
    remaining -= 1;
    onTick(remaining);
    if (remaining <= 0) timers.clearInterval(handle);
  }, 1000);
  return () => timers.clearInterval(handle);
}

/**
 * The resend countdown of the send-code button: `remaining` seconds (0 when
 * idle), `start(seconds)` restarts it. Cleared on unmount.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const stop = useRef<() => void>(() => undefined);
  const start = useCallback((seconds: number) => {
    stop.current();
    stop.current = runCountdown(seconds, setRemaining);
  }, []);
  useEffect(() => () => stop.current(), []);
  return { remaining, start };
}
