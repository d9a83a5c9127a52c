// The content editor toolbar: bold, italic, underline, link, bullet list, numbered list, heading (h2).

export type MarkupKind = 'bold' | 'italic' | 'underline' | 'link' | 'bullet' | 'numbered' | 'heading';
export type EditorState = { value: string; start: number; end: number };

const PLACEHOLDER: Record<MarkupKind, string> = {
  bold: 'bold text',
  italic: 'italic text',
  underline: 'underlined text',
  link: 'link text',
  bullet: 'List item',
  numbered: 'List item',
  heading: 'Heading',
};

function wrap(kind: MarkupKind, text: string): [string, string, string] {
  switch (kind) {
    case 'bold':
      return ['<strong>', text, '</strong>'];
    case 'italic':
      return ['<em>', text, '</em>'];
    case 'underline':
      return ['<u>', text, '</u>'];
    case 'link':
      return ['<a href="https://" target="_blank" rel="noopener noreferrer">', text, '</a>'];
    case 'heading':
      return ['<h2>', text, '</h2>'];
    case 'bullet':
    case 'numbered': {
      const tag = kind === 'bullet' ? 'ul' : 'ol';
      const items = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      // The selection covers the item text only, so typing over a placeholder keeps the <li>.
      return [`<${tag}><li>`, items.join('</li><li>'), `</li></${tag}>`];
    }
  }
}

/** Wraps the selection (or a placeholder) in the markup and selects the wrapped text for overtyping. */
export function applyMarkup(state: EditorState, kind: MarkupKind): EditorState {
  const selected = state.value.slice(state.start, state.end) || PLACEHOLDER[kind];
  const [open, inner, close] = wrap(kind, selected);
  const value = state.value.slice(0, state.start) + open + inner + close + state.value.slice(state.end);
  const start = state.start + open.length;
  return { value, start, end: start + inner.length };
}
