import { describe, expect, it } from 'vitest';
import { previewHtml } from './preview-html';

describe('previewHtml', () => {
  it('[S-036] keeps the tags the server keeps and drops scripts, handlers, styles and other schemes', () => {
    expect(
      previewHtml(
        '<h2 onclick="x()">Reach us</h2><script>alert(1)</script><p style="color:red">Mail <a href="mailto:a@b.test" onmouseover="y()">us</a> or <a href="javascript:alert(1)">this</a></p><div><img src=x onerror="z()">Text</div><!-- note -->',
      ),
    ).toBe(
      '<h2>Reach us</h2><p>Mail <a href="mailto:a@b.test" target="_blank" rel="noopener noreferrer nofollow">us</a> or <a target="_blank" rel="noopener noreferrer nofollow">this</a></p>Text',
    );
  });
});
