import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../../../domain/food.ts';
import { pictureSources } from '../../../../domain/picture-sources.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'onError'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * A dish picture that falls back to the shipped placeholder when its own image is missing or
 * broken. A pre-rendered image may fail before React hydrates and listens, so
 * an image that already finished is checked once on mount.
 */
export function FoodImage({ src, alt, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.currentSrc) image.decode().catch(() => setFailed(true));
  }, []);

  return (
    <img
      ref={ref}
      {...(failed || !src ? { src: PLACEHOLDER_IMAGE } : sourcesOf(pictureSources(src, rest.width)))}
      alt={alt}
      decoding="async"
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}

function sourcesOf({ src, srcset }: { src: string; srcset?: string }): { src: string; srcSet?: string } {
  return srcset ? { src, srcSet: srcset } : { src };
}
