// The page shell's font preloads. Each face the first screen sets text in is asked for with the HTML, not
// after the stylesheet: a face arriving after the first paint rewraps its text and moves the page (a bill
// at phone width moved by CLS 0.24 when Inter came late; docs/decisions/0300-fonts-and-start-up.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// From the repository's root, where the tests run: in the browser-like environment import.meta.url is no file.
const html = readFileSync(path.resolve('src/client/index.html'), 'utf8');
const preloadedFonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin \/>/g)].map(
  (m) => m[1],
);

describe('index.html', () => {
  it.each(['inter', 'source-serif-4', 'playfair-display'])(
    'preloads the Latin file of %s, the face the first screen draws with',
    (face) => {
      expect(preloadedFonts).toContainEqual(
        expect.stringMatching(new RegExp(`/@fontsource-variable/${face}/files/${face}-latin-wght-normal\\.woff2$`)),
      );
    },
  );

  it("preloads only Latin files, which carry the site's English text", () => {
    expect(preloadedFonts.length).toBe(3);
    expect(preloadedFonts.every((href) => href!.endsWith('-latin-wght-normal.woff2'))).toBe(true);
  });
});
