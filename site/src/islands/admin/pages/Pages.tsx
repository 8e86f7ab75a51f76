import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { OwnerPageAnswer } from '../../../../../domain/contracts/pages.ts';
import {
  isOwnerPageSlug,
  OWNER_PAGE_MARKDOWN_MAX_LENGTH,
  OWNER_PAGE_SLUGS,
  OWNER_PAGE_TITLE_MAX_LENGTH,
  OWNER_PAGES,
  OwnerPageInput,
  type OwnerPageSlug,
} from '../../../../../domain/owner-pages.ts';
import { fieldErrors } from '../../../../../domain/validation.ts';
import FormField from '../../auth/FormField.tsx';
import { Spinner } from '../../menu/Spinner.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { $ownerPage, loadOwnerPage, saveOwnerPage } from './pages-store.ts';
import { localePath, t } from '../../../i18n/t.ts';
import { tElements } from '../t-elements.tsx';

const PICKER_ID = 'owner-page-choice';
const TITLE_ID = 'owner-page-title';
const TEXT_ID = 'owner-page-markdown';
const TEXT_HINT_ID = `${TEXT_ID}-hint`;
const PREVIEW_HEADING_ID = 'owner-page-preview-heading';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-60';
const secondary = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 font-semibold text-brand-700 hover:bg-brand-50';

type Render = (text: string) => string;

/**
 * The preview's renderer: the servers' rules on the same markdown-it (preview-markdown.ts), loaded
 * as its own chunk when this screen opens, so neither the storefront nor the other admin screens carry it.
 */
function useRenderer(): Render | null {
  const [render, setRender] = useState<Render | null>(null);
  useEffect(() => {
    let live = true;
    void import('./preview-markdown.ts').then(({ renderPreview }) => {
      if (live) setRender(() => renderPreview);
    });
    return () => {
      live = false;
    };
  }, []);
  return render;
}

function slugFromSearch(search: string): OwnerPageSlug {
  const asked = new URLSearchParams(search).get('page') ?? '';
  return isOwnerPageSlug(asked) ? asked : 'about';
}

function PageForm({ page }: { page: OwnerPageAnswer }) {
  const [title, setTitle] = useState(page.title);
  const [markdown, setMarkdown] = useState(page.markdown);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const render = useRenderer();
  const { path } = OWNER_PAGES[page.slug];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = OwnerPageInput.safeParse({ title, markdown });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      document.getElementById(found.title ? TITLE_ID : TEXT_ID)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await saveOwnerPage(page.slug, parsed.data);
    setSaving(false);
    if (result.ok) setTitle(result.page.title);
    else {
      setErrors(result.errors);
      if (result.errors.title) document.getElementById(TITLE_ID)?.focus();
      else if (result.errors.markdown) document.getElementById(TEXT_ID)?.focus();
    }
  };

  const textError = errors.markdown;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-5"
        aria-label={t('admin-pages.editPage', { page: page.slug })}
      >
        <FormField
          id={TITLE_ID}
          label={t('admin-pages.title')}
          maxLength={OWNER_PAGE_TITLE_MAX_LENGTH}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
        />
        <div>
          <label htmlFor={TEXT_ID} className="block text-sm font-semibold text-ink">
            {t('admin-pages.text')}
          </label>
          <p id={TEXT_HINT_ID} className="mt-1 text-sm text-ink-muted">
            {tElements('admin-pages.markdownHint', {}, { code: (children) => <code>{children}</code> })}
          </p>
          <textarea
            id={TEXT_ID}
            rows={18}
            maxLength={OWNER_PAGE_MARKDOWN_MAX_LENGTH}
            value={markdown}
            onChange={(event) => setMarkdown(event.currentTarget.value)}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${TEXT_HINT_ID} ${TEXT_ID}-error` : TEXT_HINT_ID}
            className="mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 font-mono text-sm text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700"
          />
          <FieldError id={`${TEXT_ID}-error`} message={textError} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* aria-disabled, not disabled: the keyboard's focus stays on Save while it saves. */}
          <button type="submit" aria-disabled={saving} className={button}>
            {saving ? t('admin.saving') : t('admin-pages.save')}
          </button>
          <a href={localePath(path)} className={secondary}>
            {t('admin-pages.viewPage', { page: page.slug })}
          </a>
        </div>
      </form>
      <section aria-labelledby={PREVIEW_HEADING_ID} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
        <h2 id={PREVIEW_HEADING_ID} className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {t('admin-pages.preview')}
        </h2>
        <p className="mt-3 text-2xl font-extrabold tracking-tight text-brand-900">{title}</p>
        {render ? (
          // The renderer writes no HTML of the owner's: tags typed in the text come out as text (domain/markdown-rules.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the shared renderer escapes every tag and refuses unsafe links.
          <div className="prose-text mt-4" dangerouslySetInnerHTML={{ __html: render(markdown) }} />
        ) : (
          <Spinner />
        )}
      </section>
    </div>
  );
}

/** Pages: the owner's About, Contact, Privacy and Terms, each a title and a text in Markdown, with a live preview. */
export function Pages() {
  const state = useStore($ownerPage);
  const [slug, setSlug] = useState<OwnerPageSlug>(() => slugFromSearch(window.location.search));

  useEffect(() => {
    void loadOwnerPage(slug);
  }, [slug]);

  const choose = (next: OwnerPageSlug) => {
    const url = new URL(window.location.href);
    url.searchParams.set('page', next);
    window.history.replaceState(null, '', url);
    setSlug(next);
  };

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t('admin.screenPages')}</h1>
      <p className="mt-1 max-w-2xl text-ink-muted">{t('admin-pages.intro')}</p>
      <div className="mt-6 max-w-xs">
        <label htmlFor={PICKER_ID} className="block text-sm font-semibold text-ink">
          {t('admin-pages.page')}
        </label>
        <select
          id={PICKER_ID}
          value={slug}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isOwnerPageSlug(next)) choose(next);
          }}
          className="mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-white px-3 py-2 text-base text-ink"
        >
          {OWNER_PAGE_SLUGS.map((choice) => (
            <option key={choice} value={choice}>
              {t('admin-pages.pageName', { page: choice })}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-6">
        {state.status === 'ready' && state.page.slug === slug ? (
          <PageForm key={slug} page={state.page} />
        ) : state.status === 'error' ? (
          <LoadFailed message={state.message} onRetry={() => void loadOwnerPage(slug)} />
        ) : (
          <Spinner />
        )}
      </div>
    </>
  );
}
