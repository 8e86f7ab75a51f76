import { imageSize } from 'image-size';
import { MAX_PICTURE_PIXELS, PICTURE_MESSAGES } from '../../../../domain/pictures.ts';
import { UnsupportedMediaTypeError, ValidationError } from '../../http/errors.ts';

export interface PictureFacts {
  format: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  /** EXIF orientation (1–8) of a JPEG a phone took sideways; 1 when upright or unknown. */
  orientation: number;
}

const ACCEPTED = new Set<string>(['jpg', 'png', 'webp']);

/**
 * What a picture is, read from its own bytes (the file's name and declared type are not
 * trusted): its format and size from the header, before anything decodes it, so a small file
 * that would unpack to gigabytes is refused first.
 */
export function inspectPicture(bytes: Uint8Array): PictureFacts {
  if (bytes.byteLength === 0) throw new ValidationError(PICTURE_MESSAGES.empty);
  let facts: ReturnType<typeof imageSize>;
  try {
    facts = imageSize(bytes);
  } catch {
    throw new UnsupportedMediaTypeError(PICTURE_MESSAGES.notAPicture);
  }
  if (!facts.type || !ACCEPTED.has(facts.type)) throw new UnsupportedMediaTypeError(PICTURE_MESSAGES.notAPicture);
  if (!facts.width || !facts.height) throw new ValidationError(PICTURE_MESSAGES.unreadable);
  if (facts.width * facts.height > MAX_PICTURE_PIXELS) throw new ValidationError(PICTURE_MESSAGES.tooManyPixels(facts.width, facts.height));
  return { format: facts.type as PictureFacts['format'], width: facts.width, height: facts.height, orientation: facts.orientation ?? 1 };
}
