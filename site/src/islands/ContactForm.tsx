import { useRef, useState, type FormEvent } from 'react';
import { SHOP } from '../components/layout/shop.ts';
import { shopEmail, shopName } from './layout/served-shop.ts';
import type { MessageKey } from '../i18n/t.ts';
import { t, tText } from '../i18n/t.ts';
import {
  checkContactFields,
  contactDraft,
  MAIL_DRAFT_VALUES,
  mailtoUrl,
  type ContactErrors,
  type ContactFields,
} from './layout/mail-draft.ts';
import { FieldError } from './ui/FieldError.tsx';

const FIELDS: readonly { name: keyof ContactFields; label: MessageKey; autoComplete: string }[] = [
  { name: 'name', label: 'shop.yourName', autoComplete: 'name' },
  { name: 'email', label: 'shop.yourEmail', autoComplete: 'email' },
  { name: 'message', label: 'shop.message', autoComplete: 'off' },
];

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700';

/**
 * The contact form only opens the visitor's mail app with a ready draft: nothing
 * is sent to our server. Errors show under each field; the first one gets focus.
 */
export default function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  // The address the draft went to, once one was opened.
  const [openedTo, setOpenedTo] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields: ContactFields = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      // 'body' so that, before this island hydrates, the mailto: action puts it in the draft.
      message: String(data.get('body') ?? ''),
    };
    const found = checkContactFields(fields);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      setOpenedTo(undefined);
      formRef.current?.querySelector<HTMLElement>(`#contact-${firstInvalid.name}`)?.focus();
      return;
    }
    const to = shopEmail();
    setOpenedTo(to);
    window.location.href = mailtoUrl(to, contactDraft(fields, shopName(), t));
  };

  const clearError = (name: keyof ContactFields) => {
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };

  return (
    <form
      ref={formRef}
      action={`mailto:${SHOP.supportEmail}`}
      method="get"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('shop.contactForm')}
      className="space-y-5"
    >
      <input type="hidden" name="subject" value={t('shop.contactSubject', { shop: SHOP.name })} />
      {FIELDS.map((field) => {
        const id = `contact-${field.name}`;
        const error = errors[field.name];
        const shared = {
          id,
          name: field.name === 'message' ? 'body' : field.name,
          autoComplete: field.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: () => clearError(field.name),
          className: inputClass,
        } as const;
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block text-sm font-semibold text-ink">
              {t(field.label)}
            </label>
            {field.name === 'message' ? (
              <textarea {...shared} rows={6} />
            ) : (
              <input {...shared} type={field.name === 'email' ? 'email' : 'text'} />
            )}
            <FieldError id={`${id}-error`} message={error && tText(error, MAIL_DRAFT_VALUES)} />
          </div>
        );
      })}
      <button type="submit" className="min-h-11 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
        {t('shop.sendMessage')}
      </button>
      <p role="status" className="text-sm font-medium text-leaf-700 empty:hidden">
        {openedTo ? t('shop.contactOpened', { email: openedTo }) : ''}
      </p>
    </form>
  );
}
