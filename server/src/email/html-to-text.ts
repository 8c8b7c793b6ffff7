import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
};

/** Plain-text alternative of a sanitised HTML body, for clients and filters that prefer it. */
export const htmlToText = (html: string): string => {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote|pre)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) =>
      label && label !== href ? `${label} (${href})` : href,
    );
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return (
    text
      // One pass: `&amp;lt;` is the text `&lt;`, never `<` (decoding &amp; first decoded twice).
      .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
};
