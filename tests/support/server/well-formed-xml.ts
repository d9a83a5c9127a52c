// Whether text is well-formed XML 1.0, as a feed reader's parser judges it. fast-xml-parser's validator
// checks the markup but lets through characters XML forbids, so each character is checked as well,
// against the spec's own Char production (https://www.w3.org/TR/xml/#charsets).
import { XMLValidator } from 'fast-xml-parser';

/** XML 1.0's Char production, one code point. */
export const xmlAllows = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** The text's code points, a lone surrogate counting as one. */
export const codePoints = (text: string) => Array.from(text, (char) => char.codePointAt(0)!);

/** What is wrong with the document: the validator's verdict and the code points XML does not allow (hex). */
export function xmlFaults(xml: string) {
  const validated = XMLValidator.validate(xml);
  return {
    markup: validated === true ? null : validated.err.msg,
    forbidden: codePoints(xml)
      .filter((code) => !xmlAllows(code))
      .map((code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`),
  };
}
