import { SHOP } from '../../components/layout/shop.ts';

/**
 * The shop's name and contact address as the page shows them. The built pages carry the
 * defaults; the server fills in what the owner saved (docs/decisions/005), so mail drafts read them here.
 */
export function shopEmail(): string {
  return servedDetail('contactEmail') || SHOP.supportEmail;
}

export function shopName(): string {
  return servedDetail('storeName') || SHOP.name;
}

function servedDetail(field: 'contactEmail' | 'storeName'): string | undefined {
  return document.querySelector(`[data-store="${field}"]`)?.textContent?.trim();
}
