import type { Context } from 'hono';

/**
 * The address limits are counted against. With TRUST_PROXY=1 the last X-Forwarded-For entry is
 * used: the one our own proxy appended, which a client cannot forge (earlier entries can be).
 * Otherwise the runtime's connecting address (`direct`), and 'unknown' when it has none.
 */
export function clientAddress(
  c: Context,
  options: { trustProxy: boolean; direct?: ((c: Context) => string | undefined) | undefined },
): string {
  if (options.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  return options.direct?.(c) ?? 'unknown';
}
