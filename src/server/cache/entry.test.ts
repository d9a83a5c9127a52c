// A cached answer's forms: which one an Accept-Encoding gets, that each decodes to the same JSON, and
// when If-None-Match means the client already holds it.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildEntry, chooseVariant, isNotModified } from './entry.ts';

const json = JSON.stringify(
  Array.from({ length: 50 }, (_, id) => ({ id, title: `Bill number ${id}`, summary: 'A summary long enough to compress.' })),
);

describe('a cached entry', () => {
  it('holds brotli, gzip and the JSON itself, each decoding to the same bytes, each with its own strong tag', async () => {
    const entry = await buildEntry({ body: json, link: '</api/bills?cursor=x>; rel="next"' });
    const byEncoding = Object.fromEntries(entry.variants.map((variant) => [variant.encoding, variant]));
    expect(brotliDecompressSync(byEncoding.br!.body).toString()).toBe(json);
    expect(gunzipSync(byEncoding.gzip!.body).toString()).toBe(json);
    expect(byEncoding.identity!.body.toString()).toBe(json);
    const tags = entry.variants.map((variant) => variant.etag);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect((await buildEntry({ body: json, link: undefined })).variants.map((variant) => variant.etag)).toEqual(tags);
  });

  it('keeps no compressed form that would be larger than the JSON', async () => {
    const entry = await buildEntry({ body: '[]', link: undefined });
    expect(entry.variants.map((variant) => variant.encoding)).toEqual(['identity']);
    expect(chooseVariant(entry, 'br, gzip').encoding).toBe('identity');
  });

  it('sends brotli, then gzip, among the codings the request accepts, else the JSON', async () => {
    const entry = await buildEntry({ body: json, link: undefined });
    const chosen = (header: string | undefined) => chooseVariant(entry, header).encoding;
    expect(chosen('gzip, deflate, br, zstd')).toBe('br');
    expect(chosen('gzip')).toBe('gzip');
    expect(chosen('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosen('*')).toBe('br');
    expect(chosen('br;q=0, *')).toBe('gzip');
    expect(chosen('identity')).toBe('identity');
    expect(chosen('gzip;q=0')).toBe('identity');
    expect(chosen(undefined)).toBe('identity');
  });

  it('is not modified for a client holding its tag, weak or in a list, or for *', () => {
    expect(isNotModified('"abc-br"', '"abc-br"')).toBe(true);
    expect(isNotModified('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(isNotModified('"old", "abc-br"', '"abc-br"')).toBe(true);
    expect(isNotModified('*', '"abc-br"')).toBe(true);
    expect(isNotModified('"abc"', '"abc-br"')).toBe(false);
    expect(isNotModified(undefined, '"abc-br"')).toBe(false);
  });
});
