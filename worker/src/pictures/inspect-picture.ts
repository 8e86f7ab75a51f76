import { imageSize } from 'image-size';
import { PICTURE_MESSAGES, type PictureLimits } from '../../../domain/pictures.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';
import { webpSizes } from './webp-sizes.ts';

export interface PictureFacts {
  format: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  /** EXIF orientation (1–8) of a JPEG a phone took sideways; 1 when upright or unknown. */
  orientation: number;
}

const ACCEPTED = new Set<string>(['jpg', 'png', 'webp']);

/**
 * A WebP's header reader reports its canvas, but the decoder sizes its buffers by each frame's
 * bitstream: every size the file states is checked (webp-sizes.ts), and a frame larger than the
 * canvas it sits on is refused as the damaged file it is.
 */
function webpRefusal(bytes: Uint8Array, canvas: { width: number; height: number }, maxPixels: number): Refusal | undefined {
  const stated = webpSizes(bytes);
  if (!stated?.some((size) => size.part === 'bitstream')) return refused('invalid', PICTURE_MESSAGES.unreadable);
  for (const size of stated) {
    if (size.width * size.height > maxPixels) return refused('invalid', PICTURE_MESSAGES.tooManyPixels(size.width, size.height, maxPixels));
  }
  if (stated.some((size) => size.width > canvas.width || size.height > canvas.height))
    return refused('invalid', PICTURE_MESSAGES.unreadable);
  return undefined;
}

/**
 * What a picture is, read from its own bytes (the file's name and declared type are not
 * trusted): its format and size from the header, before anything decodes it, so a small file
 * that would unpack to gigabytes is refused first. `maxPixels` is the runtime's (PictureLimits).
 */
export function inspectPicture(bytes: Uint8Array, { maxPixels }: Pick<PictureLimits, 'maxPixels'>): Outcome<PictureFacts> {
  if (bytes.byteLength === 0) return refused('invalid', PICTURE_MESSAGES.empty);
  let facts: ReturnType<typeof imageSize>;
  try {
    facts = imageSize(bytes);
  } catch {
    return refused('unsupported', PICTURE_MESSAGES.notAPicture);
  }
  if (!facts.type || !ACCEPTED.has(facts.type)) return refused('unsupported', PICTURE_MESSAGES.notAPicture);
  if (!facts.width || !facts.height) return refused('invalid', PICTURE_MESSAGES.unreadable);
  if (facts.width * facts.height > maxPixels)
    return refused('invalid', PICTURE_MESSAGES.tooManyPixels(facts.width, facts.height, maxPixels));
  if (facts.type === 'webp') {
    const refusal = webpRefusal(bytes, { width: facts.width, height: facts.height }, maxPixels);
    if (refusal) return refusal;
  }
  return done({
    format: facts.type as PictureFacts['format'],
    width: facts.width,
    height: facts.height,
    orientation: facts.orientation ?? 1,
  });
}
