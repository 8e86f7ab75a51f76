import { z } from 'zod';
import { type Language, LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from './i18n/languages.ts';
import { SHOP_LANGUAGES_MESSAGES } from './i18n/shop-languages.ts';

/**
 * The language an order is placed in, which its mails are written in. The checkout sends its
 * page's language; the pseudo language of the tests is English underneath, so an order placed
 * on a pseudo page is kept as English (no mail is ever written in it).
 */
export const OrderLanguage = z
  .enum([...LANGUAGES, PSEUDO_LANGUAGE], { error: SHOP_LANGUAGES_MESSAGES.unknown })
  .transform((code): Language => (code === PSEUDO_LANGUAGE ? SOURCE_LANGUAGE : code));

/**
 * Which language an order keeps, most deliberate first: the one the page it was placed on was
 * in, the one the account chose, the one the browser asks for; undefined when none says (the
 * shop's default language is then the order's).
 */
export function chosenOrderLanguage(choices: {
  page?: Language | null | undefined;
  account?: Language | null | undefined;
  asked?: Language | null | undefined;
}): Language | undefined {
  return choices.page ?? choices.account ?? choices.asked ?? undefined;
}
