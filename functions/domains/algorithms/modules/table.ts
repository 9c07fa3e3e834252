import Papa from 'papaparse';
import { ModuleInputError, type Cell, type Table } from './types.js';

/** Parses a CSV with a header row; numbers become numbers, empty fields missing (`null`). */
export function parseCsv(text: string): Table {
  const parsed = Papa.parse<Record<string, unknown>>(text, { header: true, dynamicTyping: true, skipEmptyLines: true });
  const columns = parsed.meta.fields ?? [];
  if (columns.length === 0) throw new ModuleInputError('The dataset has no header row');
  const rows = parsed.data.map((row) => {
    const out: Record<string, Cell> = {};
    for (const column of columns) {
      const value = row[column];
      out[column] =
        value === undefined || value === null || value === ''
          ? null
          : typeof value === 'number'
            ? value
            : String(value);
    }
    return out;
  });
  return { columns, rows };
}

/** Serialises a table as CSV with a header row (missing cells empty). */
export function toCsv(table: Table): string {
  return Papa.unparse({ fields: table.columns, data: table.rows.map((row) => table.columns.map((c) => row[c] ?? '')) });
}

/** A comma-separated column list parameter as names (empty: none). */
export function columnList(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : [];
}

/** Checks that every named column exists, naming the parameter and the column when one does not. */
export function requireColumns(table: Table, columns: string[], parameter: string): void {
  for (const column of columns) {
    if (!table.columns.includes(column)) {
      throw new ModuleInputError(`Parameter ${parameter}: the dataset has no column "${column}"`);
    }
  }
}

/** Whether every present value of a column is a number (and at least one is present). */
export function isNumericColumn(table: Table, column: string): boolean {
  let seen = false;
  for (const row of table.rows) {
    const value = row[column];
    if (value === null) continue;
    if (typeof value !== 'number') return false;
    seen = true;
  }
  return seen;
}

/** The columns named by `features`, or every numeric column except the excluded ones when it is empty. */
export function featureColumns(table: Table, features: unknown, exclude: string[] = []): string[] {
  const named = columnList(features);
  if (named.length > 0) {
    requireColumns(table, named, 'features');
    return named;
  }
  const numeric = table.columns.filter((c) => !exclude.includes(c) && isNumericColumn(table, c));
  if (numeric.length === 0) throw new ModuleInputError('Parameter features: the dataset has no numeric column');
  return numeric;
}

/** The rows as a numeric matrix of the given columns; a text or missing cell is an error naming column and row. */
export function numericMatrix(table: Table, columns: string[]): number[][] {
  if (table.rows.length === 0) throw new ModuleInputError('The dataset has no rows');
  return table.rows.map((row, index) =>
    columns.map((column) => {
      const value = row[column];
      if (typeof value !== 'number') {
        throw new ModuleInputError(
          `Column "${column}" row ${index + 1}: ${value === null ? 'missing value (fill missing values first)' : `"${value}" is not a number (one-hot encode it first)`}`,
        );
      }
      return value;
    }),
  );
}

/** The values of a label column as text; a missing label is an error naming the row. */
export function labelValues(table: Table, label: string): string[] {
  requireColumns(table, [label], 'label');
  return table.rows.map((row, index) => {
    const value = row[label];
    if (value === null) throw new ModuleInputError(`Column "${label}" row ${index + 1}: missing label`);
    return String(value);
  });
}
