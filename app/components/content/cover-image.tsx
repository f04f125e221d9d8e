import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/**
 * A decorative cover picture that steps aside when it cannot be loaded, leaving the panel behind it
 * instead of a broken-image box. A picture that failed before the page became interactive is found on
 * mount (`complete` with no width); later failures arrive as `error` events.
 */
export function CoverImage(props: Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'onError'>) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return <img ref={ref} alt="" {...props} onError={() => setFailed(true)} />;
}
