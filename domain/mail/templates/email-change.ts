import type { ComposedMail } from '../mail-types.ts';
import { button, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';

/**
 * To the new address: the link that makes it the account's e-mail. Nobody has proved yet that
 * the inbox is the account holder's, so the mail carries nothing they typed but the address
 * itself: not their name (see unconfirmed-recipient.ts).
 */
export function emailChangeMail({ shop, newEmail, confirmUrl, validHours }: MailInputOf<'email_change'>): ComposedMail {
  const validFor = `${validHours} hour${validHours === 1 ? '' : 's'}`;
  return renderMail({
    shop,
    subject: `${shop.storeName}: confirm your new e-mail`,
    preheader: `Open the link to use ${newEmail} for your account. It works once, within ${validFor}.`,
    heading: 'Confirm your new e-mail',
    blocks: [
      paragraph(`${greeting('')} someone, hopefully you, asked to use ${newEmail} for their ${shop.storeName} account.`),
      button('Use this e-mail', confirmUrl),
      paragraph(`The link works once and is valid for ${validFor}. Until it is opened, the account keeps its old e-mail.`),
      paragraph('If you did not ask for this, ignore this mail: nothing changes.'),
    ],
  });
}

/**
 * To an address that already has an account, when another account asked to use it. It says no
 * more than that, and the one who asked is told the same as for a free address.
 */
export function emailInUseMail({ shop }: MailInputOf<'email_in_use'>): ComposedMail {
  return renderMail({
    shop,
    subject: `${shop.storeName}: someone tried to use your e-mail`,
    preheader: 'Another account asked to use this address. Nothing has changed.',
    heading: 'Someone tried to use your e-mail',
    blocks: [
      paragraph(
        `Someone asked to use this address for another ${shop.storeName} account. It already belongs to an account, so nothing has changed.`,
      ),
      paragraph(
        'If that was you, you already have an account with this address: sign in with it, or choose a new password if you forgot it.',
      ),
      button('Choose a new password', `${shop.publicUrl}/forgot-password`),
      paragraph('If it was not you, ignore this mail.'),
    ],
  });
}

/** To the old address once the change is made, so a change nobody meant is noticed. */
export function emailChangedMail({ shop, name, newEmail }: MailInputOf<'email_changed'>): ComposedMail {
  return renderMail({
    shop,
    subject: `${shop.storeName}: your e-mail was changed`,
    preheader: `Your account now uses ${newEmail}.`,
    heading: 'Your e-mail was changed',
    blocks: [
      paragraph(
        `${greeting(name)} the e-mail of your ${shop.storeName} account was changed to ${newEmail}. Mails about your account and orders go there from now on.`,
      ),
      paragraph(`If you did not do this, write to us at ${shop.contactEmail} straight away.`),
    ],
  });
}
