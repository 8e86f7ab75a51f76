import { pictureSources } from '../../../../../domain/picture-sources.ts';

/** A product's picture as a picker glances at it: small, square, decorative beside its name. */
export function ProductPicture({ image, size = 64 }: { image: string; size?: number }) {
  if (!image) return <span aria-hidden="true" className="shrink-0 rounded-lg bg-stone-100" style={{ width: size, height: size }} />;
  const sources = pictureSources(image, size);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcset}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-lg bg-stone-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
