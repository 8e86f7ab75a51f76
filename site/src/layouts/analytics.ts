/**
 * The optional analytics script: off unless PUBLIC_ANALYTICS_SRC is set when
 * the site is built. A value that is not an https URL or a path on this site stops the build
 * with a clear message rather than shipping a broken or unsafe script tag.
 */
export function analyticsScriptSrc(value: string | undefined): string | undefined {
  const src = value?.trim();
  if (!src) return undefined;
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  let url: URL | undefined;
  try {
    url = new URL(src);
  } catch {
    url = undefined;
  }
  if (url?.protocol === 'https:') return url.href;
  throw new Error(
    `PUBLIC_ANALYTICS_SRC must be an https:// URL or a path starting with "/" (got "${src}"). Leave it empty to turn analytics off.`,
  );
}
