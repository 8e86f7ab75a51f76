import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n/languages.ts';
import { renderMarkdown } from './markdown.ts';
import { defaultOwnerPage, ownerPageTexts, privacyBody } from './owner-page-defaults.ts';
import { OWNER_PAGE_MARKDOWN_MAX_LENGTH, OWNER_PAGE_SLUGS, OwnerPageInput } from './owner-pages.ts';

const EMAIL_LINK = '<a href="mailto:support@doorstep.example">support@doorstep.example</a>';
const PHONE_LINK = '<a href="tel:2175550142">(217) 555-0142</a>';

/** Every string of a language's texts, the legal bodies written out. */
function textsOf(language: string): string[] {
  const { about, contact, privacy, terms } = ownerPageTexts(language);
  return [
    about.title,
    about.intro,
    about.valuesHeading,
    ...about.values.flatMap((value) => [value.title, value.text]),
    about.stepsHeading,
    ...about.steps.flatMap((step) => [step.title, step.text]),
    about.promiseHeading,
    about.promise,
    about.menuLink,
    about.contactLink,
    contact.title,
    contact.intro,
    privacy.title,
    privacy.intro,
    privacyBody({}, language),
    terms.title,
    terms.intro,
    defaultOwnerPage('terms', {}, language).markdown,
  ];
}

describe('defaultOwnerPage', () => {
  for (const language of LANGUAGES) {
    describe(`in ${language}`, () => {
      it('gives every page a title and a text the owner could save as it is', () => {
        for (const slug of OWNER_PAGE_SLUGS) {
          const page = defaultOwnerPage(slug, {}, language);
          expect(OwnerPageInput.safeParse(page).success, slug).toBe(true);
          expect(page.markdown.length).toBeLessThan(OWNER_PAGE_MARKDOWN_MAX_LENGTH / 2);
        }
      });

      it('has every part written, and in its own words rather than English', () => {
        const own = textsOf(language);
        const english = textsOf('en');
        own.forEach((text, index) => {
          expect(text.trim(), `part ${index}`).not.toBe('');
          if (language !== 'en') expect(text, `part ${index} is English`).not.toBe(english[index]);
        });
      });

      it("writes the About page's story, values, steps and promise, with its links", () => {
        const { about } = ownerPageTexts(language);
        const { title, markdown } = defaultOwnerPage('about', {}, language);
        expect(title).toBe(about.title);
        for (const text of [
          about.intro,
          about.promise,
          ...about.values.flatMap((v) => [v.title, v.text]),
          ...about.steps.map((s) => s.text),
        ]) {
          expect(markdown).toContain(text);
        }
        const html = renderMarkdown(markdown);
        expect(html).toContain(`<h2>${about.valuesHeading}</h2>`);
        expect(html).toContain('<ol>');
        expect(html).toContain(`<a href="/menu">${about.menuLink}</a>`);
        expect(html).toContain(`<a href="/contact">${about.contactLink}</a>`);
      });

      it("is the Contact page's introduction under its title", () => {
        const { contact } = ownerPageTexts(language);
        expect(defaultOwnerPage('contact', {}, language)).toEqual({ title: contact.title, markdown: contact.intro });
      });

      it("links the demo shop's e-mail and phone in the legal pages, and the terms link the privacy policy", () => {
        for (const slug of ['privacy', 'terms'] as const) {
          const html = renderMarkdown(defaultOwnerPage(slug, {}, language).markdown);
          expect(html, slug).toContain(EMAIL_LINK);
          expect(html, slug).toContain(PHONE_LINK);
        }
        expect(defaultOwnerPage('privacy', {}, language).markdown).toContain('214 Market Street, Springfield, IL 62701, United States');
        expect(defaultOwnerPage('terms', {}, language).markdown).toMatch(/\]\(\/privacy\)/);
      });

      it("says whether this shop's analytics is on, and from where", () => {
        const off = privacyBody({}, language);
        const onElsewhere = privacyBody({ analyticsSrc: 'https://stats.example.com/script.js' }, language);
        const onHere = privacyBody({ analyticsSrc: '/stats.js' }, language);
        expect(off).not.toContain('stats.example.com');
        expect(onElsewhere).toContain('stats.example.com');
        expect(new Set([off, onElsewhere, onHere]).size).toBe(3);
        expect(onHere).not.toContain('stats.example.com');
      });
    });
  }

  it('writes English as the demo always has, and English for a language it does not ship', () => {
    expect(defaultOwnerPage('about').title).toBe('Good food, brought to your doorstep');
    expect(privacyBody()).toContain('On this site it is currently **off**.');
    expect(privacyBody({ analyticsSrc: 'https://stats.example.com/script.js' })).toContain(
      'pages load a visitor-statistics script from stats.example.com,',
    );
    expect(privacyBody({ analyticsSrc: '/stats.js' })).toContain('script from this site,');
    expect(defaultOwnerPage('privacy', {}, 'en-XA')).toEqual(defaultOwnerPage('privacy'));
  });
});
