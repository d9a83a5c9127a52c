// Layout of a dot plot with one dot per member: values are rounded into bins along the axis, and each
// bin's dots are stacked in a small grid (a Wilkinson dot plot), so 441 House members fit at phone width
// without hiding each other. Pure, so the charts' tests and the screen share one arithmetic.

export type Domain = readonly [low: number, high: number];

export type StackOptions = {
  domain: Domain;
  /** Bins from the low end to the high end, both ends included (11 for the scores 0 to 10). */
  bins: number;
  /** The plot's inner width, in pixels, between its side margins. */
  width: number;
  /** One dot's cell, in pixels. */
  dot: number;
};

/** A dot's place: x in pixels from the plot's left edge, row counted from the axis (0 is next to it). */
export type Stacked<T> = { item: T; x: number; row: number };

/**
 * Bins for a continuous axis at this width: about one per 28 pixels, so each holds a few columns of
 * dots and a crowded stretch grows sideways rather than into a tower; odd, so the middle value is a
 * bin's centre.
 */
export function binsToFit(width: number): number {
  const half = Math.floor(Math.min(40, Math.max(8, Math.round(width / 28))) / 2);
  return 2 * half + 1;
}

/**
 * The largest dot, of those offered from largest to smallest, whose tallest stack fits the height
 * (rows on each side of the axis add up); the smallest if none does. A chamber packed at one end would
 * otherwise be a tower taller than a phone's screen.
 */
export function fitDotSize<T>(
  bands: readonly (readonly T[])[],
  value: (item: T) => number,
  options: Omit<StackOptions, 'dot'>,
  sizes: readonly number[],
  maxHeight: number,
): number {
  const fits = (dot: number) => bands.reduce((sum, band) => sum + stackDots(band, value, { ...options, dot }).rows * dot, 0) <= maxHeight;
  return sizes.find(fits) ?? sizes[sizes.length - 1]!;
}

/** The x of a value on the axis, in pixels from the plot's left edge. */
export function axisX(value: number, { domain, width }: Pick<StackOptions, 'domain' | 'width'>): number {
  const [low, high] = domain;
  return ((Math.min(high, Math.max(low, value)) - low) / (high - low)) * width;
}

/**
 * Each item in its bin, in the order given (the caller sorts, e.g. by party, so parties form blocks),
 * filling a bin's columns left to right, then the next row; rows: the tallest bin's row count.
 */
export function stackDots<T>(items: readonly T[], value: (item: T) => number, options: StackOptions): { dots: Stacked<T>[]; rows: number } {
  const { domain, bins, width, dot } = options;
  const step = (domain[1] - domain[0]) / (bins - 1);
  const binWidth = width / (bins - 1);
  const columns = Math.max(1, Math.floor((binWidth * 0.9) / dot));
  const byBin = new Map<number, T[]>();
  for (const item of items) {
    const bin = Math.round((Math.min(domain[1], Math.max(domain[0], value(item))) - domain[0]) / step);
    byBin.set(bin, [...(byBin.get(bin) ?? []), item]);
  }
  const dots: Stacked<T>[] = [];
  let rows = 0;
  for (const [bin, members] of byBin) {
    const used = Math.min(columns, members.length);
    members.forEach((item, k) => {
      const column = k % columns;
      const row = Math.floor(k / columns);
      dots.push({ item, x: bin * binWidth + (column - (used - 1) / 2) * dot, row });
      rows = Math.max(rows, row + 1);
    });
  }
  return { dots, rows };
}
