import { fileURLToPath } from 'node:url';
import * as path from 'node:path';

/**
 * Absolute path of the repository root. Catalogue entries and the web build are
 * relative to it, so synth works from any working directory (CLI or tests).
 */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
