import type { Namespace } from '../../../domain/i18n/messages/index.ts';

/**
 * What every storefront page shows: the header, footer, cart badge and sign-in dialog, and the
 * shared parts (toasts, close buttons, the newsletter form).
 */
const STOREFRONT: readonly Namespace[] = ['layout', 'shop'];
/** What every admin screen shows: the panel's frame, and the shared parts its dialogs use. */
const ADMIN: readonly Namespace[] = ['layout', 'shop'];

/**
 * The namespaces of messages each page carries beyond its frame's, by its address in the default
 * language (no language prefix). A page's islands may use only these: building a page whose
 * rendering asks for another namespace fails (site/src/middleware.ts).
 */
const PAGE_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = {
  '/': ['menu'],
  '/menu': ['menu'],
  '/dish': ['menu'],
};

export function namespacesOf(path: string): readonly Namespace[] {
  const trimmed = path.replace(/\/+$/, '') || '/';
  const own = PAGE_NAMESPACES[trimmed] ?? [];
  const frame = trimmed === '/admin' || trimmed.startsWith('/admin/') ? ADMIN : STOREFRONT;
  return [...new Set([...frame, ...own])];
}
