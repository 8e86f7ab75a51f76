import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Tailwind utilities and inline styles that name a physical side (left, right). Arabic pages are
 * laid out right to left, so a page must say "start" and "end" instead: `ms-2` rather than
 * `ml-2`, `text-start` rather than `text-left`, `insetInlineEnd` rather than `right`.
 * Up, down and both sides at once (`px-4`, `inset-x-0`, `left-1/2 -translate-x-1/2` centring)
 * mirror by themselves and are not listed.
 */
const PHYSICAL_UTILITY = new RegExp(
  [
    '^-?(?:scroll-)?[mp][lr]-',
    '^-?(?:left|right)-',
    '^(?:border|rounded)-(?:[lr]|[tb][lr])(?:-|$)',
    '^(?:float|clear|text)-(?:left|right)$',
    '^(?:origin|bg)-(?:(?:top|bottom)-)?(?:left|right)$',
  ].join('|'),
);

/**
 * Inline styles and CSS that name a side: `margin-left`, `paddingRight`, `border-top-left-radius`,
 * `left: 0` (a length: an object key `left` holding anything else is not a style) and
 * `text-align: right`.
 */
const PHYSICAL_STYLES = [
  /(?:margin|padding|border|scroll-margin|scroll-padding)-(?:(?:top|bottom)-)?(?:left|right)\b/g,
  /\b(?:margin|padding|border|scrollMargin|scrollPadding)(?:Top|Bottom)?(?:Left|Right)\b/g,
  /(?<![\w-])(?:left|right)\s*:\s*['"`]?(?:-?\.?\d|calc|var|auto|inherit)/g,
  /(?:text-align|textAlign|float|clear)\s*:\s*['"`]?(?:left|right)\b/g,
];

/** One place where a physical direction was written. */
export type PhysicalUse = { file: string; line: number; text: string };

/** Every class-like word of a line whose utility (after its variants: `md:`, `hover:`…) is physical. */
export function physicalClassesIn(line: string): string[] {
  const found: string[] = [];
  for (const word of line.split(/[\s"'`{}(),;]+/)) {
    const utility = word.split(':').at(-1)?.replace(/^!/, '').replace(/!$/, '') ?? '';
    if (!PHYSICAL_UTILITY.test(utility)) continue;
    // `left-1/2` centres (the translate pulls it back by half) and reads the same both ways.
    if (/^-?left-1\/2$/.test(utility)) continue;
    found.push(word);
  }
  // Tailwind 4's space-x and divide-x are already logical: reversing them on rtl pages undoes it.
  for (const word of line.split(/[\s"'`{}(),;]+/)) {
    if (/(?:^|:)rtl:(?:.*:)?-?(?:space|divide)-x-reverse$/.test(word)) found.push(word);
  }
  return found;
}

/** Inline style properties of a line that name a physical side. */
export function physicalStylesIn(line: string): string[] {
  return PHYSICAL_STYLES.flatMap((pattern) => [...line.matchAll(pattern)].map((match) => match[0]));
}

function filesUnder(root: string, folder: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(root, path, extensions));
    else if (extensions.some((ext) => entry.name.endsWith(ext)) && !entry.name.includes('.test.')) out.push(path);
  }
  return out;
}

/**
 * Physical direction classes and styles in the given folders' sources. A line that means its
 * side (a chart's canvas, a code sample) says so with `direction: physical` in a comment on it
 * or on the line above.
 */
export function findPhysicalDirections(
  root: string,
  folders: readonly string[],
  extensions: readonly string[] = ['.tsx', '.astro', '.ts', '.css'],
): PhysicalUse[] {
  const uses: PhysicalUse[] = [];
  for (const folder of folders) {
    for (const file of filesUnder(root, folder, extensions)) {
      const lines = readFileSync(join(root, file), 'utf8').split('\n');
      lines.forEach((text, index) => {
        if (/direction: physical/.test(text) || /direction: physical/.test(lines[index - 1] ?? '')) return;
        if (/^\s*(?:\/\/|\/?\*|\{\/\*)/.test(text)) return;
        if (physicalClassesIn(text).length > 0 || physicalStylesIn(text).length > 0) {
          uses.push({ file: relative(root, join(root, file)), line: index + 1, text: text.trim() });
        }
      });
    }
  }
  return uses;
}
