// One cached answer: the JSON exactly as the route's serializer wrote it, its gzip and brotli forms
// (compressed once, when stored, not on every request) and an entity tag per form
// (docs/decisions/0141-response-cache.md).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

export type Variant = { encoding: Encoding; body: Buffer; etag: string };

export type Entry = {
  /** Best first: brotli, gzip, then the JSON itself; a compressed form only when it is smaller. */
  variants: Variant[];
  /** The paginated list's `Link: <…>; rel="next"`, when there is a next page. */
  link: string | undefined;
  /** What the entry holds in memory, for the cache's bound. */
  size: number;
};

/** The body as the route's serializer returned it (Fastify allows a string, Buffer or ArrayBuffer). */
export type Serialized = { body: string | Buffer | ArrayBuffer; link: string | undefined };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quality 9 of 11: within a few per cent of the smallest, at a fraction of quality 11's time; paid once per entry. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/** Keys, headers and the entry's bookkeeping: a rough allowance so many tiny entries still count. */
const ENTRY_OVERHEAD_BYTES = 512;

export async function buildEntry({ body, link }: Serialized): Promise<Entry> {
  const identity = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const [br, gz] = await Promise.all([brotli(identity, BROTLI_OPTIONS), gzipAsync(identity)]);
  // Strong tags: byte-for-byte identity of the representation, so each content coding has its own.
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  const variants: Variant[] = [
    ...(br.length < identity.length ? [{ encoding: 'br' as const, body: br, etag: `"${tag}-br"` }] : []),
    ...(gz.length < identity.length ? [{ encoding: 'gzip' as const, body: gz, etag: `"${tag}-gz"` }] : []),
    { encoding: 'identity', body: identity, etag: `"${tag}"` },
  ];
  const size = ENTRY_OVERHEAD_BYTES + (link?.length ?? 0) + variants.reduce((total, variant) => total + variant.body.length, 0);
  return { variants, link, size };
}

/**
 * The form to send for an Accept-Encoding header: brotli, then gzip, among the codings it accepts
 * (q > 0, by name or by `*`), else the JSON itself.
 */
export function chooseVariant(entry: Entry, acceptEncoding: string | undefined): Variant {
  const accepted = acceptedCodingsOf(acceptEncoding ?? '');
  return entry.variants.find((variant) => variant.encoding === 'identity' || accepted(variant.encoding))!;
}

/** Browsers send a handful of distinct Accept-Encoding values; each is parsed once. */
const PARSED_HEADERS_KEPT = 64;
const parsedHeaders = new Map<string, (coding: Encoding) => boolean>();

function acceptedCodingsOf(header: string): (coding: Encoding) => boolean {
  let accepted = parsedHeaders.get(header);
  if (!accepted) {
    accepted = acceptedCodings(header);
    if (parsedHeaders.size >= PARSED_HEADERS_KEPT) parsedHeaders.clear();
    parsedHeaders.set(header, accepted);
  }
  return accepted;
}

function acceptedCodings(header: string): (coding: Encoding) => boolean {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}

/** If-None-Match lists this tag (or is `*`); the weak comparison the header calls for ignores `W/`. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
