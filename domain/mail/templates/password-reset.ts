import { translator } from '../../i18n/tables.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';

/** The link that sets a new password: it works once, for a limited time. */
export function passwordResetMail({ language, shop, name, resetUrl, validMinutes }: MailInputOf<'password_reset'>): ComposedMail {
  const t = translator(language);
  return renderMail({
    shop,
    language,
    subject: t('mail.resetSubject', { shop: shop.storeName }),
    preheader: t('mail.resetPreheader', { minutes: validMinutes }),
    heading: t('mail.resetHeading'),
    blocks: [
      greeting(t, name),
      paragraph(t('mail.resetIntro', { shop: shop.storeName })),
      button(t, t('mail.resetButton'), resetUrl),
      paragraph(t('mail.resetValid', { minutes: validMinutes })),
      paragraph(t('mail.resetIgnore')),
    ],
  });
}
