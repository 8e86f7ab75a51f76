import {
  STORE_HREF_ATTRIBUTE,
  STORE_TEXT_ATTRIBUTE,
  isStoreDetailField,
  storeDetailHref,
  type StoreDetails,
} from '../../../domain/store-details.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';

/**
 * Puts the shop's saved details into a pre-rendered page (docs/decisions/005). The pages mark
 * what shows a detail: `<span data-store="phone">…</span>` (text only inside) and
 * `<a data-store-href="phone" href="…">`. Only those marks are touched; a page without them
 * comes back unchanged. Values are HTML-escaped.
 */
export function fillStoreDetails(html: string, details: StoreDetails): string {
  if (!html.includes(STORE_TEXT_ATTRIBUTE)) return html;
  return html.replace(MARKED_START_TAG, (match: string, text: string) => {
    let tag = match.slice(0, match.length - text.length);
    const hrefField = attribute(tag, STORE_HREF_ATTRIBUTE);
    if (hrefField === 'phone' || hrefField === 'contactEmail') {
      tag = tag.replace(/\shref="[^"]*"/, ` href="${escapeHtml(storeDetailHref(hrefField, details))}"`);
    }
    const textField = attribute(tag, STORE_TEXT_ATTRIBUTE);
    return `${tag}${isStoreDetailField(textField) ? escapeHtml(details[textField]) : text}`;
  });
}

/** A start tag carrying a mark, and (when it has one) the text up to the next tag. */
const MARKED_START_TAG = new RegExp(
  `<[a-zA-Z][\\w-]*\\s[^>]*?\\s?(?:${STORE_TEXT_ATTRIBUTE}|${STORE_HREF_ATTRIBUTE})="[^"]*"[^>]*>([^<]*)`,
  'g',
);

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}
