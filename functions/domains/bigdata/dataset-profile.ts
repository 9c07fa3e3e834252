import Papa from 'papaparse';
import type { ColumnType, DatasetColumn } from '../../../shared/schemas/bigdata.js';
import type { DatasetDataType } from '../../../shared/constants/bigdata-rules.js';

/** The rows of a dataset file read as records of text (CSV) or values (JSON lines), with its column names. */
export interface ParsedDataset {
  readonly fields: string[];
  readonly rows: Record<string, unknown>[];
}

/**
 * Reads a CSV file (a header line, then rows) or JSON lines (one object a line); undefined when it is neither, so
 * the caller can refuse the upload on the file field before anything is written.
 */
export function parseDataset(text: string, dataType: DatasetDataType): ParsedDataset | undefined {
  if (dataType === 'jsonl') {
    const rows: Record<string, unknown>[] = [];
    for (const line of text.split(/\r?\n/)) {
      if (!line.trim()) continue;
      try {
        const value: unknown = JSON.parse(line);
        if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
        rows.push(value as Record<string, unknown>);
      } catch {
        return undefined;
      }
    }
    const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    return rows.length && fields.length ? { fields, rows } : undefined;
  }
  const result = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: true });
  const fields = result.meta.fields?.filter((field) => field.trim()) ?? [];
  // Mismatched field counts are the usual error of a file that is not CSV; quotes left open are another.
  const fatal = result.errors.some((error) => error.type === 'Quotes' || error.code === 'TooManyFields');
  return fields.length && result.data.length && !fatal ? { fields, rows: result.data } : undefined;
}

const isMissing = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const BOOLEAN = /^(true|false)$/i;
const DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The narrowest type every present value of a column fits, in the order integer, decimal, boolean, date, string. */
function inferType(values: string[]): ColumnType {
  if (!values.length) return 'string';
  if (values.every((value) => INTEGER.test(value))) return 'integer';
  if (values.every((value) => DECIMAL.test(value))) return 'decimal';
  if (values.every((value) => BOOLEAN.test(value))) return 'boolean';
  if (values.every((value) => DATE.test(value) && !Number.isNaN(Date.parse(value)))) return 'date';
  return 'string';
}

/** Rounds a statistic to six significant digits, so a mean reads as a figure and not as float noise. */
const figure = (value: number) => Number(value.toPrecision(6));

/** Each column's inferred type and statistics: count and missing; min, max and mean of numbers; distinct values otherwise. */
export function profileColumns(dataset: ParsedDataset): DatasetColumn[] {
  return dataset.fields.map((name) => {
    const present = dataset.rows.map((row) => row[name]).filter((value) => !isMissing(value));
    const texts = present.map((value) => (typeof value === 'object' ? JSON.stringify(value) : String(value).trim()));
    const type = inferType(texts);
    const base = { name, type, count: texts.length, missing: dataset.rows.length - texts.length };
    if (type === 'integer' || type === 'decimal') {
      // A loop, not Math.min(...numbers): a 2 MB file has more rows than a call may have arguments.
      let [min, max, sum] = [Infinity, -Infinity, 0];
      for (const value of texts.map(Number)) {
        min = Math.min(min, value);
        max = Math.max(max, value);
        sum += value;
      }
      return { ...base, min, max, mean: figure(sum / texts.length) };
    }
    return { ...base, distinct: new Set(texts).size };
  });
}
