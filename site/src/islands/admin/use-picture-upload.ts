import { type ChangeEvent, useState } from 'react';
import type { PictureKind } from '../../../../domain/picture-sources.ts';
import { t } from '../../i18n/t.ts';
import { uploadPicture } from './upload-picture.ts';

/**
 * A file chooser's upload: sent as soon as a file is chosen, what is happening said in `status`,
 * a refusal in `error`; the uploaded picture's address goes to `onUploaded`. The same file may
 * be chosen again after a failure.
 */
export function usePictureUpload(kind: PictureKind, onUploaded: (url: string) => void, uploadedStatus: string) {
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setError(undefined);
    setStatus(t('admin.uploadingPicture'));
    const result = await uploadPicture(file, kind);
    setUploading(false);
    if (result.ok) {
      onUploaded(result.picture.url);
      setStatus(uploadedStatus);
    } else {
      setError(result.message);
      setStatus('');
    }
    input.value = '';
  };

  return { status, error, uploading, onFile, clearStatus: () => setStatus('') };
}
