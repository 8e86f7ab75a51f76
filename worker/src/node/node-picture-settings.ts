import { NODE_PICTURE_LIMITS } from '../../../domain/pictures.ts';
import type { PictureSettings } from '../pictures/picture-settings.ts';
import { filePictureStore } from './file-picture-store.ts';
import type { ThreadPictureResizer } from './picture-resizer-thread.ts';

/**
 * Pictures on Node: files beside the database, a phone's largest photos taken as they are
 * (NODE_PICTURE_LIMITS), resized in a thread that gives its memory back when it ends.
 */
export function nodePictureSettings(dataFolder: string, resizer: ThreadPictureResizer): PictureSettings {
  return { store: filePictureStore(dataFolder), limits: NODE_PICTURE_LIMITS, resize: resizer.resize };
}
