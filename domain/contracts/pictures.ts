import { z } from 'zod';
import { PICTURE_KIND_MESSAGE, PICTURE_KINDS } from '../picture-sources.ts';
import { dataAnswerWithMessage } from './envelope.ts';

/**
 * The pictures resource as callers see it: POST /api/pictures?kind= takes a picture's bytes (not
 * JSON, so no body schema: its types and limits are the route's, which depend on the runtime) and
 * answers every size it made. Types are derived, never written beside them.
 */

/** POST /api/pictures: what the picture is for, which sets the sizes made (picture-sources.ts). */
export const PictureUploadQuery = z.object({
  kind: z.enum(PICTURE_KINDS, { error: PICTURE_KIND_MESSAGE }).describe('What the picture is for; it sets the sizes made'),
});
export type PictureUploadQuery = z.input<typeof PictureUploadQuery>;

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
export type UploadedPictureAnswer = z.infer<typeof UploadedPictureAnswer>;
