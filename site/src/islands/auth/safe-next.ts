/**
 * Where /login?next=… may send someone afterwards: a path on this site only, so a crafted link
 * cannot bounce a fresh login to another host ('//evil.example', 'https://…', '/\\evil…').
 */
export function safeNextPath(next: string | null, origin: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return /^\/login\/?$/.test(url.pathname) ? '/' : path;
  } catch {
    return '/';
  }
}
