import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { refuseCrossSite } from './same-origin.ts';

const app = new Hono();
app.use(refuseCrossSite());
app.post('/', (c) => c.text('ok'));
app.onError((error, c) => c.text(error.message, error instanceof AppError ? (error.status as 403) : 500));

const post = (headers: Record<string, string>) => app.request('https://shop.example/', { method: 'POST', headers });

describe('refuseCrossSite', () => {
  it('lets same-origin and header-less requests through', async () => {
    expect((await post({})).status).toBe(200);
    expect((await post({ Origin: 'https://shop.example', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    // Behind an HTTPS proxy the Node server sees http://; the host still matches.
    expect((await app.request('http://shop.example/', { method: 'POST', headers: { Origin: 'https://shop.example' } })).status).toBe(200);
  });

  it('refuses a foreign Origin, Origin null and Sec-Fetch-Site cross-site with 403', async () => {
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'https://shop.example:8443' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toBe('Cross-site request refused.');
    }
  });
});
