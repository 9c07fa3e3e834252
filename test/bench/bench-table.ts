/** One row of the benchmark table: what was measured, the figure, the target and whether it is met. */
export interface BenchRow {
  readonly name: string;
  readonly value: string;
  readonly target: string;
  readonly ok: boolean | undefined;
}

/** Prints rows as an aligned text table. */
export function printTable(rows: readonly BenchRow[]): void {
  const header = ['benchmark', 'result', 'target', 'met'];
  const lines = rows.map((r) => [r.name, r.value, r.target, r.ok === undefined ? '-' : r.ok ? 'yes' : 'NO']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** Percentile of a sample (nearest-rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
