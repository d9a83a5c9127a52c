import { Avatar as RadixAvatar } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

type AvatarProps = {
  src?: string | null;
  /** Already-computed fallback text, e.g. from initials() of src/shared/format.ts. */
  fallback: string;
  alt?: string;
  className?: string;
  fallbackClassName?: string;
};

export function Avatar({ src, fallback, alt = '', className, fallbackClassName }: AvatarProps) {
  return (
    <RadixAvatar.Root className={cn('relative inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-chip', className)}>
      {src ? <RadixAvatar.Image src={src} alt={alt} className="size-full object-cover" /> : null}
      <RadixAvatar.Fallback
        className={cn('flex size-full items-center justify-center bg-chip font-sans text-sm font-semibold text-ink', fallbackClassName)}
        delayMs={src ? 300 : undefined}
      >
        {fallback}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
