import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

type AvatarProps = {
  src?: string | null;
  /** Already-computed fallback text, e.g. from initials() of src/shared/format.ts. */
  fallback: string;
  alt?: string;
  className?: string;
  fallbackClassName?: string;
};

/** A picture that failed before the script started: its error event was never heard, so it is asked. */
const failedBeforeHydration = (img: HTMLImageElement | null) => img !== null && img.complete && img.naturalWidth === 0;

/**
 * A round portrait over its initials. The server draws both: the initials show until the picture has
 * loaded, and instead of it when it cannot load. Plain elements, not Radix's Avatar, which drew nothing on
 * the server and, in the browser, made an Image per avatar in a layout effect and re-rendered each when it
 * settled: forty-eight of them held the Officials tab's start for some 120 ms on a phone
 * (docs/decisions/0300-fonts-and-start-up.md).
 */
export function Avatar({ src, fallback, alt = '', className, fallbackClassName }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <span className={cn('relative inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-chip', className)}>
      <span
        aria-hidden={showImage || undefined}
        className={cn('flex size-full items-center justify-center bg-chip font-sans text-sm font-semibold text-ink', fallbackClassName)}
      >
        {fallback}
      </span>
      {showImage ? (
        <img
          ref={(img) => {
            if (failedBeforeHydration(img)) setFailed(true);
          }}
          src={src!}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
