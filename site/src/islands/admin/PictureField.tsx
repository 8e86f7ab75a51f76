import { useId, type InputHTMLAttributes } from 'react';
import { pictureSources, type PictureKind } from '../../../../domain/picture-sources.ts';
import { MAX_PICTURE_BYTES, PICTURE_ACCEPT } from '../../../../domain/pictures.ts';
import FormField from '../auth/FormField.tsx';
import { FieldError } from '../ui/FieldError.tsx';
import { t } from '../../i18n/t.ts';
import { tElements } from './t-elements.tsx';
import { usePictureUpload } from './use-picture-upload.ts';

/** The address field as the form binds it (useCheckedForm's bind): checked with the rest of the form. */
type BoundField = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & { value: string; error: string | undefined };

interface PictureFieldProps {
  kind: PictureKind;
  id: string;
  label: string;
  /** The address field's label. */
  urlLabel: string;
  field: BoundField;
  /** Puts an uploaded picture's address into the field. */
  onUploaded: (url: string) => void;
}

/** A file input's look: its button in the brand's colour, the file's name beside it. */
export const fileInput =
  'mt-1.5 block w-full text-sm text-ink-muted file:me-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800';

/**
 * A dish's or category's picture: a preview, a file chooser that uploads at once (the server
 * resizes it; its address fills the field) and the address itself, which may also be typed.
 */
export function PictureField({ kind, id, label, urlLabel, field, onUploaded }: PictureFieldProps) {
  const { value, error } = field;
  const fileId = useId();
  const { status, error: uploadError, uploading, onFile, clearStatus } = usePictureUpload(kind, onUploaded, t('admin.pictureUploaded'));

  const preview = value.startsWith('/') ? pictureSources(value, 96) : undefined;
  const external = /^https?:\/\//i.test(value);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      <div className="flex items-center gap-3">
        {preview ? (
          <img
            src={preview.src}
            srcSet={preview.srcset}
            alt=""
            width={96}
            height={kind === 'dish' ? 72 : 96}
            className="shrink-0 rounded-lg bg-brand-50 object-cover"
          />
        ) : (
          <span className="flex h-18 w-24 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-center text-xs text-ink-muted">
            {t('admin.noPicture')}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <label htmlFor={fileId} className="block text-sm text-ink">
            {tElements(
              'admin.uploadPicture',
              { size: MAX_PICTURE_BYTES / 1024 / 1024 },
              { muted: (children) => <span className="text-ink-muted">{children}</span> },
            )}
          </label>
          <input
            id={fileId}
            type="file"
            accept={PICTURE_ACCEPT}
            disabled={uploading}
            aria-invalid={uploadError ? true : undefined}
            aria-describedby={uploadError ? `${fileId}-error` : undefined}
            className={fileInput}
            onChange={(event) => void onFile(event)}
          />
          <FieldError id={`${fileId}-error`} message={uploadError} />
          <p role="status" className="mt-1 text-sm text-ink-muted empty:hidden">
            {status}
          </p>
        </div>
      </div>
      <FormField
        id={id}
        label={urlLabel}
        autoComplete="off"
        placeholder={t('admin.pictureAddressPlaceholder')}
        {...field}
        onChange={(event) => {
          // A typed address replaces the uploaded one: "uploaded" no longer describes the field.
          clearStatus();
          field.onChange?.(event);
        }}
      />
      {external && !error && <p className="text-sm text-ink-muted">{t('admin.externalPicture')}</p>}
    </fieldset>
  );
}
