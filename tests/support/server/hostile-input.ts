// fast-check arbitraries for request bodies: values a contract's schema accepts (so requests reach the
// handler and its SQL), the same with one field made hostile, and JSON that is nothing like them. Derived
// from the schema, so a new route's body is covered without writing its generator.
import fc from 'fast-check';
import type { z } from 'zod';
import { inputSchema, type Samples, validInput } from './schema-input.ts';

/**
 * Strings that have broken servers, by kind, each kind as likely as the others: text PostgreSQL cannot
 * store, replacement patterns and markup, bidi controls and blanks, numbers and keywords as text, size.
 */
const NASTY_STRINGS = [
  ['\u0000', 'a\u0000b', '\ud800', 'tail \udfff', 'x\udc00\ud800y'],
  ['$`', '$&', "$'", '$$', '</script><script>alert(1)</script>', "'; drop table users; --"],
  ['\u202Eevil\u202C', '\u200F\u200E', '', '   ', '\t\n'],
  ['NaN', '-0', '1e308', '9007199254740993', '__proto__', 'constructor', 'null'],
  ['x'.repeat(100_000), 'é'.repeat(5_000)],
];

const NASTY_NUMBERS = [0, -0, 1, -1, 10, 11, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE];

const nastyString = fc.oneof(...NASTY_STRINGS.map((kind) => fc.constantFrom(...kind)));
export const hostileString = fc.oneof(nastyString, fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ maxLength: 30 }));
const hostileNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Keys JSON.parse would turn into prototype pollution, and a staff flag no body may carry. */
const SMUGGLED = ['"__proto__":{"isStaff":1}', '"constructor":{"prototype":{"isStaff":1}}', '"isStaff":1', '"prototype":{"isStaff":1}'];

/**
 * A request body as the JSON text sent: values the schema accepts, the same with one field or every
 * text field made hostile, some with a smuggled key, some anything at all.
 */
export function bodyText(schema: z.ZodType | undefined, samples: Samples): fc.Arbitrary<string> {
  const valid = schema && inputSchema(schema) ? validInput(schema, samples) : hostileValue;
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const spoiled = fc.tuple(valid, fc.oneof(nastyString, hostileValue), fc.nat()).map(([value, bad, pick]) => {
    if (!isObject(value)) return bad;
    const keys = Object.keys(value);
    return keys.length ? { ...value, [keys[pick % keys.length]!]: bad } : bad;
  });
  // Every text field holding the same nasty string: what reaches the SQL when the schema lets it through.
  const poisoned = fc
    .tuple(valid, nastyString)
    .map(([value, bad]) =>
      isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeof item === 'string' ? bad : item]))
        : value,
    );
  const smuggled = fc.tuple(valid, fc.constantFrom(...SMUGGLED)).map(([value, key]) => {
    const text = JSON.stringify(isObject(value) ? value : {});
    return text === '{}' ? `{${key}}` : `{${key},${text.slice(1)}`;
  });
  return fc.oneof(
    { arbitrary: valid.map((value) => JSON.stringify(value)), weight: 3 },
    { arbitrary: spoiled.map((value) => JSON.stringify(value)), weight: 3 },
    { arbitrary: poisoned.map((value) => JSON.stringify(value)), weight: 3 },
    { arbitrary: smuggled, weight: 1 },
    { arbitrary: hostileValue.map((value) => JSON.stringify(value)), weight: 1 },
  );
}
