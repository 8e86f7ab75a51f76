import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from './brand.ts';
import type { Food } from './food.ts';
import { DEFAULT_STORE_DETAILS } from './store-details.ts';
import { dishStructuredData, shopStructuredData, structuredDataScript } from './structured-data.ts';

const ramen = {
  _id: 'ramen',
  name: 'Tonkotsu </script> Ramen',
  description: 'Pork broth, 12 hours.',
  image: '/images/dishes/ramen.avif',
  price: 12.5,
  isAvailable: true,
} as Food;

describe('what search engines read', () => {
  it('describes the shop with its address, contact, hours of each day and its menu', () => {
    const weekly = Array.from({ length: 7 }, (_, day) => (day === 1 ? [] : [{ open: '11:00', close: '00:00' }]));
    const data = shopStructuredData(DEFAULT_STORE_DETAILS, DEFAULT_BRAND, weekly);
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      name: 'Doorstep',
      telephone: '(217) 555-0142',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '214 Market Street',
        addressLocality: 'Springfield, IL 62701',
        addressCountry: 'United States',
      },
      hasMenu: { '@type': 'Menu', url: '/menu' },
    });
    const hours = data.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    expect(hours).toHaveLength(6);
    expect(hours[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '11:00',
      closes: '23:59',
    });
    expect(hours.some((period) => period.dayOfWeek.endsWith('Monday'))).toBe(false);
  });

  it('describes a dish with its price in the shop’s currency, and its rating only when it has one', () => {
    expect(dishStructuredData(ramen, { code: 'EUR', locale: 'it-IT' }, null)).toEqual({
      '@context': 'https://schema.org',
      '@type': ['Product', 'MenuItem'],
      name: 'Tonkotsu </script> Ramen',
      description: 'Pork broth, 12 hours.',
      image: '/images/dishes/ramen.avif',
      offers: { '@type': 'Offer', price: '12.50', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(dishStructuredData(ramen, { code: 'JPY', locale: 'ja-JP' }, { average: 4.6, count: 23 })).toMatchObject({
      offers: { price: '13' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 23, bestRating: 5 },
    });
  });

  it('writes a script no dish name can close early', () => {
    const script = structuredDataScript(dishStructuredData(ramen, { code: 'USD', locale: 'en-US' }, null));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length)).name).toBe('Tonkotsu </script> Ramen');
  });
});
