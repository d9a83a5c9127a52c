// A local ESLint rule for the one-way imports of the layout (docs/decisions/0112-import-boundaries.md):
// src/shared imports neither side; client and server never import each other; no client feature imports
// another; server code flows routes → services → repositories. Paths are resolved, so '../../x' and
// './x' are judged by where they land, not by how they are written.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Where a file sits: { area: 'shared' | 'client' | 'server' | 'other', part: feature or server layer }. */
function place(file) {
  const relative = path.relative(root, file).split(path.sep);
  if (relative[0] !== 'src') return { area: 'other' };
  const [, area, part, name] = relative;
  if (area === 'client' && part === 'features') return { area, part: `feature:${name}` };
  return { area, part };
}

/** The reason an import from `from` to `to` breaks the layout, or undefined when it is allowed. */
export function boundaryViolation(from, to) {
  const a = place(from);
  const b = place(to);
  if (a.area === 'shared' && (b.area === 'client' || b.area === 'server')) return `src/shared must not import src/${b.area}`;
  if (a.area === 'client' && b.area === 'server') return 'the client must not import server code';
  if (a.area === 'server' && b.area === 'client') return 'the server must not import client code';
  if (a.area === 'client' && a.part?.startsWith('feature:') && b.part?.startsWith('feature:') && a.part !== b.part) {
    return `feature '${a.part.slice(8)}' must not import feature '${b.part.slice(8)}' (compose them in src/client/app)`;
  }
  if (a.area === 'server' && b.area === 'server') {
    const order = ['routes', 'services', 'repositories'];
    const from = order.indexOf(a.part);
    const to = order.indexOf(b.part);
    if (from !== -1 && to !== -1 && to < from) return `server/${a.part} must not import server/${b.part} (routes → services → repositories)`;
    if (a.part === 'routes' && b.part === 'repositories') return 'routes call services, which call repositories';
  }
  return undefined;
}

export const importBoundaries = {
  meta: { type: 'problem', docs: { description: 'one-way imports between shared, client, server, features and server layers' }, schema: [] },
  create(context) {
    const check = (node) => {
      // Types describe a shape, not a dependency that runs: a route may name a repository's row type.
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const reason = boundaryViolation(context.filename, path.resolve(path.dirname(context.filename), source));
      if (reason) context.report({ node: node.source, message: reason });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
