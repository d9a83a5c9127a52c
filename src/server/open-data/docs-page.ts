// The readable reference at /api/docs: Swagger UI from the swagger-ui-dist package the app ships with
// (no CDN), its script started from a file of ours so the CSP's script-src 'self' holds.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export const DOCS_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
} as const;
export type DocsFile = keyof typeof DOCS_FILES;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api', deepLinking: true, filter: true, docExpansion: 'list', defaultModelsExpandDepth: 0 });\n`;

let loaded: Record<DocsFile, Buffer> | undefined;

/** The files, read once on first use (the bundle is 1.5 MB; a server that never shows the docs never reads it). */
export function docsFile(name: DocsFile): Buffer {
  loaded ??= {
    'swagger-ui.css': readFileSync(path.join(distDir, 'swagger-ui.css')),
    'swagger-ui-bundle.js': readFileSync(path.join(distDir, 'swagger-ui-bundle.js')),
    'init.js': Buffer.from(INIT),
  };
  return loaded[name];
}

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference — Civic Ledger</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main>
<h1 style="font: 600 1.5rem system-ui, sans-serif; margin: 1rem 1.25rem 0">Civic Ledger API reference</h1>
<p style="font: 1rem system-ui, sans-serif; margin: .5rem 1.25rem">The OpenAPI document is at <a href="/api/openapi.json">/api/openapi.json</a>; bulk downloads and licences are on <a href="/data">the open data page</a>.</p>
<div id="api"></div>
</main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;
