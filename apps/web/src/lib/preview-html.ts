import { USER_HTML_LINK_TARGET, USER_HTML_SCHEMES, USER_HTML_TAGS } from '@casebridge/contract/user-html';

const kept = new Set<string>(USER_HTML_TAGS);
/** Tags that go with their content, as the server's sanitiser drops them (the others leave their text). */
const dropped = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'svg', 'math']);

const allowedHref = (href: string): boolean => {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && (USER_HTML_SCHEMES as readonly string[]).includes(scheme);
};

const clean = (parent: Node): void => {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (!(node instanceof Element)) continue;
    const tag = node.tagName.toLowerCase();
    if (dropped.has(tag)) {
      node.remove();
      continue;
    }
    clean(node);
    if (!kept.has(tag)) {
      node.replaceWith(...node.childNodes);
      continue;
    }
    const href = tag === 'a' ? node.getAttribute('href') : null;
    for (const name of node.getAttributeNames()) node.removeAttribute(name);
    if (tag === 'a') {
      if (href !== null && allowedHref(href)) node.setAttribute('href', href);
      node.setAttribute('target', USER_HTML_LINK_TARGET.target);
      node.setAttribute('rel', USER_HTML_LINK_TARGET.rel);
    }
  }
};

/**
 * S-036: typed HTML as the server will keep it (the same tags, link attributes and schemes as its sanitiser), for the
 * static document's live preview. Parsed into an inert document: nothing of it loads or runs while it is cleaned.
 */
export const previewHtml = (html: string): string => {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  clean(body);
  return body.innerHTML;
};
