import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPhysicalDirections, physicalClassesIn, physicalStylesIn } from './direction-classes.ts';

const ROOT = resolve(import.meta.dirname, '..');

describe('physical directions', () => {
  it('are not written in the site, nor in the markup the page servers write', () => {
    const uses = findPhysicalDirections(ROOT, ['site/src', 'worker/src/pages']);
    expect(uses.map((use) => `${use.file}:${use.line}: ${use.text}`)).toEqual([]);
  });

  it('are found in classes, behind variants and as negatives', () => {
    expect(physicalClassesIn('class="ml-2 md:pr-4 focus:left-3 -right-0.5 hover:text-left"')).toEqual([
      'ml-2',
      'md:pr-4',
      'focus:left-3',
      '-right-0.5',
      'hover:text-left',
    ]);
    expect(physicalClassesIn("'border-l-4 rounded-tr-lg float-right lg:border-r file:mr-3 pl-[3px]'")).toEqual([
      'border-l-4',
      'rounded-tr-lg',
      'float-right',
      'lg:border-r',
      'file:mr-3',
      'pl-[3px]',
    ]);
    expect(physicalClassesIn('flex -space-x-3 rtl:space-x-reverse')).toEqual(['rtl:space-x-reverse']);
  });

  it('leave logical, symmetric and centring classes alone', () => {
    expect(
      physicalClassesIn(
        'ms-2 pe-4 start-3 -end-0.5 text-start border-s-4 rounded-se-lg px-4 inset-x-0 left-1/2 -translate-x-1/2 space-x-2',
      ),
    ).toEqual([]);
    // Words that only look like utilities.
    expect(physicalClassesIn('const leftCents = price; // turn left here; pricey rounded-lg')).toEqual([]);
  });

  it('are found in styles and CSS, not in an object key that holds something else', () => {
    expect(physicalStylesIn("style={{ marginLeft: 4, left: '0px' }}")).toEqual(['marginLeft', "left: '0"]);
    expect(physicalStylesIn('.a { padding-left: 6mm; text-align: right; border-top-right-radius: 2px }')).toEqual([
      'padding-left',
      'border-top-right',
      'text-align: right',
    ]);
    expect(physicalStylesIn('{ left: formatMoney(cents), right: true }')).toEqual([]);
    expect(physicalStylesIn('padding-inline-start: 1rem; inset-inline-start: 0; text-align: end')).toEqual([]);
  });
});
