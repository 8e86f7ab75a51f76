import type { MessageKey } from '../../i18n/t.ts';

/** The four main links, shown in the bar from md and repeated in the mobile menu; `label` is a message. */
export const MAIN_LINKS = [
  { label: 'layout.home', href: '/' },
  { label: 'layout.shop', href: '/' },
  { label: 'layout.about', href: '/aboutPage' },
  { label: 'layout.contact', href: '/contact' },
] as const satisfies readonly { label: MessageKey; href: string }[];

export type MainLink = (typeof MAIN_LINKS)[number];

/** '/aboutPage/' and '/aboutPage' are the same page; '/about' shows it too. `pathname` is without its language's prefix. */
export function isCurrentLink(link: MainLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (link.label === 'layout.shop') return false; // Home already marks '/'.
  if (link.href === '/aboutPage') return path === '/aboutPage' || path === '/about';
  return path === link.href;
}
