/**
 * The shop's public contact details, shown in the footer and on the contact page and used by
 * the mail drafts. Static text: nothing here is fetched.
 */
export const SHOP = {
  name: 'Doorstep',
  supportEmail: 'support@doorstep.example',
  phoneDisplay: '(217) 555-0142',
  phoneHref: 'tel:+12175550142',
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
