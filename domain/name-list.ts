const formats = new Map<string, Intl.ListFormat>();

/**
 * Names joined as the language lists them ('Gluten, Milk, Eggs'; 'Glutine, Latte e Uova';
 * Arabic with its own comma): a list is not a sentence to build with ', '.
 */
export function nameList(language: string, names: readonly string[]): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { type: 'unit', style: 'short' });
    formats.set(language, format);
  }
  return format.format(names);
}
