import { describe, expect, it } from 'vitest';
import { hasVisibleText, sanitizeUserHtml } from './sanitize-html.ts';

describe('sanitising user HTML', () => {
  it('keeps formatting and safe links, and removes scripts, handlers, styles and dangerous schemes', () => {
    const html = sanitizeUserHtml(
      '<p onclick="x()">Hi <strong>there</strong> <a href="https://ex.test/a">ok</a>' +
        '<a href="javascript:alert(1)">bad</a><img src=x onerror="alert(1)"><script>alert(2)</script>' +
        '<span style="background:url(javascript:alert(3))">styled</span><iframe src="https://ex.test"></iframe></p>',
    );
    expect(html).toBe(
      '<p>Hi <strong>there</strong> <a href="https://ex.test/a" target="_blank" rel="noopener noreferrer nofollow">ok</a>' +
        '<a target="_blank" rel="noopener noreferrer nofollow">bad</a>styled</p>',
    );
  });

  it('tells an empty editor from text', () => {
    expect(hasVisibleText('<p></p><p><br></p>')).toBe(false);
    expect(hasVisibleText('<p>x</p>')).toBe(true);
  });
});
