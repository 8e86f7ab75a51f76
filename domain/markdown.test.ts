import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

/** Every tag the rendered HTML opens. */
function tags(html: string): string[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((match) => match[1]!.toLowerCase());
}

describe('renderMarkdown', () => {
  it('writes headings, paragraphs, lists, emphasis and links', () => {
    const html = renderMarkdown(
      '## Our story\n\nWe cook **fresh** and *fast*.\n\n- one\n- two\n\n1. first\n2. second\n\n[The menu](/menu)',
    );
    expect(html).toBe(
      '<h2>Our story</h2>\n<p>We cook <strong>fresh</strong> and <em>fast</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n<p><a href="/menu">The menu</a></p>\n',
    );
  });

  it('makes a top heading a section heading: the page title is the one h1', () => {
    expect(renderMarkdown('# Welcome')).toBe('<h2>Welcome</h2>\n');
    expect(renderMarkdown('### Small')).toBe('<h3>Small</h3>\n');
  });

  it('shows a <script> as text, never as a tag', () => {
    const html = renderMarkdown('Hello <script>alert("x")</script>\n\n<script src="/evil.js"></script>');
    expect(tags(html)).not.toContain('script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('keeps no attribute of raw HTML: <img onerror> is text', () => {
    const html = renderMarkdown('<img src="x" onerror="alert(1)">\n\nInline <img src=x onerror=alert(1)> too');
    expect(tags(html)).toEqual(['p', 'p']);
    expect(html).toContain('&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;');
  });

  it('shows a raw <iframe> as text', () => {
    const html = renderMarkdown('<iframe src="https://evil.example"></iframe>');
    expect(tags(html)).toEqual(['p']);
    expect(html).toContain('&lt;iframe');
  });

  it('refuses javascript: links, however written', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:x',
      'file:///etc/passwd',
    ]) {
      const html = renderMarkdown(`[click](${link})`);
      expect(tags(html), link).toEqual(['p']);
      expect(html).not.toMatch(/href=/);
    }
    expect(tags(renderMarkdown('<javascript:alert(1)>'))).toEqual(['p']);
  });

  it('refuses data: links and pictures', () => {
    for (const markdown of [
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '[x](data:image/png;base64,AAAA)',
      '![x](data:image/png;base64,AAAA)',
    ]) {
      const html = renderMarkdown(markdown);
      expect(html, markdown).not.toMatch(/href=|src=/);
    }
  });

  it('links to the web, mail, a phone and places on this site', () => {
    const html = renderMarkdown('[a](https://example.com) [b](mailto:hi@example.com) [c](tel:2175550142) [d](/menu) [e](#hours)');
    expect(html).toContain('<a href="https://example.com">a</a>');
    expect(html).toContain('<a href="mailto:hi@example.com">b</a>');
    expect(html).toContain('<a href="tel:2175550142">c</a>');
    expect(html).toContain('<a href="/menu">d</a>');
    expect(html).toContain('<a href="#hours">e</a>');
  });

  it("shows pictures from this site only (the pages' security policy loads no others)", () => {
    expect(renderMarkdown('![Our kitchen](/images/kitchen.jpg)')).toBe('<p><img src="/images/kitchen.jpg" alt="Our kitchen"></p>\n');
    expect(renderMarkdown('![Tracker](https://tracker.example/p.gif)')).toBe('<p>Tracker</p>\n');
    expect(renderMarkdown('![Tracker](//tracker.example/p.gif)')).toBe('<p>Tracker</p>\n');
  });

  it('escapes quotes in a link title', () => {
    const html = renderMarkdown('[a](/x "say \\"hi\\" onclick=alert(1)")');
    expect(html).toBe('<p><a href="/x" title="say &quot;hi&quot; onclick=alert(1)">a</a></p>\n');
  });
});
