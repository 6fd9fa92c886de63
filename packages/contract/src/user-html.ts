/**
 * The HTML that users may write (notes, rejection reasons, escalation instructions, static process documents): the
 * server's sanitiser keeps these and nothing else, and the static document's live preview (S-036) shows the typed
 * HTML by the same rules.
 */
export const USER_HTML_TAGS = [
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
] as const;
/** A link's attributes; the others of every tag go. */
export const USER_HTML_LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;
/** The only URL schemes a link keeps (no protocol-relative URLs). */
export const USER_HTML_SCHEMES = ['http', 'https', 'mailto'] as const;
/** What every kept link gets: a new tab, without handing over the opener. */
export const USER_HTML_LINK_TARGET = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
