import { z } from 'zod';
import { PICTURE_KINDS } from '../../../domain/picture-sources.ts';
import { dataAnswerWithMessage } from '../../../domain/contracts/envelope.ts';

const PictureSizeAnswer = z.object({
  width: z.int().positive(),
  height: z.int().positive(),
  url: z
    .string()
    .describe('Where this size is served, on this site')
    .meta({ examples: ['/media/3f9c0a1b2c3d4e5f6a7b-400.jpg'] }),
});

export const UploadedPictureAnswer = dataAnswerWithMessage(
  z
    .object({
      id: z.string(),
      kind: z.enum(PICTURE_KINDS),
      url: z
        .string()
        .describe("The largest size: save it as the dish's or category's image")
        .meta({ examples: ['/media/3f9c0a1b2c3d4e5f6a7b-800.jpg'] }),
      sizes: z.array(PictureSizeAnswer).describe('Every size made, smallest first'),
    })
    .meta({ id: 'UploadedPicture' }),
);
