import { CompactEncrypt, compactDecrypt } from 'jose';
import type { LineChange } from '../../../domain/picking/pick-changes.ts';
import type { ChangeRecord } from '../../../domain/order-change/change-record.ts';

/**
 * What an outbox row carries beyond its order, as JSON. Tokens that open something (a guest's
 * tracking link, a password-reset or e-mail-change link) are looked up by their hash; where a mail must hand one
 * out it is kept sealed (AES-256-GCM under a key derived from the session
 * secret), so the outbox table alone opens nothing.
 */
export interface MailPayload {
  /** Sealed token of a /reset-password?token=… link. */
  resetToken?: string;
  /** Sealed token of an /account/confirm-email?token=… link. */
  emailToken?: string;
  /** The address an account's e-mail changes (or changed) to. */
  newEmail?: string;
  /** A refund's amount, in minor units of the order's currency. */
  amountMinor?: number;
  /** The person's name, for mails about an account. */
  name?: string;
  /** A picked order: what changed, line by line, and its total as placed (`amountMinor`: as picked). */
  pickChanges?: LineChange[];
  estimatedMinor?: number;
  /** Replacements waiting for the customer (`pickChanges`: those offered): until when (epoch ms), and the minutes they were given. */
  waitUntil?: number;
  waitMinutes?: number;
  /** Staff changed the order: the change as its history keeps it. */
  change?: ChangeRecord;
}

const keys = new WeakMap<Uint8Array, Promise<Uint8Array>>();

/** 256 bits derived from the session secret for this one use, so the secret itself encrypts nothing. */
function sealingKey(secret: Uint8Array): Promise<Uint8Array> {
  let key = keys.get(secret);
  if (!key) {
    const input = new Uint8Array([...new TextEncoder().encode('doorstep mail links\0'), ...secret]);
    key = crypto.subtle.digest('SHA-256', input).then((digest) => new Uint8Array(digest));
    keys.set(secret, key);
  }
  return key;
}

export async function sealToken(secret: Uint8Array, token: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(token))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(await sealingKey(secret));
}

export async function unsealToken(secret: Uint8Array, sealed: string): Promise<string> {
  const { plaintext } = await compactDecrypt(sealed, await sealingKey(secret), {
    keyManagementAlgorithms: ['dir'],
    contentEncryptionAlgorithms: ['A256GCM'],
  });
  return new TextDecoder().decode(plaintext);
}

export function readPayload(json: string): MailPayload {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as MailPayload) : {};
  } catch {
    return {};
  }
}
