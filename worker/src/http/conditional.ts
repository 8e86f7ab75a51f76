/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes on either side are
 * ignored, `*` matches anything, and the header may list several tags.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  const opaque = stripWeak(etag);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || stripWeak(trimmed) === opaque;
  });
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
