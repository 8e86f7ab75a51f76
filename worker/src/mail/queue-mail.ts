import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { MailKind } from '../../../domain/mail/mail-kinds.ts';
import { batchStatement, flat } from '../../../db/flat-statement.ts';

/** The shop's default language (Settings; English until the owner chose one), as SQL. */
const SHOP_DEFAULT_LANGUAGE = sql`coalesce((select json_extract("languages", '$.default') from "store_settings" where "id" = 1), 'en')`;

/** A mail to write into the outbox with the change that causes it. */
export interface QueuedMail {
  kind: MailKind;
  to: string;
  orderId: string | null;
  /** What the kind needs beyond the order (mail-payload.ts). */
  payload?: string;
  /**
   * The language to write it in, when the caller knows it (an account's); otherwise its order's,
   * else the shop's default: decided here, when it is queued, so every retry says the same.
   */
  language?: Language | null | undefined;
}

/**
 * The outbox row of a mail, for the batch of the change that causes it: the mail exists exactly
 * when the change does (docs/product/mail.md). A sender delivers it after the answer.
 */
export function queueMail(db: Database, mail: QueuedMail, at: number): BatchItem<'sqlite'> {
  return batchStatement(
    db,
    flat`insert into "outbox_mails" ("kind", "to_address", "order_id", "payload", "language", "next_attempt_at", "created_at")
      values (${mail.kind}, ${mail.to}, ${mail.orderId}, ${mail.payload ?? '{}'},
        coalesce(${mail.language ?? null}, (select "language" from "orders" where "id" = ${mail.orderId}),
          (select json_extract("languages", '$.default') from "store_settings" where "id" = 1), 'en'),
        ${at}, ${at})`,
  );
}

/** As queueMail, written only while `holds` (a condition on the order's row in "orders") is true, as the change itself is. */
export function queueMailWhile(db: Database, mail: QueuedMail, at: number, holds: SQL): BatchItem<'sqlite'> {
  return queueMailIf(db, mail, at, sql`exists (select 1 from "orders" where ${holds})`);
}

/** As queueMail, written only when `condition` (any SQL truth, e.g. `exists (…)`) holds when the statement runs. */
export function queueMailIf(db: Database, mail: QueuedMail, at: number, condition: SQL): BatchItem<'sqlite'> {
  return batchStatement(
    db,
    sql`insert into "outbox_mails" ("kind", "to_address", "order_id", "payload", "language", "next_attempt_at", "created_at")
      select ${mail.kind}, ${mail.to}, ${mail.orderId}, ${mail.payload ?? '{}'},
        coalesce(${mail.language ?? null}, (select "language" from "orders" where "id" = ${mail.orderId}), ${SHOP_DEFAULT_LANGUAGE}),
        ${at}, ${at}
      where ${condition}`,
  );
}

/**
 * A notice to the shop about an order (by default, that it is new): to the address the owner
 * chose for notices, or the shop's contact e-mail; none when both are empty. In the owner's
 * language (the first admin's, who set the shop up), else the shop's default.
 */
export function queueShopNotice(
  db: Database,
  orderId: string,
  at: number,
  holds?: SQL,
  kind: Extract<MailKind, 'shop_new_order' | 'shop_card_short'> = 'shop_new_order',
): BatchItem<'sqlite'> {
  const notice = flat`insert into "outbox_mails" ("kind", "to_address", "order_id", "payload", "language", "next_attempt_at", "created_at")
      select ${kind}, coalesce(nullif(trim("order_notice_email"), ''), "contact_email"), ${orderId}, '{}',
        coalesce((select "language" from "users" where "role" = 'admin' order by "created_at", "id" limit 1),
          json_extract("languages", '$.default'), 'en'),
        ${at}, ${at}
      from "store_settings"
      where "id" = 1 and coalesce(nullif(trim("order_notice_email"), ''), trim("contact_email")) <> ''`;
  return batchStatement(db, holds ? sql`${notice} and exists (select 1 from "orders" where ${holds})` : notice);
}
