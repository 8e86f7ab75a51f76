import { type FormEvent, type ReactNode, useState } from 'react';
import { appPromoProblem, type Brand, type HeroTarget } from '../../../../../domain/brand.ts';
import { BrandInput } from '../../../../../domain/brand-input.ts';
import { brandColorProblem, normaliseHexColor } from '../../../../../domain/brand-colour.ts';
import { StoreSettingsInput } from '../../../../../domain/store-settings.ts';
import { fieldErrors } from '../../../../../domain/validation.ts';
import FormField from '../../auth/FormField.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { CheckboxField } from '../CheckboxField.tsx';
import { BrandPictureField } from './BrandPictureField.tsx';
import { StorefrontPreview } from './StorefrontPreview.tsx';
import { saveBrand } from './storefront-store.ts';
import { StorefrontTranslations } from './StorefrontTranslations.tsx';
import { useOtherLanguages } from '../use-other-languages.ts';
import { t } from '../../../i18n/t.ts';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50';
const field =
  'mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700';

type Errors = Record<string, string>;

/** The places a hero button may lead, with each category of the menu. */
function targetChoices(categories: readonly string[]): { value: HeroTarget; label: string }[] {
  return [
    { value: 'menu', label: t('admin-storefront.targetMenu') },
    { value: 'categories', label: t('admin-storefront.targetCategories') },
    { value: 'about', label: t('admin-storefront.targetAbout') },
    { value: 'contact', label: t('admin-storefront.targetContact') },
    ...categories.map((name) => ({ value: `category:${name}` as HeroTarget, label: t('admin-storefront.targetCategory', { name }) })),
  ];
}

/** The id of a field by its path in the brand ('hero.title' → 'storefront-hero-title'). */
const idOf = (path: string) => `storefront-${path.replace(/\./g, '-')}`;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <legend className="float-start mb-1 text-xl font-bold text-brand-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

function TextArea({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={field}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The Storefront screen's form: the shop's name, logo and colour, the home page's hero and
 * buttons and their texts in the shop's other languages, which sections show and the app's store links, with a preview that follows every
 * change. Checked in the browser with the server's own rules (domain/brand-input.ts) before it is sent.
 */
export function StorefrontForm({ savedName, saved, categories }: { savedName: string; saved: Brand; categories: readonly string[] }) {
  const [name, setName] = useState(savedName);
  const [brand, setBrand] = useState<Brand>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const hero = (change: Partial<Brand['hero']>) => setBrand((previous) => ({ ...previous, hero: { ...previous.hero, ...change } }));
  const setButton = (change: Partial<Brand['hero']['buttons'][0]>, index: 0 | 1) =>
    setBrand((previous) => {
      const buttons = [...previous.hero.buttons] as Brand['hero']['buttons'];
      buttons[index] = { ...buttons[index], ...change };
      return { ...previous, hero: { ...previous.hero, buttons } };
    });
  const sections = (change: Partial<Brand['sections']>) =>
    setBrand((previous) => ({ ...previous, sections: { ...previous.sections, ...change } }));
  const links = (change: Partial<Brand['appLinks']>) =>
    setBrand((previous) => ({ ...previous, appLinks: { ...previous.appLinks, ...change } }));
  // Values are read from the event before the state is set: React may run an updater after the event is gone.
  const setColour = (primaryColor: string) => setBrand((previous) => ({ ...previous, primaryColor }));
  const setSocialProofText = (socialProofText: string) => setBrand((previous) => ({ ...previous, socialProofText }));
  const colourProblem = brandColorProblem(brand.primaryColor);
  const pickerColour = normaliseHexColor(brand.primaryColor) ?? '#000000';
  const choices = targetChoices(categories);
  const otherLanguages = useOtherLanguages();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checkedName = StoreSettingsInput.shape.storeName.safeParse(name);
    const checked = BrandInput.safeParse(brand);
    const appPromo = appPromoProblem(brand, name.trim());
    const found: Errors = {
      ...(checkedName.success ? {} : { name: checkedName.error.issues[0]?.message ?? '' }),
      ...(appPromo ? { 'sections.appPromo': appPromo } : {}),
      ...(checked.success ? {} : fieldErrors(checked.error)),
    };
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined || !checked.success || !checkedName.success) {
      if (first !== undefined) document.getElementById(idOf(first))?.focus();
      return;
    }
    setSaving(true);
    const result = await saveBrand(checkedName.data, checked.data as Brand);
    setSaving(false);
    if (!result.ok) setErrors(result.errors);
  };

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('admin-storefront.form')} className="grid gap-8">
        <Group legend={t('admin-storefront.brand')}>
          <FormField
            id={idOf('name')}
            label={t('admin-storefront.shopName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            autoComplete="organization"
          />
          <BrandPictureField
            id={idOf('logo')}
            kind="logo"
            label={t('admin-storefront.logo')}
            value={brand.logo}
            demo="logo"
            previewWidth={48}
            error={errors.logo}
            onChange={(logo) => setBrand((previous) => ({ ...previous, logo }))}
          />
          <div>
            <label htmlFor={idOf('primaryColor')} className="block text-sm font-semibold text-ink">
              {t('admin-storefront.primaryColour')}
            </label>
            <div className="mt-1.5 flex flex-wrap items-center gap-3">
              <input
                type="color"
                aria-label={t('admin-storefront.pickColour')}
                value={pickerColour}
                onChange={(event) => setColour(event.currentTarget.value)}
                className="h-11 w-14 cursor-pointer rounded-lg border border-field bg-white"
              />
              <input
                id={idOf('primaryColor')}
                value={brand.primaryColor}
                onChange={(event) => setColour(event.currentTarget.value)}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={colourProblem || errors.primaryColor ? true : undefined}
                aria-describedby={`${idOf('primaryColor')}-check`}
                className={`${field} mt-0 w-36 font-mono`}
              />
            </div>
            <div id={`${idOf('primaryColor')}-check`} aria-live="polite" className="mt-2">
              {colourProblem ? (
                <div className="flex flex-wrap items-center gap-3">
                  <FieldError id={`${idOf('primaryColor')}-error`} message={colourProblem.message} className="" />
                  <button type="button" className={secondary} onClick={() => setColour(colourProblem.suggestion)}>
                    {t('admin-storefront.useColour', { colour: colourProblem.suggestion })}
                  </button>
                </div>
              ) : (
                <p className="text-sm text-leaf-700">{t('admin-storefront.colourReadable')}</p>
              )}
            </div>
          </div>
        </Group>

        <Group legend={t('admin-storefront.homePage')}>
          <FormField
            id={idOf('hero.title')}
            label={t('admin-storefront.title')}
            value={brand.hero.title}
            onChange={(event) => hero({ title: event.currentTarget.value })}
            error={errors['hero.title']}
          />
          <FormField
            id={idOf('hero.subtitle')}
            label={t('admin-storefront.subtitle')}
            value={brand.hero.subtitle}
            onChange={(event) => hero({ subtitle: event.currentTarget.value })}
            error={errors['hero.subtitle']}
          />
          <TextArea
            id={idOf('hero.body')}
            label={t('admin-storefront.body')}
            value={brand.hero.body}
            error={errors['hero.body']}
            onChange={(body) => hero({ body })}
          />
          <BrandPictureField
            id={idOf('hero.image')}
            kind="hero"
            label={t('admin-storefront.picture')}
            value={brand.hero.image}
            demo="picture"
            previewWidth={160}
            error={errors['hero.image']}
            onChange={(image) => hero({ image })}
          />
          <FormField
            id={idOf('hero.imageAlt')}
            label={t('admin-storefront.pictureAlt')}
            value={brand.hero.imageAlt}
            onChange={(event) => hero({ imageAlt: event.currentTarget.value })}
            error={errors['hero.imageAlt']}
          />
          {([0, 1] as const).map((index) => (
            <div key={index} className="grid gap-3 sm:grid-cols-2">
              <FormField
                id={idOf(`hero.buttons.${index}.label`)}
                label={t('admin-storefront.buttonLabel', { index })}
                value={brand.hero.buttons[index].label}
                onChange={(event) => setButton({ label: event.currentTarget.value }, index)}
                error={errors[`hero.buttons.${index}.label`]}
              />
              <div>
                <label htmlFor={idOf(`hero.buttons.${index}.target`)} className="block text-sm font-semibold text-ink">
                  {t('admin-storefront.buttonTarget', { index })}
                </label>
                <select
                  id={idOf(`hero.buttons.${index}.target`)}
                  value={brand.hero.buttons[index].target}
                  onChange={(event) => setButton({ target: event.currentTarget.value as HeroTarget }, index)}
                  className={field}
                >
                  {choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                  {!choices.some((choice) => choice.value === brand.hero.buttons[index].target) && (
                    <option value={brand.hero.buttons[index].target}>{brand.hero.buttons[index].target}</option>
                  )}
                </select>
                <FieldError id={`${idOf(`hero.buttons.${index}.target`)}-error`} message={errors[`hero.buttons.${index}.target`]} />
              </div>
            </div>
          ))}
        </Group>

        {otherLanguages.length > 0 && (
          <Group legend={t('admin-storefront.translations')}>
            <StorefrontTranslations
              languages={otherLanguages}
              brand={brand}
              onChange={(translations) => setBrand((previous) => ({ ...previous, translations }))}
              errors={errors}
              idOf={idOf}
            />
          </Group>
        )}

        <Group legend={t('admin-storefront.sections')}>
          <CheckboxField
            label={t('admin-storefront.sectionCategories')}
            checked={brand.sections.categories}
            onChange={(on) => sections({ categories: on })}
          />
          <CheckboxField
            label={t('admin-storefront.sectionMenu')}
            checked={brand.sections.menu}
            onChange={(on) => sections({ menu: on })}
          />
          <CheckboxField
            id={idOf('sections.socialProof')}
            label={t('admin-storefront.socialProof')}
            checked={brand.sections.socialProof}
            onChange={(on) => sections({ socialProof: on })}
          />
          <FormField
            id={idOf('socialProofText')}
            label={t('admin-storefront.socialProofText')}
            value={brand.socialProofText}
            onChange={(event) => setSocialProofText(event.currentTarget.value)}
            error={errors.socialProofText}
          />
          <CheckboxField
            id={idOf('sections.appPromo')}
            label={t('admin-storefront.app')}
            checked={brand.sections.appPromo}
            onChange={(on) => sections({ appPromo: on })}
            error={errors['sections.appPromo']}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              id={idOf('appLinks.ios')}
              label={t('admin-storefront.appStore')}
              type="url"
              placeholder="https://apps.apple.com/…"
              value={brand.appLinks.ios}
              onChange={(event) => links({ ios: event.currentTarget.value })}
              error={errors['appLinks.ios']}
            />
            <FormField
              id={idOf('appLinks.android')}
              label={t('admin-storefront.googlePlay')}
              type="url"
              placeholder="https://play.google.com/…"
              value={brand.appLinks.android}
              onChange={(event) => links({ android: event.currentTarget.value })}
              error={errors['appLinks.android']}
            />
          </div>
        </Group>

        <div>
          <button type="submit" disabled={saving} className={button}>
            {saving ? t('admin.saving') : t('admin-storefront.save')}
          </button>
        </div>
      </form>
      <div className="xl:sticky xl:top-4 xl:self-start">
        <StorefrontPreview name={name} brand={brand} />
      </div>
    </div>
  );
}
