import type { Brand } from './brand.ts';
import { pictureSources } from './picture-sources.ts';

/**
 * The web app manifest a phone reads when a customer adds the shop to the home screen: the
 * shop's name, its colour and its logo's icons (the demo's mark until a logo is uploaded).
 */
export interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** The page's background (--color-cream): what shows while the app opens. */
const BACKGROUND = '#fffaf3';
/** Home screens cut longer names. */
const SHORT_NAME_LENGTH = 12;

export function webAppManifest(name: string, brand: Pick<Brand, 'logo' | 'primaryColor'>): WebAppManifest {
  const icons = brand.logo
    ? [180, 512].map((size) => ({ src: pictureSources(brand.logo, size).src, sizes: `${size}x${size}`, type: 'image/jpeg' }))
    : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }];
  return {
    name,
    short_name:
      [...name].length <= SHORT_NAME_LENGTH
        ? name
        : `${[...name]
            .slice(0, SHORT_NAME_LENGTH - 1)
            .join('')
            .trimEnd()}…`,
    start_url: '/',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: brand.primaryColor,
    icons,
  };
}
