import type { Namespace } from '../../../domain/i18n/messages/index.ts';

/** What every storefront page shows: the header, footer, cart badge and sign-in dialog. */
const STOREFRONT: readonly Namespace[] = ['layout'];
/** What every admin screen shows: the panel's frame. */
const ADMIN: readonly Namespace[] = ['layout'];

/**
 * The namespaces of messages each page carries beyond its frame's, by its address in the default
 * language (no language prefix). A page's islands may use only these: building a page whose
 * rendering asks for another namespace fails (site/src/middleware.ts).
 */
const PAGE_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = {
  // The delivery address's fields and what is said of them.
  '/checkout': ['address'],
};

export function namespacesOf(path: string): readonly Namespace[] {
  const trimmed = path.replace(/\/+$/, '') || '/';
  const own = PAGE_NAMESPACES[trimmed] ?? [];
  const frame = trimmed === '/admin' || trimmed.startsWith('/admin/') ? ADMIN : STOREFRONT;
  return [...new Set([...frame, ...own])];
}
