import sanitize from 'sanitize-html';

/**
 * The one sanitiser of HTML that users write (notes, rejection reasons, escalation instructions, static process
 * documents): formatting, lists, tables and links survive; scripts, event handlers, styles, iframes and any URL
 * scheme but http(s) and mailto do not. Links open in a new tab without handing over the opener.
 */
export function sanitizeUserHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'code',
      'pre',
      'blockquote',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'a',
      'hr',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    },
  }).trim();
}

/** The text that HTML shows, without any markup (for a plain-text email). */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).trim();
}

/** Whether sanitised HTML shows anything: '<p></p>' from an empty editor does not. */
export function hasVisibleText(html: string): boolean {
  return htmlToText(html) !== '';
}
