import { Fragment } from 'react';
import { cn } from '../../lib/cn.ts';
import { axisX, binsToFit, type Domain, fitDotSize, stackDots } from './dot-stack.ts';
import { PartyDot, type PartyKind } from './party-dot.tsx';
import { useWidth } from './use-width.ts';

// One axis with a dot per member, stacked above it (and, for a second band, below it: a roll call's Yes
// and No). The picture is role="img" with a summary; every chart beside it gives the same figures as a
// table, which is what a screen reader or a keyboard reaches.

export type Band<T> = { items: readonly T[] };
export type Tick = { value: number; label: string };
/** A labelled vertical line on the axis, such as a party's baseline score. */
export type Rule = { value: number; label: string };

type DotPlotProps<T> = {
  summary: string;
  /** One band grows up from the axis; a second grows down from it. */
  bands: readonly [Band<T>] | readonly [Band<T>, Band<T>];
  value: (item: T) => number;
  party: (item: T) => PartyKind;
  name: (item: T) => string;
  domain: Domain;
  /** A number for a discrete axis (11 for the scores 0 to 10); 'fit' for a continuous one, by the width shown. */
  bins: number | 'fit';
  ticks: readonly Tick[];
  rules?: readonly Rule[];
  /** The one member ringed and named (the official whose page this is). */
  marked?: (item: T) => boolean;
  /** Members drawn with an outline (a roll call's members who broke ranks). */
  outlined?: (item: T) => boolean;
};

const LABEL_ROW = 14;
/** The dots' height the plot aims to stay within, so a chamber packed at one end is no tower. */
const MAX_HEIGHT = 220;

export function DotPlot<T>({
  summary,
  bands,
  value,
  party,
  name,
  domain,
  bins: binsGiven,
  ticks,
  rules = [],
  marked,
  outlined,
}: DotPlotProps<T>) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const bins = binsGiven === 'fit' ? binsToFit(width) : binsGiven;
  // Room for the end bins' dots and for half of a tick label ('−1.00') at each end.
  const margin = Math.max(width / (bins - 1) / 2 + 6, 18);
  const inner = Math.max(1, width - 2 * margin);
  const sizes = width < 480 ? [6, 5] : [8, 7, 6];
  const dot = fitDotSize(
    bands.map((b) => b.items),
    value,
    { domain, bins, width: inner },
    sizes,
    MAX_HEIGHT,
  );
  const layout = { domain, bins, width: inner, dot };
  const stacks = bands.map((band) => stackDots(band.items, value, layout));
  const markedDot = marked ? stacks.flatMap((s, b) => s.dots.map((d) => ({ ...d, band: b }))).find((d) => marked(d.item)) : undefined;
  const top = (markedDot ? LABEL_ROW : 0) + (rules.length > 0 ? LABEL_ROW : 0) + 6;
  const upper = stacks[0]!.rows * dot;
  const axisY = top + upper + 3;
  const lower = stacks[1] ? stacks[1].rows * dot + 3 : 0;
  const height = axisY + lower + LABEL_ROW + 6;
  const xOf = (v: number) => margin + axisX(v, layout);
  const yOf = (band: number, row: number) => (band === 0 ? axisY - 3 - (row + 0.5) * dot : axisY + 3 + (row + 0.5) * dot);

  return (
    // Inline-size containment: the drawing, sized from this box's width, must not widen the box itself.
    <div ref={ref} className="w-full [contain:inline-size]">
      <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="block font-sans">
        {markedDot ? (
          <line
            x1={margin + markedDot.x}
            x2={margin + markedDot.x}
            y1={LABEL_ROW}
            y2={yOf(markedDot.band, markedDot.row) - dot}
            className="stroke-ink"
          />
        ) : null}
        {rules.map((rule) => (
          <g key={rule.label}>
            <line
              x1={xOf(rule.value)}
              x2={xOf(rule.value)}
              y1={top - 4}
              y2={axisY + lower}
              className="stroke-muted"
              strokeDasharray="3 3"
            />
            <text
              x={xOf(rule.value)}
              y={top - 8}
              textAnchor="middle"
              paintOrder="stroke"
              className="fill-muted stroke-paper stroke-[3px] text-[10px]"
            >
              {rule.label}
            </text>
          </g>
        ))}
        {/* Half a bin past each end, under the end bins' outer columns. */}
        <line
          x1={margin - inner / (bins - 1) / 2}
          x2={width - margin + inner / (bins - 1) / 2}
          y1={axisY}
          y2={axisY}
          className="stroke-ink"
        />
        {ticks.map((tick) => (
          <Fragment key={tick.value}>
            <line x1={xOf(tick.value)} x2={xOf(tick.value)} y1={axisY} y2={axisY + 4} className="stroke-ink" />
            <text x={xOf(tick.value)} y={height - 6} textAnchor="middle" className="fill-muted text-[11px]">
              {tick.label}
            </text>
          </Fragment>
        ))}
        {stacks.map((stack, b) =>
          stack.dots.map((d) => (
            <g key={`${b}:${name(d.item)}:${d.x}:${d.row}`}>
              <title>{name(d.item)}</title>
              <PartyDot
                kind={party(d.item)}
                cx={margin + d.x}
                cy={yOf(b, d.row)}
                size={dot - 1}
                className={cn(outlined?.(d.item) && 'stroke-ink stroke-1')}
              />
            </g>
          )),
        )}
        {markedDot ? (
          <Marker x={margin + markedDot.x} y={yOf(markedDot.band, markedDot.row)} dot={dot} label={name(markedDot.item)} width={width} />
        ) : null}
      </svg>
    </div>
  );
}

/** A ring around the marked member and their name at the top of the chart (the line down to them is drawn behind the dots). */
function Marker({ x, y, dot, label, width }: { x: number; y: number; dot: number; label: string; width: number }) {
  const anchor = x < width / 3 ? 'start' : x > (2 * width) / 3 ? 'end' : 'middle';
  return (
    <g>
      <circle cx={x} cy={y} r={dot} className="fill-none stroke-ink stroke-2" />
      <text x={x} y={LABEL_ROW - 3} textAnchor={anchor} className="fill-ink text-[12px] font-bold">
        {label}
      </text>
    </g>
  );
}
