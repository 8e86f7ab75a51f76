import { translator } from '../../i18n/tables.ts';
import type { ComposedMail } from '../mail-types.ts';
import { button, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';

/**
 * To the new address: the link that makes it the account's e-mail. Nobody has proved yet that
 * the inbox is the account holder's, so the mail carries nothing they typed but the address
 * itself: not their name (see unconfirmed-recipient.ts).
 */
export function emailChangeMail({ language, shop, newEmail, confirmUrl, validHours }: MailInputOf<'email_change'>): ComposedMail {
  const t = translator(language);
  return renderMail({
    shop,
    language,
    subject: t('mail.changeSubject', { shop: shop.storeName }),
    preheader: t('mail.changePreheader', { email: newEmail, hours: validHours }),
    heading: t('mail.changeHeading'),
    blocks: [
      greeting(t, ''),
      paragraph(t('mail.changeIntro', { email: newEmail, shop: shop.storeName })),
      button(t, t('mail.changeButton'), confirmUrl),
      paragraph(t('mail.changeValid', { hours: validHours })),
      paragraph(t('mail.changeIgnore')),
    ],
  });
}

/**
 * To an address that already has an account, when another account asked to use it. It says no
 * more than that, and the one who asked is told the same as for a free address.
 */
export function emailInUseMail({ language, shop }: MailInputOf<'email_in_use'>): ComposedMail {
  const t = translator(language);
  return renderMail({
    shop,
    language,
    subject: t('mail.inUseSubject', { shop: shop.storeName }),
    preheader: t('mail.inUsePreheader'),
    heading: t('mail.inUseHeading'),
    blocks: [
      paragraph(t('mail.inUseIntro', { shop: shop.storeName })),
      paragraph(t('mail.inUseIfYou')),
      button(t, t('mail.inUseButton'), `${shop.publicUrl}/forgot-password`),
      paragraph(t('mail.inUseIfNotYou')),
    ],
  });
}

/** To the old address once the change is made, so a change nobody meant is noticed. */
export function emailChangedMail({ language, shop, name, newEmail }: MailInputOf<'email_changed'>): ComposedMail {
  const t = translator(language);
  return renderMail({
    shop,
    language,
    subject: t('mail.changedSubject', { shop: shop.storeName }),
    preheader: t('mail.changedPreheader', { email: newEmail }),
    heading: t('mail.changedHeading'),
    blocks: [
      greeting(t, name),
      paragraph(t('mail.changedIntro', { shop: shop.storeName, email: newEmail })),
      paragraph(t('mail.changedIfNotYou', { contact: shop.contactEmail })),
    ],
  });
}
