import { useState, type ReactNode } from 'react';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import type { TableProps } from '@cloudscape-design/components/table';

/** A column the preferences list: its id (as in the table's column definitions) and its header text. */
export interface PreferenceColumn {
  id: string;
  label: string;
  /** The column that names the row: always shown, never switched off. */
  alwaysVisible?: boolean;
}

/** A table's column order and visibility and whether its long cells wrap. */
export interface TablePreferences {
  readonly contentDisplay: readonly TableProps.ColumnDisplayProperties[];
  readonly wrapLines: boolean;
}

/**
 * The preference list of a table's column definitions: each column by its id and header text (its id when the
 * header is not text); `alwaysVisible` names the column that names the row.
 */
export function columnsOf<T>(
  definitions: readonly TableProps.ColumnDefinition<T>[],
  alwaysVisible?: string,
): PreferenceColumn[] {
  return definitions.map((definition, index) => {
    const id = definition.id ?? String(index);
    const label = typeof definition.header === 'string' ? definition.header : id;
    return id === alwaysVisible ? { id, label, alwaysVisible: true } : { id, label };
  });
}

/** Where a table's preferences are kept in the browser: `table-preferences:{key}`. */
export const preferencesStorageKey = (key: string) => `table-preferences:${key}`;

/** The preferences before the user chose any: every column in order, `hidden` ones off, lines wrapped. */
export function defaultPreferences(
  columns: readonly PreferenceColumn[],
  hidden: readonly string[] = [],
): TablePreferences {
  return {
    contentDisplay: columns.map(({ id }) => ({ id, visible: !hidden.includes(id) })),
    wrapLines: true,
  };
}

/**
 * Stored preferences made to fit the table as it is now: columns it no longer has are dropped, new ones join at
 * their default place and visibility, an always-visible column is shown; anything unreadable gives the defaults.
 */
export function restorePreferences(
  stored: string | null | undefined,
  columns: readonly PreferenceColumn[],
  defaults: TablePreferences,
): TablePreferences {
  let parsed: Partial<TablePreferences> | undefined;
  try {
    parsed = stored ? (JSON.parse(stored) as Partial<TablePreferences>) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!parsed || !Array.isArray(parsed.contentDisplay)) return defaults;
  const known = new Map(columns.map((column) => [column.id, column]));
  const kept = parsed.contentDisplay.filter(
    (entry): entry is TableProps.ColumnDisplayProperties =>
      typeof entry?.id === 'string' && known.has(entry.id) && typeof entry.visible === 'boolean',
  );
  const seen = new Set(kept.map((entry) => entry.id));
  const contentDisplay = [...kept, ...defaults.contentDisplay.filter((entry) => !seen.has(entry.id))].map((entry) =>
    known.get(entry.id)?.alwaysVisible ? { id: entry.id, visible: true } : entry,
  );
  return {
    contentDisplay,
    wrapLines: typeof parsed.wrapLines === 'boolean' ? parsed.wrapLines : defaults.wrapLines,
  };
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Column preferences of a table of more than five columns (docs/contributing.md "Tables and numbers"): Cloudscape's
 * CollectionPreferences with the visible columns (order and visibility) and wrap lines, kept in the browser under
 * `key`. Spread `tableProps` on the Table (`columnDisplay`, `wrapLines`) and put `preferences` in its `preferences`
 * slot. Cloudscape's own texts (title, confirm, cancel, wrap lines) follow the console's language.
 */
export function useTablePreferences(
  key: string,
  columns: readonly PreferenceColumn[],
  hidden: readonly string[] = [],
): { tableProps: Pick<TableProps, 'columnDisplay' | 'wrapLines'>; preferences: ReactNode } {
  const defaults = defaultPreferences(columns, hidden);
  const [value, setValue] = useState<TablePreferences>(() =>
    restorePreferences(browserStorage()?.getItem(preferencesStorageKey(key)), columns, defaults),
  );
  const current = restorePreferences(JSON.stringify(value), columns, defaults);
  const save = (next: TablePreferences) => {
    setValue(next);
    try {
      browserStorage()?.setItem(preferencesStorageKey(key), JSON.stringify(next));
    } catch {
      // A storage that refuses keeps the choice for this page only.
    }
  };
  return {
    tableProps: { columnDisplay: current.contentDisplay, wrapLines: current.wrapLines },
    preferences: (
      <CollectionPreferences
        data-testid={`${key}-preferences`}
        preferences={{ contentDisplay: current.contentDisplay, wrapLines: current.wrapLines }}
        onConfirm={({ detail }) =>
          save({
            contentDisplay: detail.contentDisplay ?? current.contentDisplay,
            wrapLines: detail.wrapLines ?? current.wrapLines,
          })
        }
        contentDisplayPreference={{
          options: columns.map(({ id, label, alwaysVisible }) => ({ id, label, alwaysVisible })),
        }}
        wrapLinesPreference={{}}
      />
    ),
  };
}
