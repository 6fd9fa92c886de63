import sanitize from 'sanitize-html';
import {
  USER_HTML_LINK_ATTRIBUTES,
  USER_HTML_LINK_TARGET,
  USER_HTML_SCHEMES,
  USER_HTML_TAGS,
} from '@casebridge/contract/user-html';

/**
 * The one sanitiser of HTML that users write (notes, rejection reasons, escalation instructions, static process
 * documents, a company's login page text and SSO sections, a partner program's instructions): formatting, lists, tables and links survive; scripts, event handlers, styles, iframes and any URL
 * scheme but http(s) and mailto do not. Links open in a new tab without handing over the opener.
 */
export function sanitizeUserHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...USER_HTML_TAGS],
    allowedAttributes: { a: [...USER_HTML_LINK_ATTRIBUTES] },
    allowedSchemes: [...USER_HTML_SCHEMES],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitize.simpleTransform('a', { ...USER_HTML_LINK_TARGET }),
    },
  }).trim();
}

/** An optional HTML field as stored: sanitised, null when there is none. */
export function sanitizeOptionalHtml(html: string | null): string | null {
  return html === null ? null : sanitizeUserHtml(html);
}

/** The text that HTML shows, without any markup (for a plain-text email). */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).trim();
}

/** Whether sanitised HTML shows anything: '<p></p>' from an empty editor does not. */
export function hasVisibleText(html: string): boolean {
  return htmlToText(html) !== '';
}
