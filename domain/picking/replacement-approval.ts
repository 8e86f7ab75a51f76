import { toMilli } from '../thousandths.ts';
import { APPROVAL_MESSAGES } from './picking-messages.ts';

/**
 * Customers approve replacements (docs/product/picking.md): where the owner asks for it, a
 * replacement staff record waits for the customer's answer for the owner's number of minutes.
 * Accepted, it is sent; declined, or not answered in time, the line is missing. The wait is kept
 * with the line's decision, and what it has come to is read against the clock: nothing has to
 * happen for a wait to run out.
 */

export const APPROVAL_ANSWERS = ['accepted', 'declined'] as const;
export type ApprovalAnswer = (typeof APPROVAL_ANSWERS)[number];

export const APPROVAL_STATUSES = ['waiting', ...APPROVAL_ANSWERS, 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A replacement's wait as kept with its decision: until when (epoch ms) and the customer's answer, if any. */
export interface ReplacementWait {
  until: number;
  answer: ApprovalAnswer | null;
}

const MINUTE = 60_000;

export function approvalStatus(wait: ReplacementWait, now: number): ApprovalStatus {
  if (wait.answer) return wait.answer;
  return now < wait.until ? 'waiting' : 'expired';
}

/** A status an answer gave, at `now`: a wait it read as open is over once its time has passed (a page left open). */
export function approvalNow(status: ApprovalStatus, until: number, now: number): ApprovalStatus {
  return status === 'waiting' && now >= until ? 'expired' : status;
}

/** Whether the line is sent as it was decided: no wait, or a replacement the customer accepted. */
export function isApproved(wait: ReplacementWait | null, now: number): boolean {
  return wait === null || approvalStatus(wait, now) === 'accepted';
}

/** Minutes left to answer, rounded up: "1 min left" until the last second. */
export function minutesLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / MINUTE));
}

/** When a replacement recorded at `now` stops waiting, or null when the owner does not ask customers. */
export function waitUntil(settings: { enabled: boolean; minutes: number }, now: number): number | null {
  return settings.enabled ? now + settings.minutes * MINUTE : null;
}

/**
 * Whether a decision sends what the line's kept decision sent: the same product, as much of it.
 * Recording it again keeps its wait and any answer; anything else starts over (or ends the wait).
 */
export function sameReplacement(
  kept: { status: string; productId?: string | null | undefined; quantity?: number | undefined } | undefined,
  sent: { status: string; productId?: string | undefined; quantity: number },
): boolean {
  return (
    kept?.status === 'replaced' &&
    sent.status === 'replaced' &&
    kept.productId === sent.productId &&
    kept.quantity !== undefined &&
    toMilli(kept.quantity) === toMilli(sent.quantity)
  );
}

/**
 * Why a customer's answer to the replacement on a line is refused (409), or null when the line's
 * replacement waits for it: the order is picked already; nothing was offered on that line, or it
 * was answered, or its time is over.
 */
export function answerRefusal(
  order: { status: string; pickedAt: unknown },
  pick: { status: string; wait: ReplacementWait | null } | undefined,
  now: number,
): string | null {
  if (order.pickedAt !== null && order.pickedAt !== undefined) return APPROVAL_MESSAGES.picked;
  if (order.status !== 'processing' || !pick || pick.status !== 'replaced' || !pick.wait) return APPROVAL_MESSAGES.nothingOffered;
  const status = approvalStatus(pick.wait, now);
  if (status === 'expired') return APPROVAL_MESSAGES.timeOver;
  return status === 'waiting' ? null : APPROVAL_MESSAGES.answered;
}

/** What came of the replacements offered on an order's lines, at `now`: the desk's word on it. */
export interface ApprovalSummary {
  waiting: number;
  /** The most minutes any waiting one has left. */
  minutesLeft: number;
  accepted: number;
  declined: number;
  expired: number;
}

/** Null when no replacement of the order was offered to the customer. */
export function approvalSummary(
  lines: readonly { picked: { approval?: { status: ApprovalStatus; until: string } | undefined } | null }[],
  now: number,
): ApprovalSummary | null {
  const summary: ApprovalSummary = { waiting: 0, minutesLeft: 0, accepted: 0, declined: 0, expired: 0 };
  let offered = false;
  for (const line of lines) {
    const approval = line.picked?.approval;
    if (!approval) continue;
    offered = true;
    const until = Date.parse(approval.until);
    const status = approvalNow(approval.status, until, now);
    summary[status] += 1;
    if (status === 'waiting') summary.minutesLeft = Math.max(summary.minutesLeft, minutesLeft(until, now));
  }
  return offered ? summary : null;
}
