/** The four main links, shown in the bar from md and repeated in the mobile menu. */
export const MAIN_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Shop', href: '/' },
  { label: 'About', href: '/aboutPage' },
  { label: 'Contact', href: '/contact' },
] as const;

export type MainLink = (typeof MAIN_LINKS)[number];

/** '/aboutPage/' and '/aboutPage' are the same page; '/about' shows it too. */
export function isCurrentLink(link: MainLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (link.label === 'Shop') return false; // Home already marks '/'.
  if (link.href === '/aboutPage') return path === '/aboutPage' || path === '/about';
  return path === link.href;
}
