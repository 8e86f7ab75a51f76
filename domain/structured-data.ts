import type { Brand } from './brand.ts';
import type { DishRating } from './dish-rating.ts';
import type { ShopCurrency } from './currency.ts';
import type { Food } from './food.ts';
import type { WeeklyHours } from './fulfilment/opening-hours.ts';
import { pictureSources } from './picture-sources.ts';
import type { StoreDetails } from './store-details.ts';

/**
 * What search engines read about the shop and its dishes (schema.org, as JSON-LD): the home page
 * describes the shop — its name, address, phone, hours and menu — and each dish page the dish,
 * its price and, where customers have rated it enough, its rating. Pure; the page servers write it.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The shop as a `Restaurant`: address, contact, the opening hours of each weekday and where its menu is. */
export function shopStructuredData(details: StoreDetails, brand: Pick<Brand, 'logo'>, weekly: WeeklyHours): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: details.storeName,
    telephone: details.phone,
    email: details.contactEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: details.street,
      addressLocality: details.locality,
      addressCountry: details.country,
    },
    ...(brand.logo ? { logo: pictureSources(brand.logo, 512).src } : {}),
    openingHoursSpecification: weekly.flatMap((periods, day) =>
      periods.map((period) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${WEEKDAYS[day]}`,
        opens: period.open,
        // '00:00' as a close is midnight: the end of the day.
        closes: period.close === '00:00' ? '23:59' : period.close,
      })),
    ),
    hasMenu: { '@type': 'Menu', name: 'Menu', url: '/menu' },
  };
}

/** A dish as a `Product` and `MenuItem`: its price in the shop's currency, whether it can be ordered, and its rating when it has one. */
export function dishStructuredData(food: Food, currency: ShopCurrency, rating: DishRating | null | undefined): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'MenuItem'],
    name: food.name,
    description: food.description,
    ...(food.image ? { image: food.image } : {}),
    offers: {
      '@type': 'Offer',
      // The API's amount as it is, written with the currency's own decimals.
      price: food.price.toFixed(currencyDigits(currency)),
      priceCurrency: currency.code,
      availability: food.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

function currencyDigits(currency: ShopCurrency): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A `<script type="application/ld+json">` that no text inside can end early. */
export function structuredDataScript(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
