// Text as XML 1.0 allows it (https://www.w3.org/TR/xml/#charsets). A document holding a C0 control other
// than tab, line feed and carriage return, U+FFFE, U+FFFF or half of a surrogate pair is not well-formed
// at all, escaped or not (not even as a character reference), and feed readers refuse the whole of it.
// Such characters carry nothing a reader could see, so they are dropped.

const FORBIDDEN = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]',
    // A high surrogate not followed by a low one, and a low one not preceded by a high one.
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  ].join('|'),
  'g',
);

/** The text without the characters XML 1.0 forbids. */
export const xmlText = (text: string): string => text.replace(FORBIDDEN, '');

/** Every string in the value, however deep, as xmlText leaves it (dates and numbers as they are). */
export function xmlSafe<T>(value: T): T {
  if (typeof value === 'string') return xmlText(value) as T;
  if (Array.isArray(value)) return value.map(xmlSafe) as T;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, xmlSafe(field)])) as T;
  return value;
}
