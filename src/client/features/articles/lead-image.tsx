import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

type LeadImageProps = {
  src: string;
  alt: string;
  /** Above the fold (the featured card): fetched at once and first; elsewhere only when scrolled near. */
  priority?: boolean;
  className?: string;
};

/**
 * An article's lead image in a fixed 16:9 box (width and height set, so nothing shifts while it loads).
 * An image that fails to load is removed rather than shown as a broken icon.
 */
export function LeadImage({ src, alt, priority = false, className }: LeadImageProps) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={1600}
      height={900}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setBroken(true)}
      className={cn('aspect-video h-auto w-full bg-chip object-cover', className)}
    />
  );
}
