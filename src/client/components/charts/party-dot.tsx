import { cn } from '../../lib/cn.ts';

// A member's dot: its party by colour and by shape (Democrat circle, Republican square, Independent
// triangle, any other diamond), so the chart does not rest on colour alone; the colours are the party
// tokens, readable in both themes (docs/decisions/0042-visual-design.md).

export type PartyKind = 'dem' | 'rep' | 'ind' | 'other';

/** 'Democratic' and the roll calls' 'D' alike: the party's first letter decides. */
export function partyKind(party: string): PartyKind {
  const first = party.trim().charAt(0).toLowerCase();
  if (first === 'd') return 'dem';
  if (first === 'r') return 'rep';
  if (first === 'i') return 'ind';
  return 'other';
}

export const PARTY_PLURAL: Record<PartyKind, string> = { dem: 'Democrats', rep: 'Republicans', ind: 'Independents', other: 'Others' };
const SHAPE_NAME: Record<PartyKind, string> = { dem: 'circle', rep: 'square', ind: 'triangle', other: 'diamond' };
const FILL: Record<PartyKind, string> = { dem: 'fill-dem', rep: 'fill-rep', ind: 'fill-ind', other: 'fill-muted' };

type DotProps = { kind: PartyKind; cx: number; cy: number; size: number; className?: string };

/** The party's shape centred at (cx, cy), about size across. */
export function PartyDot({ kind, cx, cy, size, className }: DotProps) {
  const r = size / 2;
  const classes = cn(FILL[kind], className);
  if (kind === 'dem') return <circle cx={cx} cy={cy} r={r} className={classes} />;
  if (kind === 'rep') return <rect x={cx - r * 0.9} y={cy - r * 0.9} width={r * 1.8} height={r * 1.8} className={classes} />;
  const points =
    kind === 'ind'
      ? [
          [cx, cy - r],
          [cx + r, cy + r * 0.8],
          [cx - r, cy + r * 0.8],
        ]
      : [
          [cx, cy - r],
          [cx + r, cy],
          [cx, cy + r],
          [cx - r, cy],
        ];
  return <polygon points={points.map((p) => p.join(',')).join(' ')} className={classes} />;
}

/** The key under a chart: each party shown, by its shape and colour and its name. */
export function PartyLegend({ kinds }: { kinds: readonly PartyKind[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 font-sans text-xs text-muted" aria-hidden="true">
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <svg width="12" height="12" viewBox="0 0 12 12">
            <PartyDot kind={kind} cx={6} cy={6} size={10} />
          </svg>
          {PARTY_PLURAL[kind]} ({SHAPE_NAME[kind]})
        </li>
      ))}
    </ul>
  );
}
