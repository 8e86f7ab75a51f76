import type { Language } from './languages.ts';

/** One namespace's messages in English, as ICU MessageFormat text. */
export type SourceMessages = Readonly<Record<string, string>>;

/**
 * A namespace's messages in every shipped language: the type checker refuses a language that
 * misses a key or has one English does not (domain/i18n/messages.test.ts checks the rest: each
 * message compiles, keeps English's arguments and is not left in English).
 */
export type NamespaceMessages<Source extends SourceMessages> = { readonly en: Source } & {
  readonly [L in Exclude<Language, 'en'>]: { readonly [K in keyof Source]: string };
};

export function defineMessages<const Source extends SourceMessages>(messages: NamespaceMessages<Source>): NamespaceMessages<Source> {
  return messages;
}
