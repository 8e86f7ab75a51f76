/**
 * The demo shop's own pages in one language: the About page's parts, the Contact page's
 * introduction and the legal pages' Markdown. Kept as text per language rather than as messages:
 * the legal bodies are long documents a translator reads as a whole, and the owner edits them as
 * Markdown anyway (domain/owner-page-defaults.ts builds the pages from these).
 */

export interface TitledText {
  title: string;
  text: string;
}

/** What a legal page mentions of this shop, already written as Markdown where it is a link. */
export interface LegalDetails {
  /** `[support@…](mailto:support@…)` */
  email: string;
  /** `[(217) 555-0142](tel:2175550142)` */
  phone: string;
  /** Street, locality and country, as the shop writes them. */
  address: string;
  /**
   * Whether this build loads an analytics script, and from where: a host, or no host when the
   * script is served by this very site. The privacy policy says which.
   */
  analytics: { on: false } | { on: true; host?: string | undefined };
}

export interface OwnerPageTexts {
  about: {
    title: string;
    intro: string;
    valuesHeading: string;
    values: readonly [TitledText, TitledText, TitledText];
    stepsHeading: string;
    steps: readonly [TitledText, TitledText, TitledText];
    promiseHeading: string;
    promise: string;
    menuLink: string;
    contactLink: string;
  };
  contact: { title: string; intro: string };
  privacy: { title: string; intro: string; body: (details: LegalDetails) => string };
  terms: { title: string; intro: string; body: (details: LegalDetails) => string };
}
