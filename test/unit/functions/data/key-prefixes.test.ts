import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLER_PARTITION } from '../../../../functions/lib/auth/caller-partition.js';
import { keys } from '../../../../functions/lib/data/keys.js';
import { realtimeKeys } from '../../../../functions/lib/realtime/keys.js';

const domainsDir = resolve(import.meta.dirname, '../../../../functions/domains');

type Builder = (...args: never[]) => Record<string, string>;

/** One key builder's keys with every argument a placeholder (`*`): `USER#*`, `ROLE#*#*`. */
interface KeyShape {
  /** The domain (or plumbing) whose keys module defines the builder. */
  readonly owner: string;
  readonly name: string;
  /** `table` for the item's own pk/sk, else the index (`gsi1`…). */
  readonly index: string;
  readonly pk: string;
  readonly sk: string;
}

/** Long enough that padStart() of a counter leaves it whole, and unchanged by toLowerCase(). */
const placeholder = (i: number) => `⟪${i}${'·'.repeat(16)}⟫`;
const shape = (value: string) => value.replace(/⟪\d·+⟫/g, '*');

function shapesOf(owner: string, builders: Record<string, Builder>): KeyShape[] {
  return Object.entries(builders).map(([name, build]) => {
    const args = Array.from({ length: build.length }, (_, i) => placeholder(i)) as never[];
    const key = build(...args);
    const pkName = Object.keys(key).find((k) => k.endsWith('pk'))!;
    const index = pkName === 'pk' ? 'table' : pkName.slice(0, -2);
    return { owner, name, index, pk: shape(key[pkName]), sk: shape(key[`${index === 'table' ? '' : index}sk`]) };
  });
}

/** Every domain's `data/keys.ts` (each exported `…Keys` / `…IndexKeys` object), the plumbing's and realtime's. */
async function allShapes(): Promise<KeyShape[]> {
  const shapes = [...shapesOf('plumbing', keys), ...shapesOf('realtime', realtimeKeys)];
  for (const domain of readdirSync(domainsDir)) {
    const file = join(domainsDir, domain, 'data/keys.ts');
    if (!existsSync(file)) continue;
    const module = (await import(file)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (/Keys$/.test(exported) && value && typeof value === 'object') {
        shapes.push(...shapesOf(domain, value as Record<string, Builder>));
      }
    }
  }
  return shapes;
}

/** The entity tag of a key: the text before its first `#` (`USER#*` → `USER`, `APPCATEGORIES` → itself). */
const tagOf = (key: string) => key.split('#')[0];
/** The fixed text before the first placeholder: what a partition or a sort-key range starts with. */
const literalOf = (key: string) => key.split('*')[0];
const overlap = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * Partitions (per index, by entity tag) that several owners' items share on purpose, each owner with its own
 * sort-key (or partition) range: docs/data-model.md.
 */
const SHARED_PARTITIONS: Record<string, readonly string[]> = {
  // The user's partition: profile, session, memberships and phone validations (identity); role assignments and
  // function roles (roles). loadCaller reads it whole (CALLER_PARTITION).
  'table USER': ['identity', 'roles'],
  // The enterprise's partition: its record (identity), roles (roles), equipment types (equipment), product
  // templates, device groups and push rules (iot).
  'table ENT': ['equipment', 'identity', 'iot', 'roles'],
  // The certification review queues: enterprises (`VERIFY#ENT#`, on the enterprise item of identity) and personal
  // certifications (`VERIFY#USER#`, certification).
  'gsi2 VERIFY': ['certification', 'identity'],
};

/** What keeps two owners' items apart; each line names a collision. */
function collisions(shapes: readonly KeyShape[]): string[] {
  const found: string[] = [];
  const owners = new Map<string, Set<string>>();
  for (const s of shapes) {
    const partition = `${s.index} ${tagOf(s.pk)}`;
    owners.set(partition, (owners.get(partition) ?? new Set()).add(s.owner));
  }
  for (const [partition, set] of owners) {
    const documented = [...(SHARED_PARTITIONS[partition] ?? [])].sort();
    if (set.size > 1 && JSON.stringify([...set].sort()) !== JSON.stringify(documented)) {
      found.push(
        `${partition} is shared by ${[...set].sort().join(', ')} (documented: ${documented.join(', ') || 'none'})`,
      );
    }
  }
  shapes.forEach((a, i) =>
    shapes.slice(i + 1).forEach((b) => {
      if (a.index !== b.index || tagOf(a.pk) !== tagOf(b.pk)) return;
      const where = `${a.owner}.${a.name} (${a.pk} ${a.sk}) and ${b.owner}.${b.name} (${b.pk} ${b.sk})`;
      if (a.pk === b.pk && a.sk === b.sk) found.push(`same keys: ${where}`);
      else if (
        a.owner !== b.owner &&
        overlap(literalOf(a.pk), literalOf(b.pk)) &&
        overlap(literalOf(a.sk), literalOf(b.sk))
      ) {
        found.push(`overlapping (partition, sort-key prefix): ${where}`);
      }
    }),
  );
  return found;
}

describe('single-table key prefixes', () => {
  it('reads every domain keys module', async () => {
    const owners = new Set((await allShapes()).map((s) => s.owner));
    for (const domain of readdirSync(domainsDir)) {
      if (existsSync(join(domainsDir, domain, 'data/keys.ts'))) expect(owners).toContain(domain);
    }
    expect(owners).toContain('identity');
    expect(owners).toContain('plumbing');
  });

  it('keeps the partition prefixes of different domains apart, except the documented shared partitions', async () => {
    expect(collisions(await allShapes())).toEqual([]);
  });

  it('reports an undocumented shared prefix, a sort-key clash in a shared partition and a duplicate key', () => {
    const sample = (owner: string, name: string, pk: string, sk: string, index = 'table'): KeyShape => ({
      owner,
      name,
      index,
      pk,
      sk,
    });
    expect(
      collisions([
        sample('equipment', 'equipment', 'EQUIP#*', '#META'),
        sample('iot', 'gatewayAlias', 'EQUIP#*', 'ALIAS#*'),
        sample('identity', 'membership', 'USER#*', 'ENT#*'),
        sample('roles', 'entGrant', 'USER#*', 'ENT#*#GRANT'),
        sample('messaging', 'a', 'MSG#*', '#META'),
        sample('messaging', 'b', 'MSG#*', '#META'),
        sample('identity', 'byName', 'NAMES', '*', 'gsi1'),
        sample('roles', 'byName', 'NAMES', '*', 'gsi2'),
      ]),
    ).toEqual([
      'table EQUIP is shared by equipment, iot (documented: none)',
      'overlapping (partition, sort-key prefix): identity.membership (USER#* ENT#*) and roles.entGrant (USER#* ENT#*#GRANT)',
      'same keys: messaging.a (MSG#* #META) and messaging.b (MSG#* #META)',
    ]);
  });

  it('agrees with the layout of the user partition that loadCaller reads', async () => {
    const { identityKeys } = await import('../../../../functions/domains/identity/data/keys.js');
    const { roleKeys } = await import('../../../../functions/domains/roles/data/keys.js');
    expect(identityKeys.user('u1')).toEqual({ pk: CALLER_PARTITION.pk('u1'), sk: CALLER_PARTITION.profile });
    expect(identityKeys.session('u1')).toEqual({ pk: CALLER_PARTITION.pk('u1'), sk: CALLER_PARTITION.session });
    expect(identityKeys.membership('u1', 'e1')).toEqual({
      pk: CALLER_PARTITION.pk('u1'),
      sk: `${CALLER_PARTITION.membership}e1`,
    });
    expect(identityKeys.phoneValidation('u1', 's1')).toEqual({
      pk: CALLER_PARTITION.pk('u1'),
      sk: CALLER_PARTITION.phoneValidation('s1'),
    });
    expect(roleKeys.roleAssignment('u1', 'e1', 'r1').pk).toBe(CALLER_PARTITION.pk('u1'));
    expect(roleKeys.roleAssignment('u1', 'e1', 'r1').sk.startsWith(CALLER_PARTITION.roleAssignment)).toBe(true);
    expect(roleKeys.functionRole('u1', 'c1')).toEqual({
      pk: CALLER_PARTITION.pk('u1'),
      sk: `${CALLER_PARTITION.functionRole}c1`,
    });
  });
});
