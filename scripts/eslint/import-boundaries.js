// A local ESLint rule for the one-way imports of the layout (docs/decisions/0112-import-boundaries.md,
// docs/decisions/0318-server-rooms-in-one-order.md): src/shared imports neither side; client and server
// never import each other; no client feature imports another; every server room imports only rooms below
// it in SERVER_ORDER (a room's own files import each other freely); and no product code imports tests/.
// Paths are resolved, so '../../x' and './x' are judged by where they land, not by how they are written.
// A type import counts like any other: a room that names another's types depends on their shape.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The server's rooms, lowest first. A room may import the rooms before it, never those after it. The
 * files at src/server/ itself (app.ts, server.ts) are the room 'app'.
 */
export const SERVER_ORDER = [
  'platform', // configuration, logging, errors, the work queue: nothing of the product
  'domain', // rules about the world that need no database (ZIP districts, official matching, sanitizing)
  'db', // schema, connection, cursors, transactions
  'cache', // the response cache and its invalidation topics
  'repositories', // every query
  'auth', // passwords, tokens, OIDC
  'mail', // composing and sending mail
  'analysis', // scaling and scores computed from votes
  'services', // the product's rules over repositories
  'imports', // public-data clients and importers
  'jobs', // the queue, scheduled syncs, digests, purges
  'demo', // the demo seed
  'http', // Fastify plumbing: endpoint registration, session, security, errors, read budget
  'ssr', // pages drawn on the server
  'open-data', // the public read API's documents, downloads, embeds
  'feeds', // Atom and RSS
  'routes', // one file per resource: contracts registered, services (or repositories, where no rule is added) called
  'app', // app.ts builds the app, server.ts listens
  'cli', // command-line entry points
];

/** Where a file sits: { area: 'shared' | 'client' | 'server' | 'tests' | 'other', part: feature or server room }. */
function place(file) {
  const relative = path.relative(root, file).split(path.sep);
  if (relative[0] === 'tests') return { area: 'tests' };
  if (relative[0] !== 'src') return { area: 'other' };
  const [, area, part, name] = relative;
  if (area === 'client' && part === 'features') return { area, part: `feature:${name}` };
  if (area === 'server' && name === undefined) return { area, part: 'app' };
  return { area, part };
}

/** The reason an import from `from` to `to` breaks the layout, or undefined when it is allowed. */
export function boundaryViolation(from, to) {
  const a = place(from);
  const b = place(to);
  if (a.area !== 'tests' && a.area !== 'other' && b.area === 'tests')
    return 'product code must not import tests/ (test helpers live there)';
  if (a.area === 'shared' && (b.area === 'client' || b.area === 'server')) return `src/shared must not import src/${b.area}`;
  if (a.area === 'client' && b.area === 'server') return 'the client must not import server code';
  if (a.area === 'server' && b.area === 'client') return 'the server must not import client code';
  if (a.area === 'client' && a.part?.startsWith('feature:') && b.part?.startsWith('feature:') && a.part !== b.part) {
    return `feature '${a.part.slice(8)}' must not import feature '${b.part.slice(8)}' (compose them in src/client/app)`;
  }
  if (a.area === 'server' && b.area === 'server' && a.part !== b.part) {
    const from = SERVER_ORDER.indexOf(a.part);
    const to = SERVER_ORDER.indexOf(b.part);
    if (from === -1) return `server/${a.part} is no room of the server's order (scripts/eslint/import-boundaries.js)`;
    if (to === -1) return `server/${b.part} is no room of the server's order (scripts/eslint/import-boundaries.js)`;
    if (to > from) return `server/${a.part} must not import server/${b.part}, a room above it (${SERVER_ORDER.join(' < ')})`;
  }
  return undefined;
}

export const importBoundaries = {
  meta: { type: 'problem', docs: { description: 'one-way imports between shared, client, server, features and server rooms' }, schema: [] },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const reason = boundaryViolation(context.filename, path.resolve(path.dirname(context.filename), source));
      if (reason) context.report({ node: node.source, message: reason });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
