// What an article's HTML may contain: the server keeps only this before storing an article, and the
// client keeps only this again when it displays one.

export const ARTICLE_TAGS = ['b', 'i', 'u', 'a', 'p', 'br', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em'];

/** Only on links. */
export const ARTICLE_LINK_ATTRIBUTES = ['href', 'target', 'rel'];
