import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_DETAILS } from '../../../domain/store-details.ts';
import { fillStoreDetails } from './fill-store-details.ts';

const saved = {
  ...DEFAULT_STORE_DETAILS,
  storeName: 'Tom & Jerry’s <Kitchen>',
  phone: '+44 20 7946 0958',
  contactEmail: 'hello@tj.example',
};

describe('fillStoreDetails', () => {
  it('fills marked text and links, escaping the values', () => {
    const html =
      '<footer><p class="x" data-store="storeName">Doorstep</p>' +
      '<a href="tel:2175550142" data-store-href="phone" class="y" data-store="phone">(217) 555-0142</a>' +
      '<a data-store-href="contactEmail" href="mailto:support@doorstep.example">Write to us</a>' +
      '<span data-store="openingHours"></span></footer>';
    expect(fillStoreDetails(html, saved)).toBe(
      '<footer><p class="x" data-store="storeName">Tom &amp; Jerry’s &lt;Kitchen&gt;</p>' +
        '<a href="tel:+442079460958" data-store-href="phone" class="y" data-store="phone">+44 20 7946 0958</a>' +
        '<a data-store-href="contactEmail" href="mailto:hello@tj.example">Write to us</a>' +
        `<span data-store="openingHours">${DEFAULT_STORE_DETAILS.openingHours}</span></footer>`,
    );
  });

  it('leaves unmarked markup and unknown marks alone', () => {
    const html = '<p data-storey="phone">x</p><p data-store="password">secret</p><p>Doorstep</p>';
    expect(fillStoreDetails(html, saved)).toBe(html);
  });

  it('is idempotent: filling the filled page again changes nothing', () => {
    const html = '<p data-store="phone">(217) 555-0142</p>';
    const once = fillStoreDetails(html, saved);
    expect(fillStoreDetails(once, saved)).toBe(once);
  });
});
