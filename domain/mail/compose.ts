import type { MailKind } from './mail-kinds.ts';
import type { ComposedMail, MailInput } from './mail-types.ts';
import { orderAcceptedMail, orderOutForDeliveryMail, orderReadyMail } from './templates/order-progress.ts';
import { orderPickedMail } from './templates/order-picked.ts';
import { replacementsWaitingMail } from './templates/replacements-waiting.ts';
import { orderChangedMail } from './templates/order-changed.ts';
import { orderReceivedMail } from './templates/order-received.ts';
import { orderRefundedMail } from './templates/order-refunded.ts';
import { orderRejectedMail } from './templates/order-rejected.ts';
import { emailChangedMail, emailChangeMail, emailInUseMail } from './templates/email-change.ts';
import { passwordResetMail } from './templates/password-reset.ts';
import { shopCardShortMail } from './templates/shop-card-short.ts';
import { shopNewOrderMail } from './templates/shop-new-order.ts';

/**
 * The shop's mails as subject, plain text and HTML, from the facts they tell. Pure (no I/O, no
 * Node APIs): the worker composes them in Node or Workers, and a browser could preview them.
 */

export type { ComposedMail, MailInput, MailShop } from './mail-types.ts';

// A kind added to MAIL_KINDS without its input here (or an input of no kind) stops the build;
// the alias exists only to be checked, hence its underscore.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type MustBeTrue<T extends true> = T;
type _EveryMailKindComposed = MustBeTrue<Same<MailInput['kind'], MailKind>>;

export function composeMail(input: MailInput): ComposedMail {
  switch (input.kind) {
    case 'order_received':
      return orderReceivedMail(input);
    case 'shop_new_order':
      return shopNewOrderMail(input);
    case 'order_accepted':
      return orderAcceptedMail(input);
    case 'order_rejected':
      return orderRejectedMail(input);
    case 'order_ready':
      return orderReadyMail(input);
    case 'order_out_for_delivery':
      return orderOutForDeliveryMail(input);
    case 'order_refunded':
      return orderRefundedMail(input);
    case 'order_picked':
      return orderPickedMail(input);
    case 'replacements_waiting':
      return replacementsWaitingMail(input);
    case 'order_changed':
      return orderChangedMail(input);
    case 'shop_card_short':
      return shopCardShortMail(input);
    case 'password_reset':
      return passwordResetMail(input);
    case 'email_change':
      return emailChangeMail(input);
    case 'email_in_use':
      return emailInUseMail(input);
    case 'email_changed':
      return emailChangedMail(input);
    default:
      return unknownKind(input);
  }
}

function unknownKind(input: never): never {
  throw new TypeError(`No mail for kind ${(input as { kind?: unknown }).kind}`);
}
