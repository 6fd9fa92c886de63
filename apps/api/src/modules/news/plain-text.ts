import { Parser } from 'htmlparser2';

/** Elements whose content is no text of the post. */
const HIDDEN = new Set(['script', 'style', 'template']);
/** Elements that end a run of words: a space keeps "one</p><p>two" apart. */
const BREAKS = new Set([
  'p',
  'br',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'tr',
  'td',
]);

/**
 * D-016: the text of a fragment of HTML written by a feed (a WordPress `title.rendered` or `excerpt.rendered`):
 * tags dropped, entities decoded, whitespace collapsed. The answer is text that the web shows as text, never HTML.
 */
export function plainText(html: string): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hidden += 1;
        if (BREAKS.has(name)) text += ' ';
      },
      ontext(data) {
        if (hidden === 0) text += data;
      },
      onclosetag(name) {
        if (HIDDEN.has(name) && hidden > 0) hidden -= 1;
        if (BREAKS.has(name)) text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}
