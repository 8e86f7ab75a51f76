import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiUrl, callApi, NETWORK_ERROR_MESSAGE, failureMessage, fieldMessages, refusalCode, serverMessage } from './api.ts';

describe('what a failed request tells a person', () => {
  const fromServer = new ApiError('Coupon code already exists', 409, {
    success: false,
    message: 'Coupon code already exists',
    code: 'conflict',
  });
  const noAnswer = new ApiError(NETWORK_ERROR_MESSAGE, 0);
  const bareStatus = new ApiError('Request failed with status 502', 502, undefined);

  it("passes the server's own message on, else the network's, else the screen's text", () => {
    expect(failureMessage(fromServer, 'Failed to save coupon')).toBe('Coupon code already exists');
    expect(failureMessage(noAnswer, 'Failed to save coupon')).toBe(NETWORK_ERROR_MESSAGE);
    expect(failureMessage(bareStatus, 'Failed to save coupon')).toBe('Failed to save coupon');
    expect(failureMessage(new Error('boom'), 'Failed to save coupon')).toBe('Failed to save coupon');
  });

  it("reads the server's message and per-field messages only from what it sent", () => {
    expect(serverMessage(fromServer)).toBe('Coupon code already exists');
    expect(serverMessage(noAnswer)).toBeUndefined();
    const invalid = new ApiError('Invalid', 400, {
      success: false,
      message: 'Invalid',
      code: 'validation_failed',
      errors: { price: 'Price must be at least 0.' },
    });
    expect(fieldMessages(invalid)).toEqual({ price: 'Price must be at least 0.' });
    expect(fieldMessages(fromServer)).toEqual({});
    expect(refusalCode(invalid)).toBe('validation_failed');
  });

  it('takes no body for a refusal from something other than the API (a proxy, a captive portal)', () => {
    const proxy = new ApiError('Request failed with status 400', 400, { error: 'Bad Request', message: 'header too large' });
    expect(proxy.body).toBeUndefined();
    expect(serverMessage(proxy)).toBeUndefined();
    expect(fieldMessages(proxy)).toEqual({});
    expect(refusalCode(proxy)).toBeUndefined();
  });
});

describe('the URL of a typed call', () => {
  it("fills the route's :name parts, encoded, and appends the query values given", () => {
    expect(apiUrl('/api/orders/:id/status', { id: 'a/b c' })).toBe('/api/orders/a%2Fb%20c/status');
    expect(apiUrl('/api/orders', {}, { status: 'pending', page: 2, pageSize: undefined })).toBe('/api/orders?status=pending&page=2');
    expect(apiUrl('/api/foods')).toBe('/api/foods');
  });
});

describe('a typed call that sends a file', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends its bytes with its own type, not as JSON', async () => {
    const fetched = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ success: true, data: {}, message: 'ok' }));
    vi.stubGlobal('fetch', fetched);
    const file = new Blob(['sku,name\n'], { type: 'text/csv' });
    await callApi('POST', '/api/admin/catalogue/import', { query: { dryRun: '1' }, file });
    const [url, init] = fetched.mock.calls[0]!;
    expect(url).toBe('/api/admin/catalogue/import?dryRun=1');
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
  });
});
