/** '1 recorded vote', '2 recorded votes': a count with its noun in the number it takes. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
