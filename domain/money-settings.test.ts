import { describe, expect, it } from 'vitest';
import { taxNumberLine } from './money-settings.ts';

describe('the tax number on receipts and mails', () => {
  it('is a VAT number where prices include tax, a tax number where it is added, and nothing when unset', () => {
    expect(taxNumberLine({ taxMode: 'inclusive', taxNumber: 'IT01234567890' })).toBe('VAT number IT01234567890');
    expect(taxNumberLine({ taxMode: 'exclusive', taxNumber: ' 12-3456789 ' })).toBe('Tax number 12-3456789');
    expect(taxNumberLine({ taxMode: 'inclusive', taxNumber: '  ' })).toBe('');
  });
});
