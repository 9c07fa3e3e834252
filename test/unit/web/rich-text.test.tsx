import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../../web/src/components/rich-text.js';
import { parseRichText, plainText, safeHref } from '../../../web/src/components/rich-text-markup.js';

const render = (source: string) => renderToStaticMarkup(<RichText source={source} />);

/** Texts an attacker might store: tags, handlers and script addresses in every spelling that fooled filters. */
const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)" onclick="alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD4=)',
  '[click](vbscript:msgbox(1))',
  '[click](//evil.example/x)',
  '**<svg onload=alert(1)>**',
  '```\n</code><script>alert(1)</script>\n```',
  '- <iframe src="javascript:alert(1)"></iframe>',
  '![x](javascript:alert(1))',
  '![x](https://tracker.example/pixel.png)',
  '![x](/api-content/public/images/../../api-me/x)',
];

describe('rich text', () => {
  it.each(hostile)('never lets a script, an event handler or a script address through: %s', (source) => {
    const html = render(source);
    expect(html).not.toMatch(/<script|<img|<svg|<iframe|<a [^>]*on\w+=/i);
    expect(html).not.toMatch(/\son\w+="/i);
    expect(html).not.toMatch(/href="[^"]*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/href="\/\//);
  });

  it('shows a tag as the text it is', () => {
    expect(render('<b>bold</b>')).toBe(
      '<div class="rich-text" data-testid="rich-text"><p>&lt;b&gt;bold&lt;/b&gt;</p></div>',
    );
  });

  it('renders the subset: headings below the page heading, lists, emphasis, code and safe links', () => {
    const html = render(
      '# Start\n\nRead **this** and *that*, `code`.\n\n- one\n- [docs](/common/help-home)\n\n1. [site](https://example.com)\n2. two',
    );
    expect(html).toContain('<h2>Start</h2>');
    expect(html).toContain('<strong>this</strong>');
    expect(html).toContain('<em>that</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<ul><li>one</li><li><a href="/common/help-home">docs</a></li></ul>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<ol>');
  });

  it('shows an uploaded content image, and only that, as an image', () => {
    const src = '/api-content/public/images/0b7c6f8e-3f1a-4c2b-9d5e-1a2b3c4d5e6f.png';
    expect(render(`See ![the line](${src})`)).toContain(`<img src="${src}" alt="the line" loading="lazy"`);
    expect(plainText(`![the line](${src})`)).toBe('the line');
  });

  it('keeps only https, http, mailto, site paths and anchors as addresses', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeHref('/console/help')).toBe('/console/help');
    expect(safeHref('#part')).toBe('#part');
    expect(safeHref('/\\evil.example')).toBeUndefined();
    expect(safeHref('ftp://example.com')).toBeUndefined();
  });

  it('reads a paragraph across lines and gives the plain text for excerpts', () => {
    expect(parseRichText('one\ntwo')).toEqual([{ kind: 'paragraph', content: [{ kind: 'text', text: 'one two' }] }]);
    expect(plainText('## Title\n\nA **bold** [link](/x).')).toBe('Title A bold link.');
  });
});
