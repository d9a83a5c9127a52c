import { Avatar } from '../../components/ui/avatar.tsx';
import { cn } from '../../lib/cn.ts';
import { nameInitials } from '../../lib/names.ts';
import { partyTone } from '../../lib/score.ts';

const TONE_CLASS = { dem: 'bg-dem text-paper', rep: 'bg-rep text-paper', ind: 'bg-ind text-paper', other: 'bg-chip text-ink' } as const;

/** Portrait with an initials fallback coloured by party, as on the official card. */
export function OfficialAvatar({
  name,
  party,
  imageUrl,
  className,
}: {
  name: string;
  party: string;
  imageUrl: string | null;
  className?: string;
}) {
  return (
    <Avatar
      src={imageUrl}
      fallback={nameInitials(name)}
      alt={name}
      className={cn('size-14', className)}
      fallbackClassName={cn('text-base', TONE_CLASS[partyTone(party)])}
    />
  );
}
