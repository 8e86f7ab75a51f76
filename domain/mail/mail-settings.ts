import { z } from 'zod';

export const MAIL_SETTINGS_MESSAGES = {
  saved: 'Mail settings saved.',
  emailInvalid: 'Enter an e-mail address for new-order notices, or leave it empty to use the contact e-mail.',
} as const;

/** Where the shop's new-order notices go: an address, or '' for the contact e-mail. */
export const MailSettingsInput = z.object({
  orderNoticeEmail: z
    .string({ error: MAIL_SETTINGS_MESSAGES.emailInvalid })
    .trim()
    .max(254, MAIL_SETTINGS_MESSAGES.emailInvalid)
    .refine((value) => value === '' || z.email().safeParse(value).success, MAIL_SETTINGS_MESSAGES.emailInvalid),
});
export type MailSettingsInput = z.output<typeof MailSettingsInput>;
