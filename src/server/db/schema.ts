// The whole data model as a Drizzle pg-core schema, one file per domain under schema/, each importing only
// the domains before it in this order: columns < accounts < legislation < statehouses < races < newsroom <
// readers < contact < open-data < operations (the exports below are sorted by name, not by it). Migrations
// in /migrations are generated from this barrel (`npm run db:generate`) and apply unchanged to PGlite and PostgreSQL.
export * from './schema/accounts.ts';
export * from './schema/contact.ts';
export * from './schema/legislation.ts';
export * from './schema/newsroom.ts';
export * from './schema/open-data.ts';
export * from './schema/operations.ts';
export * from './schema/races.ts';
export * from './schema/readers.ts';
export * from './schema/statehouses.ts';
