import { describe, expect, it } from 'vitest';
import { applyMarkup } from './editor-markup.ts';

const sel = (value: string, start: number, end: number) => ({ value, start, end });

describe('content editor toolbar', () => {
  it('wraps the selection in bold, italic, underline and h2', () => {
    expect(applyMarkup(sel('a word b', 2, 6), 'bold').value).toBe('a <strong>word</strong> b');
    expect(applyMarkup(sel('a word b', 2, 6), 'italic').value).toBe('a <em>word</em> b');
    expect(applyMarkup(sel('a word b', 2, 6), 'underline').value).toBe('a <u>word</u> b');
    expect(applyMarkup(sel('Title', 0, 5), 'heading').value).toBe('<h2>Title</h2>');
  });
  it('inserts a placeholder when nothing is selected and selects it', () => {
    const next = applyMarkup(sel('x', 1, 1), 'bold');
    expect(next.value).toBe('x<strong>bold text</strong>');
    expect(next.value.slice(next.start, next.end)).toBe('bold text');
  });
  it('selects only the placeholder item of an empty list, so typing keeps the <li>', () => {
    const list = applyMarkup(sel('', 0, 0), 'bullet');
    expect(list.value).toBe('<ul><li>List item</li></ul>');
    const typed = list.value.slice(0, list.start) + 'Only point' + list.value.slice(list.end);
    expect(typed).toBe('<ul><li>Only point</li></ul>');
    expect(applyMarkup(sel('', 0, 0), 'numbered').value).toBe('<ol><li>List item</li></ol>');
  });

  it('makes a link and bullet or numbered lists from selected lines', () => {
    expect(applyMarkup(sel('site', 0, 4), 'link').value).toBe('<a href="https://" target="_blank" rel="noopener noreferrer">site</a>');
    expect(applyMarkup(sel('one\ntwo', 0, 7), 'bullet').value).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(applyMarkup(sel('one\n\ntwo', 0, 8), 'numbered').value).toBe('<ol><li>one</li><li>two</li></ol>');
  });
});
