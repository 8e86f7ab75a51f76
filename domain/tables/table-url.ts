/**
 * Where a table's QR code leads: the site's own address (PUBLIC_URL, else the origin the request
 * came to, as the guests' tracking links are made: worker/src/orders/route.ts) and /table/{token}.
 */
export function tableUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/table/${encodeURIComponent(token)}`;
}
