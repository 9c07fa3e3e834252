import { functionCatalogue, type FunctionDefinition } from '../definitions/function-catalogue.js';

/** The catalogue entry with this id; throws when the catalogue no longer has it. */
export function catalogueEntry(id: string): FunctionDefinition {
  const entry = functionCatalogue.find((definition) => definition.id === id);
  if (!entry) throw new Error(`Function catalogue has no entry "${id}"`);
  return entry;
}

/** The entries of one kind, in catalogue order. */
export function catalogueEntries(kind: FunctionDefinition['kind']): FunctionDefinition[] {
  return functionCatalogue.filter((definition) => definition.kind === kind);
}
