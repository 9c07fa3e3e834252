import { randomUUID } from 'node:crypto';
import { percentile, type BenchRow } from './bench-table.js';

/**
 * `count` charges fired at once on ONE account through `moveMoney` (docs/money.md), a tenth of them retries of an
 * earlier charge's key racing their original; the account is funded for about 80 % of the distinct charges, so the
 * last ones race for the end of the balance. Checks what money must never do — a negative balance, a key moving
 * money twice, a balance other than the funding less exactly the charges that succeeded, a ledger that does not sum
 * to it — and measures charges a second and the latency of one. Needs a running local stack (handlers' environment
 * in process.env): the domain module is imported here, after the stack has set it.
 */
export async function measureAccountCharges(options: { count: number }): Promise<BenchRow[]> {
  const { balanceOf, moveMoney } = await import('../../functions/domains/accounts/index.js');
  const { ledgerTotals } = await import('../../functions/domains/accounts/data/ledger.js');
  type Account = Parameters<typeof balanceOf>[0];

  const account: Account = { kind: 'enterprise', id: `bench-${randomUUID()}` };
  const retries = Math.floor(options.count / 10);
  const distinct = options.count - retries;
  const amounts = Array.from({ length: distinct }, (_, i) => 100 + ((i * 7919) % 900));
  const fundedFen = Math.floor(amounts.reduce((sum, fen) => sum + fen, 0) * 0.8);
  await moveMoney({
    account,
    amountFen: fundedFen,
    direction: 'credit',
    kind: 'topUp',
    description: { cn: '基准充值', en: 'Bench top-up' },
    actor: { id: 'bench', name: 'bench' },
  });
  // Each charge by its key; a retry names an earlier key with the same amount and fingerprint.
  const charges = [
    ...amounts.map((amountFen, i) => ({ key: `charge-${i}`, amountFen })),
    ...Array.from({ length: retries }, (_, i) => ({ key: `charge-${i * 9}`, amountFen: amounts[i * 9] })),
  ];

  const took: number[] = [];
  const started = performance.now();
  const outcomes = await Promise.all(
    charges.map(async ({ key, amountFen }) => {
      const at = performance.now();
      try {
        const moved = await moveMoney({
          account,
          amountFen,
          direction: 'debit',
          kind: 'payment',
          description: { cn: '基准扣费', en: 'Bench charge' },
          actor: { id: 'bench', name: 'bench' },
          idempotencyKey: key,
          fingerprint: String(amountFen),
        });
        return { key, amountFen, entryId: moved.entryId, balanceFen: moved.balanceFen };
      } catch (error) {
        if ((error as { details?: { reason?: string } }).details?.reason !== 'insufficientBalance') throw error;
        return { key, amountFen, entryId: undefined, balanceFen: undefined };
      } finally {
        took.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const entriesByKey = new Map<string, Set<string>>();
  for (const outcome of outcomes)
    if (outcome.entryId)
      entriesByKey.set(outcome.key, (entriesByKey.get(outcome.key) ?? new Set()).add(outcome.entryId));
  const movedTwice = [...entriesByKey.values()].filter((entries) => entries.size > 1).length;
  const chargedFen = [...entriesByKey.keys()].reduce((sum, key) => sum + amounts[Number(key.slice(7))], 0);
  const balanceFen = await balanceOf(account);
  const ledger = await ledgerTotals(account);
  const exact =
    movedTwice === 0 &&
    balanceFen === fundedFen - chargedFen &&
    ledger.sumFen === balanceFen &&
    ledger.entries === entriesByKey.size + 1;
  const answeredNegative = outcomes.some((outcome) => (outcome.balanceFen ?? 0) < 0);

  return [
    {
      name: `account charges: ${options.count} at once on one account (${retries} retries of an earlier key), ${entriesByKey.size} charged, ${distinct - entriesByKey.size} refused for the balance`,
      value: `${Math.round(options.count / seconds)} /s (${seconds.toFixed(1)} s)`,
      // A figure: under full contention every charge meets the others on the one account item.
      target: '-',
      ok: undefined,
    },
    {
      name: 'account charges: one charge under that contention, p50 / p99',
      value: `${percentile(took, 50).toFixed(0)} / ${percentile(took, 99).toFixed(0)} ms`,
      target: '-',
      ok: undefined,
    },
    {
      name: 'account charges: final balance exact (funding − the charges that succeeded = ledger sum), no key charged twice, never negative',
      value: `${(balanceFen / 100).toFixed(2)} yuan, ${movedTwice} twice, ${answeredNegative || balanceFen < 0 ? 'negative' : 'never negative'}`,
      target: 'exact',
      ok: exact && !answeredNegative && balanceFen >= 0,
    },
  ];
}
