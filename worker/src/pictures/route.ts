import { Hono, type MiddlewareHandler } from 'hono';
import { PictureUploadQuery, UploadedPictureAnswer } from '../../../domain/contracts/pictures.ts';
import { isPictureFileName } from '../../../domain/picture-sources.ts';
import { PICTURE_MESSAGES, PICTURE_TYPES, WORKERS_PICTURE_LIMITS } from '../../../domain/pictures.ts';
import { translateText } from '../../../domain/i18n/tables.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { limitBody } from '../http/body-limit.ts';
import { answer, documented, failure, queryOf } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { ServiceUnavailableError, UnsupportedMediaTypeError } from '../http/errors.ts';
import { respond } from '../http/security-headers.ts';
import type { AppEnv } from '../app-env.ts';
import type { PictureSettings } from './picture-settings.ts';
import type { PictureStore } from './picture-store.ts';
import { savePicture } from './save-picture.ts';

/** The path of the upload, which takes a picture's bytes instead of JSON (app.ts exempts it). */
export const PICTURE_UPLOAD_PATH = '/api/pictures';

/**
 * An admin uploads a dish's or category's picture; it is stored in every size the pages use.
 * The runtime's settings say how large a picture it takes (Node more than Workers); without
 * them uploads answer 503, after the smaller limits.
 */
export function pictureRoutes(pictures: PictureSettings | undefined, runtime: AuthRuntime) {
  const { maxBytes, maxPixels } = pictures?.limits ?? WORKERS_PICTURE_LIMITS;
  const megapixels = Math.round(maxPixels / 1_000_000);
  return new Hono<AuthEnv>().post(
    '/',
    documented({
      operationId: 'uploadPicture',
      summary: "Upload a dish's or category's picture (admin)",
      description:
        `The body is the picture itself (JPEG, PNG or WebP, at most ${Math.round(maxBytes / 1024 / 1024)} MB and ${megapixels} megapixels), judged by its content, not its declared type. ` +
        'It is turned upright, cut to the shape of its kind and stored as JPEG in each size the pages use, served from /media/ on this site. ' +
        "Save the answer's url as the dish's or category's image.",
      tags: ['Menu'],
      access: 'admin',
      requestBody: {
        required: true,
        content: Object.fromEntries(PICTURE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      },
      responses: {
        201: answer(`'${PICTURE_MESSAGES.uploaded}'`, UploadedPictureAnswer),
        400: failure(
          `'${PICTURE_MESSAGES.unreadable}', '${PICTURE_MESSAGES.kindInvalid}', or the picture has more than ${megapixels} megapixels`,
        ),
        413: failure(`'${translateText('en', PICTURE_MESSAGES.tooLarge(maxBytes))}'`),
        415: failure(`'${PICTURE_MESSAGES.notAPicture}'`),
        503: failure(`'${PICTURE_MESSAGES.unavailable}'`),
      },
    }),
    requireAdmin(runtime),
    queryOf(PictureUploadQuery),
    limitBody(maxBytes, PICTURE_MESSAGES.tooLarge(maxBytes)),
    requirePictureType(),
    async (c) => {
      if (!pictures) throw new ServiceUnavailableError(PICTURE_MESSAGES.unavailable);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const picture = valueOrRefusal(await savePicture(pictures, bytes, c.req.valid('query').kind));
      return c.json({ success: true as const, data: picture, message: PICTURE_MESSAGES.uploaded }, 201, { 'Cache-Control': 'no-store' });
    },
  );
}

/**
 * A picture's bytes are declared as an image (or plain bytes): never a form or text type, which
 * a page of another site could send without asking (the Origin check stands before this).
 */
function requirePictureType(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type')?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!type.startsWith('image/') && type !== 'application/octet-stream')
      throw new UnsupportedMediaTypeError(PICTURE_MESSAGES.typeInvalid);
    await next();
  };
}

/**
 * GET /media/<name>: the uploaded pictures, from this shop's own origin (the pages' security
 * policy allows no other). A name is never reused, so browsers and caches keep it for a year.
 */
export function mediaRoutes(store: PictureStore | undefined) {
  return new Hono<AppEnv>().get('/media/:name', async (c) => {
    const name = c.req.param('name');
    const body = store && isPictureFileName(name) ? await store.get(name) : null;
    if (!body) return c.notFound();
    return respond(c, body, 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
