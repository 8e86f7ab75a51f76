import { z } from 'zod';
import { isLanguage, LANGUAGES, type Language } from './languages.ts';
import type { MessageKey } from './messages/index.ts';

/** The languages a shop offers its customers, and the one its plain addresses (/menu) are in. */
export interface ShopLanguages {
  default: Language;
  offered: readonly Language[];
}

/** A new shop offers every shipped language, in English first: the demo shows what it can do. */
export const DEFAULT_SHOP_LANGUAGES: ShopLanguages = { default: 'en', offered: LANGUAGES };

/** Message keys (domain/i18n/messages/languages.ts), written in the asker's language. */
export const SHOP_LANGUAGES_MESSAGES = {
  unknown: 'languages.unknown',
  noneOffered: 'languages.noneOffered',
  defaultNotOffered: 'languages.defaultNotOffered',
} as const satisfies Record<string, MessageKey>;

const LanguageCode = z.enum(LANGUAGES, { error: SHOP_LANGUAGES_MESSAGES.unknown });

/** PUT /api/settings `languages`: the default among the offered ones, each shipped language at most once. */
export const ShopLanguagesInput = z
  .object({
    default: LanguageCode,
    offered: z.array(LanguageCode, { error: SHOP_LANGUAGES_MESSAGES.noneOffered }).min(1, SHOP_LANGUAGES_MESSAGES.noneOffered),
  })
  .refine((languages) => languages.offered.includes(languages.default), {
    error: SHOP_LANGUAGES_MESSAGES.defaultNotOffered,
    path: ['default'],
  })
  // Kept in the shipped order, once each, so the switcher lists them the same way everywhere.
  .transform(
    ({ default: chosen, offered }): ShopLanguages => ({ default: chosen, offered: LANGUAGES.filter((code) => offered.includes(code)) }),
  );

/** The column's JSON (null or unreadable: the defaults). */
export function readStoredLanguages(stored: string | null | undefined): ShopLanguages {
  if (!stored) return DEFAULT_SHOP_LANGUAGES;
  try {
    const parsed = ShopLanguagesInput.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_SHOP_LANGUAGES;
  } catch {
    return DEFAULT_SHOP_LANGUAGES;
  }
}

/**
 * The language a customer's browser asks for first among the offered ones (Accept-Language:
 * 'it-IT,it;q=0.9,en;q=0.8' → 'it'), or undefined when it asks for none of them.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined, offered: readonly Language[]): Language | undefined {
  if (!acceptLanguage) return undefined;
  const asked = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.code && Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { code } of asked) if (isLanguage(code) && offered.includes(code)) return code;
  return undefined;
}
