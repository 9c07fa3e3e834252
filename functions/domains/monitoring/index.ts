/**
 * The monitoring domain (the platform resource monitor, docs/operations.md): nothing of it is used by other domains;
 * its route lists are in `./routes.ts`.
 */
export {};
