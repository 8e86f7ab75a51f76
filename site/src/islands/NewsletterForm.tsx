import { useRef, useState, type FormEvent } from 'react';
import { SHOP } from '../components/layout/shop.ts';
import { shopEmail, shopName } from './layout/served-shop.ts';
import { t, tText } from '../i18n/t.ts';
import { checkEmail, mailtoUrl, newsletterDraft } from './layout/mail-draft.ts';

/**
 * Subscribing opens a mail draft to the shop: nothing is sent to our server.
 * Without JavaScript the form still opens a draft through its mailto: action.
 */
export default function NewsletterForm() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [opened, setOpened] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = inputRef.current?.value ?? '';
    const problem = checkEmail(email);
    setError(problem);
    setOpened(!problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    window.location.href = mailtoUrl(shopEmail(), newsletterDraft(email, shopName(), t));
  };

  const errorId = 'newsletter-email-error';
  return (
    <form
      action={`mailto:${SHOP.supportEmail}`}
      method="get"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="newsletter-heading"
      className="mt-4"
    >
      <input type="hidden" name="subject" value={t('shop.newsletterSubject', { shop: SHOP.name })} />
      <label htmlFor="newsletter-email" className="block text-sm font-medium text-white">
        {t('shop.yourEmail')}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          ref={inputRef}
          id="newsletter-email"
          name="body"
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => error && setError(undefined)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-field-on-dark bg-stone-800 px-3 text-sm text-white placeholder:text-stone-400 aria-invalid:border-brand-300"
        />
        <button type="submit" className="min-h-11 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">
          {t('shop.subscribe')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-brand-300">
          {tText(error)}
        </p>
      )}
      <p role="status" className="mt-2 text-sm text-stone-300 empty:hidden">
        {opened ? t('shop.newsletterOpened') : ''}
      </p>
    </form>
  );
}
