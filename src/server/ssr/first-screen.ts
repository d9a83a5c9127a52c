// The client build's renderer of a page's first screen (dist/prerender/prerender.js, written by
// `vite build --ssr`), and what the page's HTML needs once it carries that screen
// (docs/decisions/0145-server-rendered-first-screen.md).
import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderFirstScreen } from '../../shared/api/first-data.ts';

/**
 * Imports the built renderer on first use; undefined while there is no build, when it cannot be loaded,
 * or once a rebuild has replaced the file under the running server, and the browser then draws the page
 * alone. A module is imported once per process (its lazily loaded parts import it by its plain address,
 * so it cannot be loaded a second time beside itself): a rebuilt renderer takes a restart.
 */
export function builtRenderer(file: string, onLoadError: (error: unknown) => void): () => Promise<RenderFirstScreen | undefined> {
  let loaded: { mtimeMs: number; renderer: Promise<RenderFirstScreen | undefined> } | undefined;
  return async () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    loaded ??= {
      mtimeMs,
      renderer: import(pathToFileURL(file).href).then(
        (module: { renderFirstScreen?: RenderFirstScreen }) => module.renderFirstScreen,
        (error: unknown) => {
          onLoadError(error);
          return undefined;
        },
      ),
    };
    // A renderer older than the client it would draw for could draw a different page.
    return loaded.mtimeMs === mtimeMs ? loaded.renderer : undefined;
  };
}

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/i;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/gi;

/**
 * Puts the first screen's markup into the page's root element and hands its module script and module
 * preloads to /start-after-paint.js, which starts them once that screen is painted. `escape` makes an
 * address safe in an attribute.
 */
export function withFirstScreen(html: string, markup: string, escape: (text: string) => string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const starter = `<script src="/start-after-paint.js" data-entry="${escape(entry)}" data-preload="${escape(preloads.join(' '))}" defer></script>`;
  const withoutModules = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // Replacer functions: the markup holds people's words, in which `$&` must stay as typed.
  return withoutModules
    .replace(/<\/head>/i, (tag) => `  ${starter}\n  ${tag}`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
