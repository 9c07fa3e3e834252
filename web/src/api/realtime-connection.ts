/**
 * The console's one connection to the platform WebSocket (docs/realtime.md): opened with a fresh token, reconnected
 * with backoff, and the destinations subscribed over it — each once however many screens hold it, sent again after a
 * reconnect, unsubscribed when the last holder lets go. Dependencies (socket factory, token, randomness) are passed
 * in so the logic runs without a browser; `platform-socket.ts` makes the console's one instance.
 */

import type { ControlFrame, DataFrame, DataFramesEnvelope } from '@shared/schemas/telemetry.js';

/** The first reconnect delay; each failed attempt doubles it up to `RECONNECT_MAX_MS`. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s, spread by up to a fifth so
 * that many consoles cut off together do not reconnect in step. `random` is in [0, 1).
 */
export function reconnectDelayMs(attempt: number, random: number = Math.random()): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 - 0.2 * random));
}

/** The part of the browser's WebSocket the connection uses. */
export interface FeedSocket {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface RealtimeConnectionOptions {
  /** The socket URL with the token in its query, or undefined when there is no token (then it retries later). */
  socketUrl: () => Promise<string | undefined>;
  openSocket: (url: string) => FeedSocket;
  random?: () => number;
}

/**
 * Where a destination's subscription stands on the current socket: `pending` until the server acknowledges it (and
 * while the socket is down), `subscribed` once it has, `refused` after the server's error frame naming it.
 */
export type SubscriptionState = 'pending' | 'subscribed' | 'refused';

/** What one holder of a destination hears. */
export interface DestinationListener {
  /** A data frame of the destination. */
  onData?: (frame: DataFrame) => void;
  /** The subscription's state, at once and on every change. */
  onState?: (state: SubscriptionState) => void;
}

export interface RealtimeConnection {
  /** True while the socket is open. */
  readonly live: boolean;
  /** Hears every frame as it came (the text); returns the removal. */
  onFrame(listener: (data: unknown) => void): () => void;
  /** Hears the socket opening (true) and closing (false); returns the removal. */
  onLiveChange(listener: (live: boolean) => void): () => void;
  /**
   * Holds `destination`: the first holder subscribes (now, or when the socket opens), later holders share that one
   * subscription. Returns the release; the last release unsubscribes.
   */
  subscribe(destination: string, listener?: DestinationListener): () => void;
  /** Closes the socket and stops reconnecting. */
  stop(): void;
}

/**
 * A server frame as far as the connection reads it (data frames and envelopes of several data frames have no `type`;
 * control frames always do).
 */
type ServerFrame = Partial<DataFrame> & Partial<DataFramesEnvelope> & Partial<{ type: ControlFrame['type'] | string }>;

function parseFrame(data: unknown): ServerFrame | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const frame = JSON.parse(data) as unknown;
    return frame && typeof frame === 'object' ? (frame as ServerFrame) : undefined;
  } catch {
    return undefined;
  }
}

interface Held {
  readonly listeners: Set<DestinationListener>;
  state: SubscriptionState;
}

/** Starts the connection: opens the socket at once and keeps it open until `stop()`. */
export function startRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const random = options.random ?? Math.random;
  const frameListeners = new Set<(data: unknown) => void>();
  const liveListeners = new Set<(live: boolean) => void>();
  const held = new Map<string, Held>();
  let stopped = false;
  let socket: FeedSocket | undefined;
  let live = false;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const send = (action: 'subscribe' | 'unsubscribe', destination: string) => {
    if (live) socket?.send(JSON.stringify({ action, destination }));
  };

  const setState = (destination: string, state: SubscriptionState) => {
    const entry = held.get(destination);
    if (!entry || entry.state === state) return;
    entry.state = state;
    for (const listener of [...entry.listeners]) listener.onState?.(state);
  };

  const setLive = (value: boolean) => {
    live = value;
    for (const listener of [...liveListeners]) listener(value);
  };

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer !== undefined) return;
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = undefined;
        void connect();
      },
      reconnectDelayMs(attempt, random()),
    );
    attempt += 1;
  };

  const receive = (data: unknown) => {
    const frame = parseFrame(data);
    if (frame && frame.type === undefined && Array.isArray(frame.frames)) {
      // One ingest batch's frames for this connection: each is handled as if it had arrived on its own.
      for (const inner of frame.frames) receive(JSON.stringify(inner));
      return;
    }
    const destination = typeof frame?.destination === 'string' ? frame.destination : undefined;
    if (frame && destination && held.has(destination)) {
      if (frame.type === 'subscribed') setState(destination, 'subscribed');
      else if (frame.type === 'error') setState(destination, 'refused');
      else if (frame.type === undefined && Array.isArray(frame.nodes)) {
        for (const listener of [...held.get(destination)!.listeners]) listener.onData?.(frame as DataFrame);
      }
    }
    for (const listener of [...frameListeners]) listener(data);
  };

  const connect = async () => {
    const url = await options.socketUrl().catch(() => undefined);
    if (stopped) return;
    if (!url) {
      scheduleReconnect();
      return;
    }
    let current: FeedSocket;
    try {
      current = options.openSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (stopped || socket !== current) return;
      attempt = 0;
      setLive(true);
      for (const destination of held.keys()) send('subscribe', destination);
    };
    current.onmessage = (event) => {
      if (!stopped && socket === current) receive(event.data);
    };
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      const wasLive = live;
      live = false;
      // A closed socket holds no subscription: each is asked for again when the next one opens.
      for (const destination of held.keys()) setState(destination, 'pending');
      if (stopped) return;
      if (wasLive) setLive(false);
      scheduleReconnect();
    };
  };

  void connect();

  return {
    get live() {
      return live;
    },
    onFrame(listener) {
      frameListeners.add(listener);
      return () => frameListeners.delete(listener);
    },
    onLiveChange(listener) {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },
    subscribe(destination, listener = {}) {
      let entry = held.get(destination);
      if (!entry) {
        entry = { listeners: new Set(), state: 'pending' };
        held.set(destination, entry);
        send('subscribe', destination);
      }
      entry.listeners.add(listener);
      listener.onState?.(entry.state);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const current = held.get(destination);
        if (!current?.listeners.delete(listener) || current.listeners.size > 0) return;
        held.delete(destination);
        send('unsubscribe', destination);
      };
    },
    stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      const current = socket;
      socket = undefined;
      live = false;
      current?.close();
    },
  };
}
