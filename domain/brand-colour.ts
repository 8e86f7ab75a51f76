/**
 * The shop's primary colour and the palette the storefront paints with it (docs/product/storefront.md).
 * The primary colour is the palette's 600: buttons (white text on it) and links and prices (it
 * on the page's cream and on white). Lighter shades are fills and the footer's text, darker ones
 * headings, hover states and the app section's background. Every pair the pages put together is
 * held to WCAG AA (4.5:1 for text): the owner's colour is refused when white text on it, or it on
 * the page, falls short, with the nearest darker colour that passes offered instead; the derived
 * shades are moved until their pairs pass. Pure, no zod: the admin's preview runs it as the owner picks.
 */

export const BRAND_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];
export type BrandPalette = Record<BrandShade, string>;

/** The demo's palette (site/src/styles/global.css): a shop keeping this colour keeps these shades exactly. */
export const DEFAULT_PRIMARY_COLOR = '#c2410c';
export const DEFAULT_BRAND_PALETTE: BrandPalette = {
  50: '#fff7ed',
  100: '#ffedd5',
  200: '#fed7aa',
  300: '#fdba74',
  400: '#fb923c',
  500: '#f97316',
  600: '#c2410c',
  700: '#9a3412',
  800: '#7c2d12',
  900: '#431407',
};

/** WCAG AA for normal-size text. */
export const TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';
/** The page's background (--color-cream) and the footer's (stone-900). */
const CREAM = '#fffaf3';
const FOOTER = '#1c1917';

const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** '#C2410C', 'c2410c' or '#c41' as '#c2410c'; undefined when it is not a colour in hex. */
export function normaliseHexColor(text: string): string | undefined {
  let hex = text.trim().toLowerCase();
  if (!hex.startsWith('#')) hex = `#${hex}`;
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
  return HEX_COLOR.test(hex) ? hex : undefined;
}

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255) as unknown as Rgb;
}

function hexOf(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, channel)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function toLinear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

function fromLinear(channel: number): number {
  return channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055;
}

/** WCAG's relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map(toLinear) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// OKLab (Björn Ottosson's): mixing there keeps a colour's hue as it lightens or darkens, where
// mixing sRGB greys it out.
type Lab = readonly [number, number, number];

function labOf(hex: string): Lab {
  const [r, g, b] = rgbOf(hex).map(toLinear) as unknown as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function hexOfLab([lightness, a, b]: Lab): string {
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return hexOf([
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ]);
}

/** `share` (0–1) of the way from `from` to `to`, mixed in OKLab. */
function mix(from: string, to: string, share: number): string {
  const start = labOf(from);
  const end = labOf(to);
  return hexOfLab(start.map((value, index) => value + ((end[index] as number) - value) * share) as unknown as Lab);
}

/** How far each shade sits from the primary colour: towards white above it, towards black below. */
const TOWARDS_WHITE: Partial<Record<BrandShade, number>> = { 50: 0.94, 100: 0.86, 200: 0.72, 300: 0.55, 400: 0.35, 500: 0.17 };
const TOWARDS_BLACK: Partial<Record<BrandShade, number>> = { 700: 0.2, 800: 0.36, 900: 0.62 };
const STEP = 0.03;

/** Why a primary colour cannot be used, with the nearest darker one that can; undefined when it can. */
export interface BrandColorProblem {
  message: string;
  /** The colour darkened just enough to pass. */
  suggestion: string;
}

export const BRAND_COLOR_MESSAGES = {
  invalid: 'Enter the colour as a hex code, like #c2410c.',
} as const;

function readableOnPage(hex: string): boolean {
  return contrastRatio(hex, WHITE) >= TEXT_CONTRAST && contrastRatio(hex, CREAM) >= TEXT_CONTRAST;
}

/** The problem with this primary colour, or undefined when white text on it and it on the page both read at 4.5:1. */
export function brandColorProblem(color: string): BrandColorProblem | undefined {
  const hex = normaliseHexColor(color);
  if (!hex) return { message: BRAND_COLOR_MESSAGES.invalid, suggestion: DEFAULT_PRIMARY_COLOR };
  if (readableOnPage(hex)) return undefined;
  let suggestion = hex;
  for (let share = STEP; share <= 1 && !readableOnPage(suggestion); share += STEP) suggestion = mix(hex, '#000000', share);
  const ratio = Math.floor(Math.min(contrastRatio(hex, WHITE), contrastRatio(hex, CREAM)) * 10) / 10;
  return {
    message: `White text on ${hex} has a contrast of ${ratio}:1; buttons and links need ${TEXT_CONTRAST}:1. Choose a darker colour, such as ${suggestion}.`,
    suggestion,
  };
}

/**
 * The ten shades for a primary colour that passes `brandColorProblem`: the demo's own for its
 * colour, else mixed from it and then moved until the pages' text pairs pass — the footer's
 * 300 on stone-900, the app section's 100 and 300 on 900, 700 on 50 and 100.
 */
export function brandPalette(primary: string): BrandPalette {
  const hex = normaliseHexColor(primary) ?? DEFAULT_PRIMARY_COLOR;
  if (hex === DEFAULT_PRIMARY_COLOR) return DEFAULT_BRAND_PALETTE;
  const palette = {} as BrandPalette;
  for (const shade of BRAND_SHADES) {
    const white = TOWARDS_WHITE[shade];
    const black = TOWARDS_BLACK[shade];
    palette[shade] = white !== undefined ? mix(hex, WHITE, white) : black !== undefined ? mix(hex, '#000000', black) : hex;
  }
  const lighten = (shade: BrandShade, passes: () => boolean) => {
    for (let share = (TOWARDS_WHITE[shade] ?? 0) + STEP; !passes() && share <= 1; share += STEP) palette[shade] = mix(hex, WHITE, share);
  };
  const darken = (shade: BrandShade, passes: () => boolean) => {
    for (let share = (TOWARDS_BLACK[shade] ?? 0) + STEP; !passes() && share <= 1; share += STEP)
      palette[shade] = mix(hex, '#000000', share);
  };
  lighten(300, () => contrastRatio(palette[300], FOOTER) >= TEXT_CONTRAST);
  darken(
    900,
    () => contrastRatio(palette[300], palette[900]) >= TEXT_CONTRAST && contrastRatio(palette[100], palette[900]) >= TEXT_CONTRAST,
  );
  darken(700, () => contrastRatio(palette[700], palette[100]) >= TEXT_CONTRAST);
  darken(800, () => contrastRatio(palette[800], palette[100]) >= TEXT_CONTRAST && contrastRatio(palette[800], palette[700]) > 1);
  return palette;
}

/** The palette as the custom properties the stylesheet paints with (`--color-brand-600` …). */
export function paletteCss(palette: BrandPalette): string {
  return `:root{${BRAND_SHADES.map((shade) => `--color-brand-${shade}:${palette[shade]}`).join(';')}}`;
}
