import { z } from 'zod';
import { dataAnswerWithMessage, Count } from '../../../domain/contracts/envelope.ts';

export const CategoryAnswer = z
  .object({
    id: z.string().meta({ examples: ['pizza'] }),
    name: z.string().meta({ examples: ['pizza'] }),
    description: z.string(),
    image: z.string().describe("A path on this site or an http(s) URL; '' for none"),
    position: z.int().min(0).describe("0-based place in the owner's order"),
    isHidden: z.boolean().describe('Hidden: neither it nor its dishes are on the storefront'),
    taxRate: z.number().min(0).max(100).describe('Percent of tax on its dishes; 0 for none'),
  })
  .meta({ id: 'Category' });

export const CategoryListAnswer = z.array(CategoryAnswer.extend({ dishCount: Count.describe('Dishes in it') }));
export const CategoryChangedAnswer = dataAnswerWithMessage(CategoryAnswer);
export const CategoryDeletedAnswer = dataAnswerWithMessage(
  z.object({ moved: Count.describe('Dishes moved to the category named by moveTo') }),
);
