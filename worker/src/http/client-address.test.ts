import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

function addressFor(headers: Record<string, string>, trustProxy: boolean) {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, { trustProxy, direct: () => '10.0.0.9' })));
  return Promise.resolve(app.request('/', { headers })).then((response) => response.text());
}

describe('clientAddress', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is on', async () => {
    expect(await addressFor({ 'X-Forwarded-For': '1.2.3.4' }, false)).toBe('10.0.0.9');
  });

  it('takes the entry the trusted proxy appended (the last), not a client-forged first one', async () => {
    expect(await addressFor({ 'X-Forwarded-For': '6.6.6.6, 1.2.3.4' }, true)).toBe('1.2.3.4');
    expect(await addressFor({}, true)).toBe('10.0.0.9');
  });
});
