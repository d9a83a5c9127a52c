// A local ESLint rule: no import cycle anywhere in src/ (docs/decisions/0318-server-rooms-in-one-order.md).
// A cycle works today only while every reference across it is lazy; the first one read at import time
// reads undefined. Type imports count too: a cycle of types is a knot a reader has to untie all the same.
// The import graph is read once per lint run with TypeScript's own pre-processor (no type-checking) and
// an import is reported when its target leads back to the importing file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A relative specifier resolved to a file, or undefined (a package, or a file that does not exist). */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(from), specifier);
  return existsSync(target) && /\.(ts|tsx|js|mjs)$/.test(target) ? target : undefined;
}

const imports = new Map();
/** The files a file imports, read once per run. */
export function importsOf(file) {
  let found = imports.get(file);
  if (!found) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    found = [...new Set(importedFiles.map((imported) => resolve(file, imported.fileName)).filter(Boolean))];
    imports.set(file, found);
  }
  return found;
}

/** The path from `start` back to `goal` through imports (both ends included), or undefined. */
export function pathBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const next of importsOf(route.at(-1))) {
      if (next === goal) return [...route, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...route, next]);
      }
    }
  }
  return undefined;
}

export const noCycles = {
  meta: { type: 'problem', docs: { description: 'no import cycles' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolve(context.filename, source);
      if (!target) return;
      const back = pathBack(target, context.filename);
      if (back) {
        const cycle = [context.filename, ...back].map((file) => path.relative(root, file)).join(' → ');
        context.report({ node: node.source, message: `import cycle: ${cycle}` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
