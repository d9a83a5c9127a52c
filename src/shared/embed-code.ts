// The score cards other sites embed (docs/decisions/0273-embeds.md): their addresses and the iframe that
// shows one, the same markup whether oEmbed answers it or a reader copies it from a detail page.
export type EmbedKind = 'official' | 'bill';

/** The card's frame: wide enough for a name and a score, tall enough that nothing scrolls. */
export const EMBED_SIZE = { width: 400, height: { official: 230, bill: 250 } } as const;

export const embedPath = (kind: EmbedKind, id: number) => `/embed/${kind}/${id}`;

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function embedCode(origin: string, kind: EmbedKind, id: number, title: string, width: number = EMBED_SIZE.width): string {
  return `<iframe src="${escapeAttribute(origin + embedPath(kind, id))}" width="${width}" height="${EMBED_SIZE.height[kind]}" title="${escapeAttribute(title)}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}
