import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePoints, xmlAllows } from '../../../tests/support/server/well-formed-xml.ts';
import { xmlSafe, xmlText } from './xml-text.ts';

describe('xmlText', () => {
  it('drops the controls, non-characters and lone surrogates XML 1.0 forbids, and keeps the rest', () => {
    expect(xmlText('vote\u0001\u000B\u001B')).toBe('vote');
    expect(xmlText('a\u0000b\u0008c\u000Cd\u001Fe')).toBe('abcde');
    expect(xmlText('\uFFFE\uFFFF')).toBe('');
    expect(xmlText('x\uD800y\uDC00z\uDBFF')).toBe('xyz');
    expect(xmlText('tab\tline\ncr\r \u00E9 \uFFFD \u{1F5F3} \u{10FFFF} \u007F')).toBe(
      'tab\tline\ncr\r \u00E9 \uFFFD \u{1F5F3} \u{10FFFF} \u007F',
    );
  });

  it('leaves only characters XML allows, and every one of them', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) }),
        (text, controls) => {
          const input = controls + text + controls;
          const kept = codePoints(xmlText(input));
          expect(kept.every(xmlAllows)).toBe(true);
          expect(kept).toEqual(codePoints(input).filter(xmlAllows));
        },
      ),
    );
  });

  it('reaches every string of a value, however deep, and leaves dates and numbers alone', () => {
    const date = new Date(0);
    expect(xmlSafe({ title: 'a\u0001', entries: [{ summary: 'b\uFFFE', date, count: 2 }], tags: ['c\u001B'] })).toEqual({
      title: 'a',
      entries: [{ summary: 'b', date, count: 2 }],
      tags: ['c'],
    });
  });
});
