import { useId } from 'react';
import { pictureSources, type PictureKind } from '../../../../../domain/picture-sources.ts';
import { PICTURE_ACCEPT } from '../../../../../domain/pictures.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { usePictureUpload } from '../use-picture-upload.ts';
import { t } from '../../../i18n/t.ts';

const fileInput =
  'mt-1.5 block w-full text-sm text-ink-muted file:me-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/**
 * The logo or the hero picture: what is shown now (the demo's until one is uploaded), a file
 * chooser that uploads at once (the server resizes; SVG and other types are refused) and a
 * button back to the demo's.
 */
export function BrandPictureField({
  id,
  kind,
  label,
  value,
  demo,
  previewWidth,
  error,
  onChange,
}: {
  id: string;
  kind: Extract<PictureKind, 'logo' | 'hero'>;
  label: string;
  value: string;
  /** Whose demo picture shows while there is no upload: the demo's mark, or its hero picture. */
  demo: 'logo' | 'picture';
  previewWidth: number;
  error: string | undefined;
  onChange: (url: string) => void;
}) {
  const statusId = useId();
  const { status, error: uploadError, uploading, onFile } = usePictureUpload(kind, onChange, t('admin.pictureUploadedSave'));

  const preview = value ? pictureSources(value, previewWidth) : undefined;
  const message = uploadError ?? error;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {preview ? (
          <img src={preview.src} srcSet={preview.srcset} alt="" width={previewWidth} className="rounded-lg ring-1 ring-brand-100" />
        ) : (
          <p className="text-sm text-ink-muted">{t('admin-storefront.showingDemo', { demo })}</p>
        )}
        {value && (
          <button type="button" className={secondary} onClick={() => onChange('')}>
            {t('admin-storefront.useDemo', { demo })}
          </button>
        )}
      </div>
      <label htmlFor={id} className="text-sm text-ink">
        {t('admin-storefront.upload')}
      </label>
      <input
        id={id}
        type="file"
        accept={PICTURE_ACCEPT}
        disabled={uploading}
        onChange={(event) => void onFile(event)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${statusId} ${id}-error`}
        className={fileInput}
      />
      <p id={statusId} role="status" className="text-sm text-ink-muted">
        {status}
      </p>
      <FieldError id={`${id}-error`} message={message} />
    </fieldset>
  );
}
