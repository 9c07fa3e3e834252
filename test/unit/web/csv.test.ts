import { describe, expect, it } from 'vitest';
import { csvText, type CsvValue } from '../../../web/src/components/csv.js';
import { historyCsv } from '../../../web/src/features/equipment/pages/equipment-backup-detail/history-csv.js';
import { AWKWARD_CHARACTERS, forEachGenerated, type Generator } from '../support/generated.js';

/** What a spreadsheet program reads: RFC 4180 records (quoted fields, doubled quotes, CRLF ends), BOM dropped. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"' && (quoted || field === '')) {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || (char === '\r' && text[i + 1] === '\n'))) {
      record.push(field);
      field = '';
      if (char === '\r') {
        records.push(record);
        record = [];
        i++;
      }
    } else {
      field += char;
    }
  }
  return records;
}

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];

/** A cell value of any kind, text often starting like a formula. */
function cellValue(generate: Generator): CsvValue {
  const text = () => generate.pick(['', ...FORMULA_START]) + generate.text(AWKWARD_CHARACTERS, 12);
  return generate.pick<() => CsvValue>([
    text,
    text,
    () => ((generate.int(2) ? -1 : 1) * (1 + generate.int(1_000_000))) / 10 ** generate.int(4),
    () => generate.pick([true, false, null, undefined]),
  ])();
}

/** What a cell reads as once parsed: text that would start a formula behind a `'`, the rest as written. */
const expected = (value: CsvValue) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string' && FORMULA_START.includes(value[0])
      ? `'${value}`
      : String(value);

describe('the CSV writer', () => {
  it('writes every cell so that it reads back as itself, text that would start a formula behind a quote mark', () => {
    forEachGenerated(500, (generate) => {
      const width = 1 + generate.int(5);
      const header = Array.from({ length: width }, (_, i) => `c${i}`);
      const rows = Array.from({ length: generate.int(6) }, () =>
        Array.from({ length: width }, () => cellValue(generate)),
      );
      expect(parseCsv(csvText(header, rows))).toEqual([header, ...rows.map((row) => row.map(expected))]);
    });
  });

  it('leaves no text cell starting with = + - @ tab or CR; numbers stay numbers', () => {
    forEachGenerated(500, (generate) => {
      const rows = Array.from({ length: 5 }, () => [cellValue(generate), cellValue(generate)]);
      const cells = parseCsv(csvText(['a', 'b'], rows))
        .slice(1)
        .flat();
      rows.flat().forEach((value, i) => {
        if (typeof value === 'number') expect(Number(cells[i])).toBe(value);
        else expect(FORMULA_START).not.toContain(cells[i][0]);
      });
    });
  });

  it('quotes separators and doubles quotes (RFC 4180)', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', -1.5],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",-1.5\r\n');
  });
});

describe('the history export', () => {
  it("neutralises a device's text reading and an alias that would run as formulas", () => {
    const reading = { receiveTime: 0, timestamp: 0, quality: '@GOOD' };
    const csv = historyCsv('=cmd|" /C calc"!A0', [
      { ...reading, value: '=HYPERLINK("https://evil.example","open")' },
      { ...reading, value: -3 },
    ]);
    const [header, first, second] = parseCsv(csv);
    expect(header).toEqual(['alias', 'receiveTime', 'receiveTimeIso', 'timestamp', 'timestampIso', 'value', 'quality']);
    expect(first).toEqual([
      `'=cmd|" /C calc"!A0`,
      '0',
      '1970-01-01T00:00:00.000Z',
      '0',
      '1970-01-01T00:00:00.000Z',
      `'=HYPERLINK("https://evil.example","open")`,
      "'@GOOD",
    ]);
    expect(second[5]).toBe('-3');
  });
});
