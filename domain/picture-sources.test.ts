import { describe, expect, it } from 'vitest';
import { isPictureFileName, pictureSources } from './picture-sources.ts';

const dish = '/media/3f9c0a1b2c3d4e5f6a7b-800.jpg';

describe('pictureSources', () => {
  it('picks the size that fills the place, and a sharper one for sharp screens', () => {
    expect(pictureSources(dish, 400)).toEqual({
      src: '/media/3f9c0a1b2c3d4e5f6a7b-400.jpg',
      srcset: '/media/3f9c0a1b2c3d4e5f6a7b-400.jpg 1x, /media/3f9c0a1b2c3d4e5f6a7b-800.jpg 2x',
    });
    expect(pictureSources(dish, 600)).toEqual({ src: dish });
    expect(pictureSources(dish, 56)).toEqual({ src: '/media/3f9c0a1b2c3d4e5f6a7b-400.jpg' });
    expect(pictureSources('/media/3f9c0a1b2c3d4e5f6a7b-384.jpg', 192).srcset).toBe(
      '/media/3f9c0a1b2c3d4e5f6a7b-192.jpg 1x, /media/3f9c0a1b2c3d4e5f6a7b-384.jpg 2x',
    );
  });

  it('leaves other addresses as they are', () => {
    for (const url of [
      '/images/dishes/pizza.svg',
      'https://cdn.example.com/a-400.jpg',
      '/media/../x-400.jpg',
      '/media/3f9c0a1b2c3d4e5f6a7b-500.jpg',
      '',
    ]) {
      expect(pictureSources(url, 400)).toEqual({ src: url });
    }
  });
});

describe('isPictureFileName', () => {
  it('knows only the names uploads are given', () => {
    expect(isPictureFileName('3f9c0a1b2c3d4e5f6a7b-800.jpg')).toBe(true);
    for (const name of ['..', 'x.jpg', '3f9c0a1b2c3d4e5f6a7b-800.jpg/..', '3F9C0A1B2C3D4E5F6A7B-800.jpg', 'doorstep.db'])
      expect(isPictureFileName(name)).toBe(false);
  });
});
