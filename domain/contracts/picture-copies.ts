import { z } from 'zod';
import { PICTURE_COPY_STATES } from '../picture-copy.ts';
import { dataAnswer } from './envelope.ts';

/** GET /api/admin/picture-copies: the pictures from other sites still being copied, or given up. */
export const PictureCopy = z
  .object({
    foodId: z.string().describe('The product whose picture it is'),
    address: z.string().describe("The other site's address, which the product shows until the copy is made"),
    state: z.enum(PICTURE_COPY_STATES).describe('waiting: being copied (tried again after a failure); failed: given up'),
    reason: z.string().nullable().describe("Why the last attempt failed, in the asker's language; null before any failed"),
  })
  .meta({ id: 'PictureCopy' });
export type PictureCopy = z.infer<typeof PictureCopy>;

export const PictureCopiesAnswer = dataAnswer(z.array(PictureCopy));
