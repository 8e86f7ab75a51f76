import type { Brand } from '../../../../../domain/brand.ts';
import type { BrandTextTranslation, BrandTranslations } from '../../../../../domain/brand-translations.ts';
import { BRAND_TEXT_LIMITS } from '../../../../../domain/brand-input.ts';
import type { Language } from '../../../../../domain/i18n/languages.ts';
import { LANGUAGE_NAMES } from '../../../../../domain/i18n/language-names.ts';
import { t, tText } from '../../../i18n/t.ts';
import FormField from '../../auth/FormField.tsx';

type HeroText = 'title' | 'subtitle' | 'body' | 'imageAlt';

/**
 * The home page's texts in each language the shop offers besides its default, side by side with
 * the default's, which each field shows as its placeholder: the words customers read while it
 * stays empty. A button's target is the same in every language; only its label is translated.
 * Each language folds away (a shop offering five would otherwise show thirty-five fields); one
 * with a refused text opens.
 */
export function StorefrontTranslations({
  languages,
  brand,
  onChange,
  errors,
  idOf,
}: {
  /** The offered languages but the default. */
  languages: readonly Language[];
  brand: Brand;
  onChange: (translations: BrandTranslations) => void;
  /** Messages by path in the brand ('translations.it.hero.title'). */
  errors: Record<string, string>;
  idOf: (path: string) => string;
}) {
  const translations = brand.translations ?? {};
  const change = (code: Language, next: BrandTextTranslation) => onChange({ ...translations, [code]: next });
  const setHero = (code: Language, field: HeroText, text: string) =>
    change(code, { ...translations[code], hero: { ...translations[code]?.hero, [field]: text } });
  const setButton = (code: Language, index: 0 | 1, label: string) => {
    const buttons = [0, 1].map((at) => translations[code]?.hero?.buttons?.[at] ?? '');
    buttons[index] = label;
    change(code, { ...translations[code], hero: { ...translations[code]?.hero, buttons } });
  };
  const error = (path: string) => {
    const message = errors[path];
    return message === undefined ? undefined : tText(message);
  };
  const heroField = (code: Language, field: HeroText, label: string, placeholder: string, limit: number) => {
    const path = `translations.${code}.hero.${field}`;
    return (
      <FormField
        key={path}
        id={idOf(path)}
        label={label}
        lang={code}
        dir="auto"
        maxLength={limit}
        placeholder={placeholder}
        value={translations[code]?.hero?.[field] ?? ''}
        onChange={(event) => setHero(code, field, event.currentTarget.value)}
        error={error(path)}
      />
    );
  };

  return (
    <>
      <p className="text-sm text-ink-muted">{t('admin-storefront.translationsHint')}</p>
      {languages.map((code) => {
        const language = LANGUAGE_NAMES[code];
        const refused = Object.keys(errors).some((path) => path.startsWith(`translations.${code}.`));
        return (
          <details key={code} open={refused || undefined} className="rounded-xl border border-brand-100 p-4">
            <summary className="cursor-pointer font-semibold text-ink">{language}</summary>
            <div className="mt-3 grid gap-3">
              {heroField(code, 'title', t('admin-storefront.titleIn', { language }), brand.hero.title, BRAND_TEXT_LIMITS.title)}
              {heroField(code, 'subtitle', t('admin-storefront.subtitleIn', { language }), brand.hero.subtitle, BRAND_TEXT_LIMITS.subtitle)}
              {heroField(code, 'body', t('admin-storefront.bodyIn', { language }), brand.hero.body, BRAND_TEXT_LIMITS.body)}
              {heroField(
                code,
                'imageAlt',
                t('admin-storefront.pictureAltIn', { language }),
                brand.hero.imageAlt,
                BRAND_TEXT_LIMITS.imageAlt,
              )}
              <div className="grid gap-3 sm:grid-cols-2">
                {([0, 1] as const).map((index) => {
                  const path = `translations.${code}.hero.buttons.${index}`;
                  return (
                    <FormField
                      key={path}
                      id={idOf(path)}
                      label={t('admin-storefront.buttonLabelIn', { index, language })}
                      lang={code}
                      dir="auto"
                      maxLength={BRAND_TEXT_LIMITS.buttonLabel}
                      placeholder={brand.hero.buttons[index].label}
                      value={translations[code]?.hero?.buttons?.[index] ?? ''}
                      onChange={(event) => setButton(code, index, event.currentTarget.value)}
                      error={error(path)}
                    />
                  );
                })}
              </div>
              <FormField
                id={idOf(`translations.${code}.socialProofText`)}
                label={t('admin-storefront.socialProofTextIn', { language })}
                lang={code}
                dir="auto"
                maxLength={BRAND_TEXT_LIMITS.socialProofText}
                placeholder={brand.socialProofText}
                value={translations[code]?.socialProofText ?? ''}
                onChange={(event) => change(code, { ...translations[code], socialProofText: event.currentTarget.value })}
                error={error(`translations.${code}.socialProofText`)}
              />
            </div>
          </details>
        );
      })}
    </>
  );
}
