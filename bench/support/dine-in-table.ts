import { ownerCookie } from './owner-session.ts';

/** Where a table's page is asked for among the measured paths: its real address needs a table's token. */
export const TABLE_PAGE = '/table';

/**
 * Switches dine-in on for the bench's shop (paid at the end) and adds a table: its page,
 * /table/{token}, is then measured as a guest scanning its code opens it.
 */
export async function openBenchTable(url: string): Promise<string> {
  const cookie = await ownerCookie(url);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`bench: ${method} ${path} answered ${response.status}`);
    return ((await response.json()) as { data: unknown }).data;
  };
  const settings = (await call('GET', '/api/settings')) as { fulfilment: Record<string, unknown> };
  const dineIn = { enabled: true, payAtEnd: true, leadMinutes: 15, weekly: null };
  // Open around the clock, so the page shows its menu whatever the hour it is measured at.
  const weekly = Array.from({ length: 7 }, () => [{ open: '00:00', close: '00:00' }]);
  await call('PUT', '/api/settings', { fulfilment: { ...settings.fulfilment, weekly, dineIn } });
  const table = (await call('POST', '/api/tables', { name: 'Table 7', seats: 4 })) as { token: string };
  return table.token;
}
