import { describe, expect, it } from 'vitest';
import {
  columnsOf,
  defaultPreferences,
  preferencesStorageKey,
  restorePreferences,
  type PreferenceColumn,
} from '../../../web/src/components/table-preferences.js';

const columns: PreferenceColumn[] = [
  { id: 'name', label: '名称', alwaysVisible: true },
  { id: 'type', label: '类型' },
  { id: 'ip', label: 'IP' },
  { id: 'status', label: '状态' },
];

describe('table preferences', () => {
  const defaults = defaultPreferences(columns, ['ip']);

  it('shows every column but the hidden ones, lines wrapped, before any choice', () => {
    expect(defaults).toEqual({
      contentDisplay: [
        { id: 'name', visible: true },
        { id: 'type', visible: true },
        { id: 'ip', visible: false },
        { id: 'status', visible: true },
      ],
      wrapLines: true,
    });
    expect(restorePreferences(null, columns, defaults)).toBe(defaults);
    expect(restorePreferences('not json', columns, defaults)).toBe(defaults);
  });

  it('keeps a stored order and visibility, drops gone columns and adds new ones at their default', () => {
    const stored = JSON.stringify({
      contentDisplay: [
        { id: 'status', visible: true },
        { id: 'gone', visible: true },
        { id: 'name', visible: false },
        { id: 'type', visible: false },
      ],
      wrapLines: false,
    });
    expect(restorePreferences(stored, columns, defaults)).toEqual({
      contentDisplay: [
        { id: 'status', visible: true },
        { id: 'name', visible: true },
        { id: 'type', visible: false },
        { id: 'ip', visible: false },
      ],
      wrapLines: false,
    });
  });

  it('keeps each table under a key of its own', () => {
    expect(preferencesStorageKey('equipment-table')).toBe('table-preferences:equipment-table');
  });

  it("lists a table's columns by id and header text, the naming column always shown", () => {
    expect(
      columnsOf(
        [
          { id: 'name', header: '名称', cell: () => '' },
          { id: 'state', header: null, cell: () => '' },
        ],
        'name',
      ),
    ).toEqual([
      { id: 'name', label: '名称', alwaysVisible: true },
      { id: 'state', label: 'state' },
    ]);
  });
});
