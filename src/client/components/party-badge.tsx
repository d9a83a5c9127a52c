import { partyTone } from '../lib/score.ts';
import { Badge } from './ui/badge.tsx';

const VARIANT = { dem: 'dem', rep: 'rep', ind: 'ind', other: 'secondary' } as const;

/** Democrat blue, Republican destructive red, Independent grey, others secondary. */
export function PartyBadge({ party }: { party: string }) {
  return <Badge variant={VARIANT[partyTone(party)]}>{party}</Badge>;
}
