// Vite's build manifest (dist/client/.vite/manifest.json): for each source module that became a chunk,
// its file and the chunks it imports. The server reads it to preload a lazily loaded route's chunks with
// the page's HTML, so they download beside the entry instead of after it (docs/decisions/0143-first-paint.md).
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ClientManifest = Record<string, ManifestChunk>;

/** The manifest keys of a chunk and of everything it imports, directly or not. */
function withImports(manifest: ClientManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/**
 * The URLs of the chunks a source module (its path under src/client, e.g. 'app/pages/article-route.tsx')
 * needs, less those the entry already loads (index.html preloads them); empty when the module is unknown.
 */
export function chunksFor(manifest: ClientManifest, sourceModule: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? withImports(manifest, entry) : new Set<string>();
  return [...withImports(manifest, sourceModule)].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}
