import type { ReceivedReading } from '@shared/schemas/telemetry.js';
import type { EquipmentNodeData } from '../api/equipment.js';

/*
 * The data view's rows (doc 3 §2.2) kept current from two sources: reads of `getEquipmentData` (the first one, and
 * the polls while the WebSocket does not carry the data) and the WebSocket's data frames. A reading replaces a row's
 * only when it is not older (by the platform's receive time), so an answer that crossed a frame never undoes it.
 */

/** The reading part of a row. */
type Reading = Pick<EquipmentNodeData, 'value' | 'timestamp' | 'quality' | 'receiveTime'>;

/** How long a changed value stays highlighted. */
export const FLASH_MS = 2_000;

export interface LiveDataState {
  /** The gateway the rows are of (another gateway's list starts afresh). */
  readonly equipmentId?: string;
  readonly rows: readonly EquipmentNodeData[];
  /** The rows whose values changed lately, each with the change's sequence number (to end its highlight). */
  readonly flash: ReadonlyMap<string, number>;
  /** The last change's sequence number. */
  readonly seq: number;
}

export type LiveDataAction =
  | { readonly kind: 'snapshot'; readonly equipmentId: string; readonly nodes: readonly EquipmentNodeData[] }
  | { readonly kind: 'readings'; readonly readings: readonly ReceivedReading[] }
  /** Ends the highlights of the changes up to `seq`. */
  | { readonly kind: 'unflash'; readonly seq: number };

export const initialLiveData: LiveDataState = { rows: [], flash: new Map(), seq: 0 };

const hasReading = (row: Reading) => row.receiveTime !== undefined || row.timestamp !== undefined;

/** Whether `incoming` is a reading at least as new as what `current` holds. */
function isNewer(incoming: Reading, current: Reading | undefined): boolean {
  if (!hasReading(incoming)) return false;
  if (!current || !hasReading(current)) return true;
  return (
    (incoming.receiveTime ?? 0) > (current.receiveTime ?? 0) ||
    ((incoming.receiveTime ?? 0) === (current.receiveTime ?? 0) && (incoming.timestamp ?? 0) > (current.timestamp ?? 0))
  );
}

const readingOf = (row: Reading): Reading => ({
  value: row.value,
  timestamp: row.timestamp,
  quality: row.quality,
  receiveTime: row.receiveTime,
});

const hasNewFlash = (flash: ReadonlyMap<string, number>, seq: number) => [...flash.values()].includes(seq);

/**
 * The state after a read of the whole list: its nodes in its order, each with the newer of its and the row's
 * readings, then the rows only frames brought. A row that had a reading and gets a newer one is highlighted.
 */
function mergeSnapshot(state: LiveDataState, nodes: readonly EquipmentNodeData[]): LiveDataState {
  const previous = new Map(state.rows.map((row) => [row.name, row]));
  const seq = state.seq + 1;
  const flash = new Map(state.flash);
  const rows = nodes.map((node) => {
    const current = previous.get(node.name);
    if (!current) return node;
    if (!isNewer(node, current)) return { ...node, ...readingOf(current) };
    flash.set(node.name, seq);
    return node;
  });
  const listed = new Set(nodes.map((node) => node.name));
  rows.push(...state.rows.filter((row) => !listed.has(row.name)));
  return { ...state, rows, flash, seq: hasNewFlash(flash, seq) ? seq : state.seq };
}

/**
 * The state after a data frame: each reading updates its row (when newer), a node the table lacks is appended; both
 * are highlighted.
 */
function applyReadings(state: LiveDataState, readings: readonly ReceivedReading[]): LiveDataState {
  const seq = state.seq + 1;
  const flash = new Map(state.flash);
  const rows = [...state.rows];
  for (const reading of readings) {
    const index = rows.findIndex((row) => row.name === reading.name);
    if (index < 0) {
      rows.push({ name: reading.name, ...readingOf(reading) });
      flash.set(reading.name, seq);
    } else if (isNewer(reading, rows[index])) {
      rows[index] = { ...rows[index], ...readingOf(reading) };
      flash.set(reading.name, seq);
    }
  }
  return hasNewFlash(flash, seq) ? { ...state, rows, flash, seq } : state;
}

export function liveDataReducer(state: LiveDataState, action: LiveDataAction): LiveDataState {
  switch (action.kind) {
    case 'snapshot':
      return mergeSnapshot(
        state.equipmentId === action.equipmentId ? state : { ...initialLiveData, equipmentId: action.equipmentId },
        action.nodes,
      );
    case 'readings':
      return applyReadings(state, action.readings);
    case 'unflash': {
      const flash = new Map([...state.flash].filter(([, seq]) => seq > action.seq));
      return flash.size === state.flash.size ? state : { ...state, flash };
    }
  }
}

/** How many collect periods without a reading make the view warn that its data is stale. */
export const STALE_AFTER_PERIODS = 3;

/** When the newest reading of the rows arrived (the platform's receive time, else the device's), if any has. */
export function newestReadingAt(rows: readonly Reading[]): number | undefined {
  let newest: number | undefined;
  for (const row of rows) {
    const at = row.receiveTime ?? row.timestamp;
    if (at !== undefined && (newest === undefined || at > newest)) newest = at;
  }
  return newest;
}

/**
 * When the rows' data becomes stale: the newest reading's time plus {@link STALE_AFTER_PERIODS} collect periods
 * (the gateway configuration's `period`, ms). Undefined, so never stale, while there is no reading yet or no
 * configured period to count in.
 */
export function staleFrom(rows: readonly Reading[], period: number | undefined): number | undefined {
  const newest = newestReadingAt(rows);
  if (newest === undefined || period === undefined || !(period > 0)) return undefined;
  return newest + STALE_AFTER_PERIODS * period;
}

/** Whether the data is stale at `now`: its newest reading is older than three collect periods. */
export const isStale = (rows: readonly Reading[], period: number | undefined, now: number): boolean => {
  const from = staleFrom(rows, period);
  return from !== undefined && now > from;
};

/** How a reading's quality shows: `GOOD` fine, `BAD…` an error, anything else a warning. */
export function qualityLevel(quality: string | undefined): 'good' | 'bad' | 'uncertain' | undefined {
  if (!quality) return undefined;
  const upper = quality.toUpperCase();
  if (upper === 'GOOD') return 'good';
  return upper.startsWith('BAD') ? 'bad' : 'uncertain';
}
