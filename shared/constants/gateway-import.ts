import { EQUIPMENT_MAX_LENGTHS as L, HARDWARE_ID_PATTERN } from './equipment-rules.js';

/**
 * Bulk import of gateways from CSV (beyond the spec; docs/equipment.md "Bulk import"): the same parser and line
 * rules in the console (preview) and on the server (which decides), so both name the same lines. No zod here: the
 * console bundles this file.
 *
 * `hardwareId,typeCode,ip,port,addressable,description` — a header line is optional, the last four columns may be
 * left out, values may be quoted ("" inside quotes is a quote).
 */

/** The columns in order; `hardwareId` and `typeCode` are required. */
export const GATEWAY_IMPORT_COLUMNS = ['hardwareId', 'typeCode', 'ip', 'port', 'addressable', 'description'] as const;
export type GatewayImportColumn = (typeof GATEWAY_IMPORT_COLUMNS)[number];

/** What is wrong with a line; the console words each in the user's language, the server in English. */
export type GatewayImportProblem =
  | 'columns'
  | 'quotes'
  | 'required'
  | 'tooLong'
  | 'hardwareId'
  | 'ip'
  | 'port'
  | 'addressable'
  | 'duplicate'
  | 'unknownType'
  | 'taken';

export interface GatewayImportLineError {
  /** 1-based line of the file. */
  readonly line: number;
  readonly problem: GatewayImportProblem;
  readonly column?: GatewayImportColumn;
  /** The value the problem is about (a hardware id, a type code). */
  readonly value?: string;
}

/** A valid line, as the server registers it. */
export interface GatewayImportRow {
  readonly line: number;
  readonly equipmentId: string;
  readonly typeCode: string;
  readonly equipmentIp?: string;
  readonly equipmentPort?: number;
  readonly equipmentAddressable: boolean;
  readonly description?: string;
}

/** The English message of a refused line (the 400's field messages). */
export function gatewayImportMessage(error: GatewayImportLineError): string {
  const what: Record<GatewayImportProblem, string> = {
    columns: `expected 2 to ${GATEWAY_IMPORT_COLUMNS.length} columns`,
    quotes: 'an unclosed quote',
    required: 'required',
    tooLong: 'too long',
    hardwareId: 'letters, digits and _ . : - only',
    ip: 'not an IP address',
    port: 'a whole number from 1 to 65535',
    addressable: 'true or false',
    duplicate: `hardware ID ${error.value ?? ''} is listed twice`,
    unknownType: `no gateway type with code ${error.value ?? ''}`,
    taken: `hardware ID ${error.value ?? ''} is already registered`,
  };
  return `Line ${error.line}${error.column ? ` (${error.column})` : ''}: ${what[error.problem]}`;
}

/** Splits one CSV line into cells; undefined for an unclosed quote. */
function cellsOf(text: string): string[] | undefined {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  if (quoted) return undefined;
  cells.push(cell.trim());
  return cells;
}

const isHeader = (cells: readonly string[]) => cells[0]?.toLowerCase() === 'hardwareid';
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IPv4 or IPv6 address (IPv6 as the WHATWG URL parser accepts it in a host). */
function isIpAddress(text: string): boolean {
  if (IPV4.test(text)) return true;
  if (!text.includes(':') || /[^0-9a-fA-F:.]/.test(text)) return false;
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}
const TRUE = new Set(['true', '1', 'yes', 'y', '是']);
const FALSE = new Set(['false', '0', 'no', 'n', '否', '']);

/**
 * Parses and checks every line (blank lines skipped, an optional header). Answers the valid rows and every
 * problem with its line, including hardware ids listed twice; type codes and taken ids are the server's to check.
 */
export function parseGatewayImport(content: string): {
  rows: GatewayImportRow[];
  errors: GatewayImportLineError[];
} {
  const rows: GatewayImportRow[] = [];
  const errors: GatewayImportLineError[] = [];
  const seen = new Set<string>();
  let first = true;
  content
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      const line = index + 1;
      if (!raw.trim()) return;
      const cells = cellsOf(raw);
      if (!cells) return errors.push({ line, problem: 'quotes' });
      if (first && isHeader(cells)) return (first = false);
      first = false;
      if (cells.length < 2 || cells.length > GATEWAY_IMPORT_COLUMNS.length) {
        return errors.push({ line, problem: 'columns' });
      }
      const [hardwareId = '', typeCode = '', ip = '', port = '', addressable = '', description = ''] = cells;
      const lineErrors: GatewayImportLineError[] = [];
      const fail = (column: GatewayImportColumn, problem: GatewayImportProblem, value?: string) =>
        lineErrors.push({ line, column, problem, ...(value !== undefined ? { value } : {}) });
      if (!hardwareId) fail('hardwareId', 'required');
      else if (hardwareId.length > L.hardwareId) fail('hardwareId', 'tooLong');
      else if (!HARDWARE_ID_PATTERN.test(hardwareId)) fail('hardwareId', 'hardwareId');
      else if (seen.has(hardwareId.toLowerCase())) fail('hardwareId', 'duplicate', hardwareId);
      if (!typeCode) fail('typeCode', 'required');
      else if (typeCode.length > L.typeCode) fail('typeCode', 'tooLong');
      if (ip && !isIpAddress(ip)) fail('ip', 'ip');
      const portNumber = Number(port);
      if (port && (!/^\d+$/.test(port) || portNumber < 1 || portNumber > 65535)) fail('port', 'port');
      const flag = addressable.toLowerCase();
      if (!TRUE.has(flag) && !FALSE.has(flag)) fail('addressable', 'addressable');
      if (description.length > L.description) fail('description', 'tooLong');
      if (hardwareId) seen.add(hardwareId.toLowerCase());
      if (lineErrors.length) return errors.push(...lineErrors);
      rows.push({
        line,
        equipmentId: hardwareId,
        typeCode,
        ...(ip ? { equipmentIp: ip } : {}),
        ...(port ? { equipmentPort: portNumber } : {}),
        equipmentAddressable: TRUE.has(flag),
        ...(description ? { description } : {}),
      });
    });
  return { rows, errors };
}
