import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../domain/markdown.ts';
import { fillOwnerPage } from './fill-owner-page.ts';
import { fillPage } from './fill-page.ts';
import { DEFAULT_STORE_DETAILS } from '../../../domain/store-details.ts';

const built = (slug: string) =>
  `<html><head><title>Built — Doorstep</title></head><body><header>Shop</header><!--owner-page:${slug}--><h1>Built heading</h1><p>Built text</p><!--/owner-page:${slug}--><footer>Foot</footer></body></html>`;
const saved = {
  title: 'Our <story>',
  html: renderMarkdown('## Roots\n\n<script>alert(1)</script>'),
  updatedAt: new Date('2026-12-01T10:00:00Z'),
};

describe('fillOwnerPage', () => {
  it('leaves a page the owner never saved as built', () => {
    expect(fillOwnerPage(built('about'), {}, 'Doorstep')).toBe(built('about'));
    expect(fillOwnerPage(built('about'), { terms: saved }, 'Doorstep')).toBe(built('about'));
  });

  it("writes the saved title and text over the built ones, and the page's <title>", () => {
    const html = fillOwnerPage(built('about'), { about: saved }, 'Doorstep');
    expect(html).not.toContain('Built');
    expect(html).toContain('<title>Our &lt;story&gt; — Doorstep</title>');
    expect(html).toMatch(/<h1 class="[^"]+">Our &lt;story&gt;<\/h1>/);
    expect(html).toContain('<article class="prose-text"><h2>Roots</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n</article>');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(
      /^<html><head>.*<header>Shop<\/header><!--owner-page:about-->.*<!--\/owner-page:about--><footer>Foot<\/footer><\/body><\/html>$/s,
    );
    // Filled again (the next save), it replaces what it wrote.
    const again = fillOwnerPage(html, { about: { ...saved, title: 'Again' } }, 'Doorstep');
    expect(again).toContain('>Again</h1>');
    expect(again).not.toContain('Our &lt;story&gt;</h1>');
  });

  it('dates the legal pages by their last save', () => {
    const html = fillOwnerPage(built('privacy'), { privacy: saved }, 'Doorstep');
    expect(html).toContain('Last updated <time datetime="2026-12-01">December 1, 2026</time>');
    expect(fillOwnerPage(built('about'), { about: saved }, 'Doorstep')).not.toContain('Last updated');
    // An Italian page says it in Italian, with the date as Italians write it.
    expect(fillOwnerPage(built('privacy'), { privacy: saved }, 'Doorstep', 'it')).toContain(
      'Ultimo aggiornamento: <time datetime="2026-12-01">1 dicembre 2026</time>',
    );
  });

  it("puts the Contact page's text in its band, above the form the page keeps", () => {
    const html = fillOwnerPage(`${built('contact')}<form>kept</form>`, { contact: saved }, 'Doorstep');
    expect(html).toMatch(/<h1[^>]*>Our &lt;story&gt;<\/h1><div class="prose-text [^"]+"><h2>Roots<\/h2>/);
    expect(html).toContain('<form>kept</form>');
    expect(html).not.toContain('<article');
  });

  it('is part of filling a page, after the store details, which do not reach into the text', () => {
    const page = `${built('terms')}<span data-store="phone">(000)</span>`;
    const filled = fillPage(page, {
      details: { ...DEFAULT_STORE_DETAILS, phone: '555' },
      foods: [],
      pathname: '/terms',
      ownerPages: { terms: { ...saved, html: renderMarkdown('Call <span data-store="phone">x</span>') } },
    });
    expect(filled).toContain('<span data-store="phone">555</span>');
    expect(filled).toContain('Call &lt;span data-store=&quot;phone&quot;&gt;x&lt;/span&gt;');
  });
});
