import { z } from 'zod';
import { APPROVAL_ERRORS } from './picking-messages.ts';

/**
 * The owner's "Customers approve replacements" (PUT /api/settings `replacementApproval`;
 * ./replacement-approval.ts): off by default, and while on, the minutes a customer has to answer.
 * Long enough to see a mail on a phone, short enough that the order is not held up in the aisle.
 */

export const APPROVAL_MINUTES_LIMITS = { min: 1, max: 120 } as const;

export const DEFAULT_REPLACEMENT_APPROVAL = { enabled: false, minutes: 10 } as const;

export const ReplacementApprovalInput = z.object(
  {
    enabled: z.boolean({ error: APPROVAL_ERRORS.enabled }),
    minutes: z
      .number({ error: APPROVAL_ERRORS.minutes })
      .int(APPROVAL_ERRORS.minutes)
      .min(APPROVAL_MINUTES_LIMITS.min, APPROVAL_ERRORS.minutes)
      .max(APPROVAL_MINUTES_LIMITS.max, APPROVAL_ERRORS.minutes)
      .describe('How long a customer has to answer a replacement, in minutes'),
  },
  { error: APPROVAL_ERRORS.enabled },
);
export type ReplacementApprovalSettings = z.output<typeof ReplacementApprovalInput>;
