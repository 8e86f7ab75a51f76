import { SHOP } from '../../components/layout/shop.ts';

/**
 * The shop's contact address as the page shows it. The built pages carry the default; the server
 * fills in the one the owner saved in Settings (docs/decisions/005), so mail drafts read it here.
 */
export function shopEmail(): string {
  return document.querySelector('[data-store="contactEmail"]')?.textContent?.trim() || SHOP.supportEmail;
}
