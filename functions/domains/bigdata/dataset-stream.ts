import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { DatasetDataType } from '../../../shared/constants/bigdata-rules.js';
import type { ParsedDataset } from './dataset-profile.js';

/**
 * What reading a stored dataset file a chunk at a time tells: its first rows (the sample the columns are inferred
 * from) and how many rows it has, or the line where it stops being what its type says.
 */
export type StreamedDataset =
  | { readonly ok: true; readonly sample: ParsedDataset; readonly rowCount: number }
  | { readonly ok: false; readonly line: number };

/**
 * Reads a CSV (a header line, then rows) or JSON-lines stream, keeping its first `sampleRows` rows. With `countAll`
 * it reads to the end, counting every row and checking each; without, it stops after the sample (the preview).
 * Memory holds the sample, never the file: a 100 MB upload is read as it arrives.
 */
export async function readDatasetStream(
  stream: Readable,
  dataType: DatasetDataType,
  options: { sampleRows: number; countAll: boolean },
): Promise<StreamedDataset> {
  try {
    return dataType === 'jsonl' ? await readJsonLines(stream, options) : await readCsv(stream, options);
  } finally {
    // Stopped early (a bad line, or the preview's rows read): the rest of the object is not downloaded.
    stream.destroy();
  }
}

/**
 * CSV through papaparse's stream reader, one row a step. A row's line is its number after the header line (a value
 * spanning lines shifts it); a row with more fields than the header or an unclosed quote is the bad line, as in
 * `parseDataset`.
 */
function readCsv(stream: Readable, options: { sampleRows: number; countAll: boolean }): Promise<StreamedDataset> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, unknown>[] = [];
    let fields: string[] = [];
    let rowCount = 0;
    let done = false;
    const finish = (result: StreamedDataset) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    Papa.parse<Record<string, string>>(stream, {
      header: true,
      skipEmptyLines: true,
      step: (result, parser) => {
        if (done) return;
        fields = result.meta.fields?.filter((field) => field.trim()) ?? [];
        const fatal = result.errors.some((error) => error.type === 'Quotes' || error.code === 'TooManyFields');
        // Settled before the abort, which calls `complete` at once.
        if (!fields.length || fatal) {
          finish({ ok: false, line: fields.length ? rowCount + 2 : 1 });
          parser.abort();
          return;
        }
        rowCount += 1;
        if (rows.length < options.sampleRows) rows.push(result.data);
        if (!options.countAll && rows.length >= options.sampleRows) {
          finish({ ok: true, sample: { fields, rows }, rowCount });
          parser.abort();
        }
      },
      complete: () =>
        finish(
          rowCount ? { ok: true, sample: { fields, rows }, rowCount } : { ok: false, line: fields.length ? 2 : 1 },
        ),
      error: (error) => {
        done = true;
        reject(error);
      },
    });
  });
}

/** JSON lines, a line at a time: each non-blank line one object; the first that is not is the bad line. */
async function readJsonLines(
  stream: Readable,
  options: { sampleRows: number; countAll: boolean },
): Promise<StreamedDataset> {
  const rows: Record<string, unknown>[] = [];
  let rowCount = 0;
  let line = 0;
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  try {
    for await (const text of lines) {
      line += 1;
      if (!text.trim()) continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return { ok: false, line };
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, line };
      rowCount += 1;
      if (rows.length < options.sampleRows) rows.push(value as Record<string, unknown>);
      if (!options.countAll && rows.length >= options.sampleRows) break;
    }
  } finally {
    lines.close();
  }
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return rowCount && fields.length ? { ok: true, sample: { fields, rows }, rowCount } : { ok: false, line: line + 1 };
}
