import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitBody } from './body-limit.ts';
import { PayloadTooLargeError } from './errors.ts';

function app() {
  const routes = new Hono();
  routes.post('/', limitBody(10), async (c) => c.text(`read ${(await c.req.text()).length}`));
  routes.onError((error, c) => c.text(error.message, error instanceof PayloadTooLargeError ? 413 : 500));
  return routes;
}

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 4) controller.enqueue(bytes.slice(offset, offset + 4));
      controller.close();
    },
  });
}

describe('limitBody', () => {
  it('passes a body within the limit, declared or streamed', async () => {
    const declared = await app().request('/', { method: 'POST', body: '0123456789', headers: { 'Content-Length': '10' } });
    expect(await declared.text()).toBe('read 10');
    const streamed = await app().request('/', { method: 'POST', body: chunked('0123456789'), duplex: 'half' } as RequestInit);
    expect(await streamed.text()).toBe('read 10');
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const response = await app().request('/', { method: 'POST', body: 'x', headers: { 'Content-Length': '11' } });
    expect(response.status).toBe(413);
  });

  it('refuses a body without a length once it streams past the limit', async () => {
    const response = await app().request('/', { method: 'POST', body: chunked('0123456789a'), duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });
});
