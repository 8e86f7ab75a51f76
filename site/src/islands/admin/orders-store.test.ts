import { describe, expect, it } from 'vitest';
import { pageCount, queryFromSearch, searchOf } from './orders-store.ts';

describe('Manage Orders query', () => {
  it("leaves a filter out when it is 'all'", () => {
    expect(searchOf({ status: 'all', paymentStatus: 'all', location: null, page: 1 })).toBe('');
    expect(searchOf({ status: 'pending', paymentStatus: 'all', location: null, page: 1 })).toBe('?status=pending');
    expect(searchOf({ status: 'all', paymentStatus: 'failed', location: null, page: 3 })).toBe('?paymentStatus=failed&page=3');
    expect(searchOf({ status: 'delivered', paymentStatus: 'completed', location: null, page: 1 }, 20)).toBe(
      '?status=delivered&paymentStatus=completed&page=1&pageSize=20',
    );
  });

  it('reads the address bar, taking anything unknown as all and page 1', () => {
    expect(queryFromSearch('?status=pending')).toEqual({ status: 'pending', paymentStatus: 'all', location: null, page: 1 });
    expect(queryFromSearch('?status=shipped&paymentStatus=completed&page=2')).toEqual({
      status: 'all',
      paymentStatus: 'completed',
      location: null,
      page: 2,
    });
    expect(queryFromSearch('?page=-4')).toEqual({ status: 'all', paymentStatus: 'all', location: null, page: 1 });
    expect(queryFromSearch('?page=1.5')).toEqual({ status: 'all', paymentStatus: 'all', location: null, page: 1 });
    expect(queryFromSearch('')).toEqual({ status: 'all', paymentStatus: 'all', location: null, page: 1 });
  });

  it("keeps a chain's location filter, and reads anything but an id as every location", () => {
    expect(searchOf({ status: 'all', paymentStatus: 'all', location: 2, page: 1 })).toBe('?location=2');
    expect(searchOf({ status: 'pending', paymentStatus: 'all', location: 3, page: 2 }, 20)).toBe(
      '?status=pending&location=3&page=2&pageSize=20',
    );
    expect(queryFromSearch('?location=2')).toEqual({ status: 'all', paymentStatus: 'all', location: 2, page: 1 });
    expect(queryFromSearch('?location=riverside').location).toBeNull();
    expect(queryFromSearch('?location=0').location).toBeNull();
  });

  it('round-trips', () => {
    const query = { status: 'cancelled', paymentStatus: 'pending', location: null, page: 4 } as const;
    expect(queryFromSearch(searchOf(query))).toEqual(query);
  });

  it('counts at least one page', () => {
    expect(pageCount(null)).toBe(1);
    expect(pageCount({ page: 1, pageSize: 20, total: 0 })).toBe(1);
    expect(pageCount({ page: 1, pageSize: 20, total: 20 })).toBe(1);
    expect(pageCount({ page: 1, pageSize: 20, total: 41 })).toBe(3);
  });
});
