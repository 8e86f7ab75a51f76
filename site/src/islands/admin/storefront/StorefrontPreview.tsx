import type { CSSProperties } from 'react';
import type { Brand } from '../../../../../domain/brand.ts';
import { BRAND_SHADES, brandColorProblem, brandPalette } from '../../../../../domain/brand-colour.ts';
import { pictureSources } from '../../../../../domain/picture-sources.ts';
import { t } from '../../../i18n/t.ts';

/** The hero's two buttons, smaller. */
const PREVIEW_BUTTONS = [
  'inline-flex min-h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-bold text-white',
  'inline-flex min-h-10 items-center rounded-full border-2 border-brand-600 bg-white px-4 text-sm font-bold text-brand-700',
];

/**
 * The storefront's header and hero as customers will see them, painted with the palette the
 * chosen colour makes (the same rules the pages are filled with): the owner sees the result
 * before saving. A colour that cannot be used previews the darker one offered instead.
 */
export function StorefrontPreview({ name, brand }: { name: string; brand: Brand }) {
  const problem = brandColorProblem(brand.primaryColor);
  const palette = brandPalette(problem ? problem.suggestion : brand.primaryColor);
  const colours = Object.fromEntries(BRAND_SHADES.map((shade) => [`--color-brand-${shade}`, palette[shade]])) as CSSProperties;
  const logo = brand.logo ? pictureSources(brand.logo, 32) : undefined;
  const hero = brand.hero.image ? pictureSources(brand.hero.image, 280) : undefined;
  return (
    <figure aria-labelledby="storefront-preview-caption" className="overflow-hidden rounded-2xl ring-1 ring-brand-100">
      <figcaption id="storefront-preview-caption" className="bg-stone-100 px-4 py-2 text-sm font-semibold text-ink-muted">
        {t('admin-storefront.preview')}
      </figcaption>
      <div style={colours} inert className="bg-cream">
        <div className="flex h-14 items-center gap-2 border-b border-brand-100 bg-white px-4 text-lg font-extrabold text-brand-700">
          {logo ? (
            <img src={logo.src} srcSet={logo.srcset} alt="" width={32} height={32} className="h-8 w-8 rounded-lg object-contain" />
          ) : (
            <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
              <rect width="32" height="32" rx="8" className="fill-brand-600" />
              <path d="M9 22V10h7a6 6 0 0 1 0 12z" fill="#fff" />
            </svg>
          )}
          <span data-testid="preview-name">{name}</span>
        </div>
        <div className="grid items-center gap-4 bg-gradient-to-b from-brand-50 to-cream p-5 sm:grid-cols-[1.4fr_1fr]">
          <div>
            <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">{brand.hero.subtitle}</p>
            <p className="mt-1 text-2xl leading-tight font-extrabold text-ink">{brand.hero.title}</p>
            <p className="mt-2 text-sm text-ink-muted">{brand.hero.body}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <span className={PREVIEW_BUTTONS[0]}>{brand.hero.buttons[0].label}</span>
              <span className={PREVIEW_BUTTONS[1]}>{brand.hero.buttons[1].label}</span>
            </div>
            {brand.sections.socialProof && <p className="mt-4 text-sm font-extrabold text-ink">{brand.socialProofText}</p>}
          </div>
          {hero ? (
            <img src={hero.src} srcSet={hero.srcset} alt="" width={280} height={224} className="h-auto w-full rounded-3xl" />
          ) : (
            <p className="rounded-3xl bg-brand-100 p-6 text-center text-sm text-brand-900">{t('admin-storefront.demoPicture')}</p>
          )}
        </div>
      </div>
    </figure>
  );
}
