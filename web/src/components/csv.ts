/**
 * The console's one CSV writer: every CSV export builds its text here, so quoting and formula neutralisation are
 * written once.
 */

/** A cell's value as a feature has it; `null` and `undefined` are empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * The first characters that make a spreadsheet program read a text cell as a formula (OWASP "CSV Injection"):
 * `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that would start a formula gets a leading `'`, which spreadsheet programs show as text and do not
 * evaluate; then a cell holding a quote, comma or line break is quoted with its quotes doubled (RFC 4180). Numbers
 * are data, not text a user typed, and are written as they are (a negative reading stays a number).
 */
function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file's text: the header and one line per row, CRLF line ends (RFC 4180), after a byte-order mark so
 * spreadsheet programs read UTF-8 (Chinese names) right.
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
