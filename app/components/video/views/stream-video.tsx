import { useEffect, useRef } from 'react';
import classes from './video.module.css';

/**
 * A `<video>` showing a MediaStream. The stream object stays the same while its tracks are swapped, so
 * `version` says when to look again. Own video is muted (no echo) and mirrored like a mirror.
 */
export function StreamVideo({
  stream,
  version,
  label,
  mirrored = false,
  className,
}: {
  stream: MediaStream | null;
  version?: number;
  label: string;
  mirrored?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream, version]);
  return <video ref={ref} className={`${className ?? ''} ${mirrored ? classes.mirrored : ''}`} aria-label={label} muted autoPlay playsInline />;
}
