import type { ComposedMail } from '../mail-types.ts';
import { button, greeting, paragraph } from './blocks.ts';
import { renderMail, type MailInputOf } from './layout.ts';

/** The link that sets a new password: it works once, for a limited time. */
export function passwordResetMail({ shop, name, resetUrl, validMinutes }: MailInputOf<'password_reset'>): ComposedMail {
  const validFor = `${validMinutes} minute${validMinutes === 1 ? '' : 's'}`;
  return renderMail({
    shop,
    subject: `${shop.storeName}: reset your password`,
    preheader: `Choose a new password. The link works once, within ${validFor}.`,
    heading: 'Reset your password',
    blocks: [
      paragraph(`${greeting(name)} someone, hopefully you, asked to reset the password of your ${shop.storeName} account.`),
      button('Reset your password', resetUrl),
      paragraph(`The link works once and is valid for ${validFor}.`),
      paragraph('If you did not ask for this, ignore this mail: your password stays as it is.'),
    ],
  });
}
