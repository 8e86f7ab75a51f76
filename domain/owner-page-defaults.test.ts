import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';
import {
  ABOUT_INTRO,
  ABOUT_PROMISE,
  ABOUT_STEPS,
  ABOUT_VALUES,
  CONTACT_INTRO,
  defaultOwnerPage,
  privacyBody,
} from './owner-page-defaults.ts';
import { OWNER_PAGE_MARKDOWN_MAX_LENGTH, OWNER_PAGE_SLUGS, OwnerPageInput } from './owner-pages.ts';

describe('defaultOwnerPage', () => {
  it('gives every page a title and a text the owner could save as it is', () => {
    for (const slug of OWNER_PAGE_SLUGS) {
      const page = defaultOwnerPage(slug);
      expect(OwnerPageInput.safeParse(page).success, slug).toBe(true);
      expect(page.markdown.length).toBeLessThan(OWNER_PAGE_MARKDOWN_MAX_LENGTH / 2);
    }
  });

  it("writes the About page's story, values, steps and promise", () => {
    const { title, markdown } = defaultOwnerPage('about');
    expect(title).toBe('Good food, brought to your doorstep');
    for (const text of [ABOUT_INTRO, ABOUT_PROMISE, ...ABOUT_VALUES.flatMap((v) => [v.title, v.text]), ...ABOUT_STEPS.map((s) => s.text)]) {
      expect(markdown).toContain(text);
    }
    const html = renderMarkdown(markdown);
    expect(html).toContain('<h2>What we stand for</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<a href="/contact">Contact us</a>');
  });

  it("is the Contact page's introduction, under the title 'Contact us'", () => {
    expect(defaultOwnerPage('contact')).toEqual({ title: 'Contact us', markdown: CONTACT_INTRO });
  });

  it("links the demo shop's e-mail and phone in the legal pages", () => {
    for (const slug of ['privacy', 'terms'] as const) {
      const html = renderMarkdown(defaultOwnerPage(slug).markdown);
      expect(html, slug).toContain('<a href="mailto:support@doorstep.example">support@doorstep.example</a>');
      expect(html, slug).toContain('<a href="tel:2175550142">(217) 555-0142</a>');
    }
  });

  it("says whether this shop's analytics is on, and from where", () => {
    expect(privacyBody()).toContain('On this site it is currently **off**.');
    expect(privacyBody({ analyticsSrc: 'https://stats.example.com/script.js' })).toContain(
      'pages load a visitor-statistics script from stats.example.com,',
    );
    expect(privacyBody({ analyticsSrc: '/stats.js' })).toContain('script from this site,');
  });
});
