import { inject } from 'vitest';

// Handlers read their environment at module scope: it must be in place before a test imports one.
Object.assign(process.env, inject('localEnv'));
