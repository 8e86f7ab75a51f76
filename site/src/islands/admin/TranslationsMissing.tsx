import { useEffect, useState } from 'react';
import { LANGUAGE_NAMES } from '../../../../domain/i18n/language-names.ts';
import type { ShopLanguages } from '../../../../domain/i18n/shop-languages.ts';
import { type MissingTranslations, missingTranslations } from '../../../../domain/menu-translations.ts';
import { t } from '../../i18n/t.ts';
import { type BrandTextSource, missingBrandTexts } from '../../../../domain/brand-translations.ts';
import { callApi } from '../../lib/api.ts';

type Loaded = { status: 'loading' } | { status: 'ready'; missing: MissingTranslations[] } | { status: 'error' };

/**
 * Per offered language but the default, how many dishes, categories and options have no name in
 * it, and which, and how many of the storefront's texts have none: what customers reading that
 * language see in the default's words.
 */
export function TranslationsMissing({ languages, brand }: { languages: ShopLanguages; brand: BrandTextSource }) {
  const storefront = new Map(missingBrandTexts(brand, languages).map(({ language, count }) => [language, count]));
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    Promise.all([callApi('GET', '/api/foods', { query: { include: 'hidden' } }), callApi('GET', '/api/categories')])
      .then(([foods, categories]) => current && setLoaded({ status: 'ready', missing: missingTranslations(foods, categories, languages) }))
      .catch(() => current && setLoaded({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [languages]);

  return (
    <section aria-labelledby="translations-missing-heading" className="mt-8 border-t border-brand-100 pt-5">
      <h3 id="translations-missing-heading" className="text-lg font-bold text-brand-800">
        {t('admin-languages.missingTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('admin-languages.missingIntro')}</p>
      {loaded.status === 'error' ? <p className="mt-3">{t('admin-languages.missingLoadFailed')}</p> : null}
      {loaded.status === 'ready' && loaded.missing.length === 0 ? <p className="mt-3">{t('admin-languages.missingNoneOffered')}</p> : null}
      {loaded.status === 'ready' ? (
        <ul className="mt-3 grid gap-2">
          {loaded.missing.map(({ language, dishes, categories, options }) => {
            const name = LANGUAGE_NAMES[language];
            const names = [...dishes, ...categories, ...options].map((item) => item.name);
            const storefrontCount = storefront.get(language) ?? 0;
            const storefrontLine = storefrontCount > 0 && (
              <p>{t('admin-languages.missingStorefront', { language: name, count: storefrontCount })}</p>
            );
            if (names.length === 0)
              return (
                <li key={language} data-language={language}>
                  {storefrontLine || t('admin-languages.missingComplete', { language: name })}
                </li>
              );
            return (
              <li key={language} data-language={language}>
                {storefrontLine}
                <details>
                  <summary className="cursor-pointer">
                    {t('admin-languages.missingSummary', {
                      language: name,
                      dishes: dishes.length,
                      categories: categories.length,
                      options: options.length,
                    })}
                  </summary>
                  <p className="mt-1 text-sm text-ink-muted">{names.join(' · ')}</p>
                </details>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
