/**
 * The dashboard domain (the console home's summary and each user's layout of it, docs/dashboard.md). Nothing of it
 * is used by other domains yet; its route lists are in `./routes.ts`.
 */
export {};
