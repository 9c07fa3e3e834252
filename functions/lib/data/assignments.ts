/**
 * `SET` assignments of an UpdateExpression for every field of `fields`, each through a placeholder
 * (`#f0 = :v0, …`), so reserved words and any value are safe. Merge `names` and `values` into the command's
 * own; `prefix` keeps two sets of placeholders in one expression apart.
 */
export function setAssignments(
  fields: Record<string, unknown>,
  prefix = 'f',
): { expression: string; names: Record<string, string>; values: Record<string, unknown> } {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const parts = Object.entries(fields).map(([field, value], i) => {
    names[`#${prefix}${i}`] = field;
    values[`:${prefix}${i}`] = value;
    return `#${prefix}${i} = :${prefix}${i}`;
  });
  return { expression: parts.join(', '), names, values };
}
