import { messageWithValues } from '../i18n/message-with-values.ts';
import type { MessageKey } from '../i18n/messages/index.ts';
import type { WeightUnit } from '../sale-quantity.ts';

/**
 * What picking answers (domain/i18n/messages/answers-picking.ts): the request's checks, each
 * decision's problems naming its product, and the lines still open when the pick is completed.
 */

export const PICKING_ERRORS = {
  substitutionMode: 'answers-picking.substitutionMode',
  substitutionProduct: 'answers-picking.substitutionProduct',
  pickLines: 'answers-picking.pickLines',
  pickIndex: 'answers-picking.pickIndex',
  pickStatus: 'answers-picking.pickStatus',
  pickQuantity: 'answers-picking.pickQuantity',
  pickProduct: 'answers-picking.pickProduct',
  repeatedLine: 'answers-picking.repeatedLine',
} as const satisfies Record<string, MessageKey>;

export const PICKING_MESSAGES = {
  saved: 'answers-picking.pickSaved',
  completed: 'answers-picking.pickCompleted',
  /** 200 of completing a pick whose held card the gateway did not charge: staff charge it from Manage Orders. */
  completedChargeFailed: 'answers-picking.pickCompletedChargeFailed',
  /** 409: only an accepted order (in the kitchen, 'processing') is picked. */
  notAccepted: 'answers-picking.notAccepted',
  /** 409: its payment was taken (a card charged at checkout): a final amount could not follow it. */
  alreadyPaid: 'answers-picking.alreadyPaid',
  /** 409: its pick was completed, and its final amount is set. */
  alreadyPicked: 'answers-picking.alreadyPicked',
} as const satisfies Record<string, MessageKey>;

/** Why a decision cannot be taken, naming the line's product (and the replacement's). */
export const PICK_PROBLEM_MESSAGES = {
  lineUnknown: (index: number) => messageWithValues('answers-picking.lineUnknown', { index }),
  pickedWhole: (name: string) => messageWithValues('answers-picking.pickedWhole', { name }),
  pickedMore: (name: string, ordered: number) => messageWithValues('answers-picking.pickedMore', { name, ordered }),
  weightNeeded: (name: string) => messageWithValues('answers-picking.weightNeeded', { name }),
  weightTooHeavy: (name: string, max: number, unit: WeightUnit) => messageWithValues('answers-picking.weightTooHeavy', { name, max, unit }),
  replacementUnknown: (name: string) => messageWithValues('answers-picking.replacementUnknown', { name }),
  replacementOff: (name: string, replacement: string) => messageWithValues('answers-picking.replacementOff', { name, replacement }),
  replacementSame: (name: string) => messageWithValues('answers-picking.replacementSame', { name }),
  replacementRefused: (name: string) => messageWithValues('answers-picking.replacementRefused', { name }),
  replacementNotNamed: (name: string, named: string) => messageWithValues('answers-picking.replacementNotNamed', { name, named }),
  replacementQuantityNeeded: (name: string, replacement: string) =>
    messageWithValues('answers-picking.replacementQuantityNeeded', { name, replacement }),
  substitutionSame: (name: string) => messageWithValues('answers-picking.substitutionSame', { name }),
  substitutionOtherCategory: (name: string, replacement: string) =>
    messageWithValues('answers-picking.substitutionOtherCategory', { name, replacement }),
  /** The 409 of completing a pick: the names of the lines still open, joined with commas. */
  linesOpen: (lines: string, count: number) => messageWithValues('answers-picking.linesOpen', { lines, count }),
  /** The 409 of completing a pick while replacements wait for the customer: their lines' names, and the most minutes left. */
  approvalWaiting: (lines: string, count: number, minutes: number) =>
    messageWithValues('answers-picking.approvalWaiting', { lines, count, minutes }),
} as const;

/** The owner's setting of customers approving replacements (./approval-settings.ts). */
export const APPROVAL_ERRORS = {
  enabled: 'answers-picking.approvalEnabled',
  minutes: 'answers-picking.approvalMinutes',
  accept: 'answers-picking.approvalAccept',
} as const satisfies Record<string, MessageKey>;

/** What answering a replacement says (POST /api/orders/{id}/replacements/{index}; ./replacement-approval.ts). */
export const APPROVAL_MESSAGES = {
  accepted: 'answers-picking.replacementAccepted',
  declined: 'answers-picking.replacementDeclined',
  /** 403: the order is someone else's (a signed-in customer's own, or a guest's tracking link's). */
  notYours: 'answers-picking.approvalNotYours',
  /** 409: no replacement was offered on that line, or none is asked about (the owner does not ask, the order moved on). */
  nothingOffered: 'answers-picking.approvalNothingOffered',
  /** 409: the customer answered it already. */
  answered: 'answers-picking.approvalAnswered',
  /** 409: its time to answer is over: the line is left out. */
  timeOver: 'answers-picking.approvalTimeOver',
  /** 409: the order is picked: its lines are final. */
  picked: 'answers-picking.approvalPicked',
} as const satisfies Record<string, MessageKey>;
