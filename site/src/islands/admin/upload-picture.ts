import type { PictureKind } from '../../../../domain/picture-sources.ts';
import { MAX_PICTURE_BYTES, PICTURE_MESSAGES, PICTURE_TYPES, type UploadedPicture } from '../../../../domain/pictures.ts';
import { apiRequest, apiUrl, failureMessage } from '../../lib/api.ts';

/** A 25 MB phone photo on a slow connection (1 Mbit/s) takes minutes, not a JSON call's seconds. */
const UPLOAD_TIMEOUT_MS = 300_000;

export type UploadResult = { ok: true; picture: UploadedPicture } | { ok: false; message: string };

/**
 * Sends a chosen file to POST /api/pictures. What the browser can tell before sending (too big,
 * plainly not a picture) is said at once; the server judges the content itself.
 */
export async function uploadPicture(file: File, kind: PictureKind): Promise<UploadResult> {
  if (file.size === 0) return { ok: false, message: PICTURE_MESSAGES.empty };
  if (file.size > MAX_PICTURE_BYTES) return { ok: false, message: PICTURE_MESSAGES.tooLarge(MAX_PICTURE_BYTES) };
  if (file.type && !(PICTURE_TYPES as readonly string[]).includes(file.type)) return { ok: false, message: PICTURE_MESSAGES.notAPicture };
  try {
    const answer = await apiRequest<{ data: UploadedPicture }>(apiUrl('/api/pictures', {}, { kind }), {
      method: 'POST',
      body: file,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    return { ok: true, picture: answer.data };
  } catch (error) {
    return { ok: false, message: failureMessage(error, PICTURE_MESSAGES.failed) };
  }
}
