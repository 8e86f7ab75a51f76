/**
 * The shop's contact details as the build knows them, used by the mail drafts and rendered into
 * the footer and contact page, where the server replaces the marked text with the owner's saved
 * details (docs/decisions/005). Literal text, not read from domain/store-details.ts, so the
 * islands that import it carry nothing more; shop.test.ts keeps the two the same.
 */
export const SHOP = {
  name: 'Doorstep',
  supportEmail: 'support@doorstep.example',
  phoneDisplay: '(217) 555-0142',
  phoneHref: 'tel:2175550142',
  street: '214 Market Street',
  locality: 'Springfield, IL 62701',
  country: 'United States',
  hours: 'Every day, 10:00 am – 10:00 pm',
} as const;

export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'X' | 'YouTube';
  href: string;
}

/** Plain links to the networks: nothing from them loads on our pages. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'X', href: 'https://x.com/' },
  { network: 'YouTube', href: 'https://www.youtube.com/' },
];
