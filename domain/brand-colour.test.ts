import { describe, expect, it } from 'vitest';
import {
  BRAND_SHADES,
  brandColorProblem,
  brandPalette,
  contrastRatio,
  DEFAULT_BRAND_PALETTE,
  DEFAULT_PRIMARY_COLOR,
  normaliseHexColor,
  paletteCss,
  TEXT_CONTRAST,
} from './brand-colour.ts';

/** A fixed spread of colours: every hue at several lightnesses and strengths. */
function sampleColors(): string[] {
  const colors: string[] = [];
  for (let r = 0; r < 256; r += 51)
    for (let g = 0; g < 256; g += 51)
      for (let b = 0; b < 256; b += 51) colors.push(`#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
  return colors;
}

describe('the primary colour', () => {
  it('reads hex codes as people write them', () => {
    expect(normaliseHexColor('#C2410C')).toBe('#c2410c');
    expect(normaliseHexColor('1d4ed8')).toBe('#1d4ed8');
    expect(normaliseHexColor('#c41')).toBe('#cc4411');
    expect(normaliseHexColor('red')).toBeUndefined();
    expect(normaliseHexColor('#12345')).toBeUndefined();
  });

  it('takes a colour white text reads on and refuses a pale one with a darker suggestion that passes', () => {
    expect(brandColorProblem('#1d4ed8')).toBeUndefined();
    expect(brandColorProblem(DEFAULT_PRIMARY_COLOR)).toBeUndefined();
    const problem = brandColorProblem('#facc15');
    expect(problem?.message).toMatch(
      /^White text on #facc15 has a contrast of 1\.\d:1; buttons and links need 4\.5:1\. Choose a darker colour, such as #[0-9a-f]{6}\.$/,
    );
    expect(brandColorProblem(problem?.suggestion ?? '')).toBeUndefined();
    expect(brandColorProblem('yellow')?.message).toBe('Enter the colour as a hex code, like #c2410c.');
  });

  it('offers a passing suggestion for every colour it refuses', () => {
    for (const color of sampleColors()) {
      const problem = brandColorProblem(color);
      if (problem) expect(brandColorProblem(problem.suggestion), `${color} → ${problem.suggestion}`).toBeUndefined();
    }
  });
});

describe('the palette', () => {
  it('keeps the demo shades for the demo colour', () => {
    expect(brandPalette(DEFAULT_PRIMARY_COLOR)).toEqual(DEFAULT_BRAND_PALETTE);
  });

  it('runs from light to dark around the primary colour', () => {
    const palette = brandPalette('#1d4ed8');
    expect(palette[600]).toBe('#1d4ed8');
    const lightness = BRAND_SHADES.map((shade) => contrastRatio(palette[shade], '#000000'));
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
    expect(paletteCss(palette)).toMatch(/^:root\{--color-brand-50:#[0-9a-f]{6};.*--color-brand-900:#[0-9a-f]{6}\}$/);
  });

  it('keeps every text pair the pages use at 4.5:1 for any colour that is taken', () => {
    for (const color of sampleColors().filter((color) => !brandColorProblem(color))) {
      const palette = brandPalette(color);
      const pairs: [string, string, string][] = [
        ['300 on the footer', palette[300], '#1c1917'],
        ['300 on 900', palette[300], palette[900]],
        ['100 on 900', palette[100], palette[900]],
        ['700 on 50', palette[700], palette[50]],
        ['700 on 100', palette[700], palette[100]],
        ['white on 700', '#ffffff', palette[700]],
      ];
      for (const [name, text, background] of pairs)
        expect(contrastRatio(text, background), `${color}: ${name}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});
