import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from './brand.ts';
import { webAppManifest } from './web-app-manifest.ts';

describe('webAppManifest', () => {
  it('uses the logo’s square sizes as icons and shortens a long name for the home screen', () => {
    const manifest = webAppManifest('Luigi’s Pizzeria Napoletana', { logo: '/media/abcdefghijklmnop-512.jpg', primaryColor: '#1d4ed8' });
    expect(manifest.short_name).toBe('Luigi’s Piz…');
    expect(manifest.icons).toEqual([
      { src: '/media/abcdefghijklmnop-180.jpg', sizes: '180x180', type: 'image/jpeg' },
      { src: '/media/abcdefghijklmnop-512.jpg', sizes: '512x512', type: 'image/jpeg' },
    ]);
    expect(manifest.theme_color).toBe('#1d4ed8');
  });

  it('falls back to the demo’s mark without a logo', () => {
    expect(webAppManifest('Doorstep', DEFAULT_BRAND).icons).toEqual([{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }]);
  });
});
