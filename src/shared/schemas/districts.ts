// Where a reader votes: a ZIP code's House and statehouse districts, and the place a reader keeps (ZIP and district)
// to see their own officials (docs/decisions/0160-zip-to-district-lookup.md).
import { z } from 'zod';
import { US_STATES } from '../constants.ts';

/** Five digits, as the Census writes a ZIP code tabulation area. */
export const zipCode = z
  .string({ error: 'ZIP code must be text' })
  .trim()
  .regex(/^\d{5}$/, { error: 'ZIP code must be 5 digits' });

export const stateCode = z
  .string({ error: 'state must be text' })
  .trim()
  .transform((state) => state.toUpperCase())
  .refine((state) => state in US_STATES, { error: 'state must be a two-letter state code' });

/** A House district number; 0 is a state's single at-large seat (the Census's own convention). */
export const districtNumber = z.coerce
  .number({ error: 'district must be a number' })
  .int({ error: 'district must be a whole number' })
  .min(0, { error: 'district must be 0 (at-large) or more' })
  .max(99, { error: 'district must be at most 99' });

/** 'CA-12'; a state's single seat is 'VT-AL' (at-large). */
export function districtLabel(state: string, district: number): string {
  return `${state}-${district === 0 ? 'AL' : String(district).padStart(2, '0')}`;
}

export const district = z.object({ state: z.string(), district: z.number().int(), label: z.string() });
export type District = z.input<typeof district>;

/**
 * A statehouse district as Open States names it on officials ('62A', 'Belknap 1'): 'upper' (Nebraska's one
 * chamber is 'legislature') or 'lower' (docs/decisions/0333-state-districts-by-zip.md).
 */
export const stateDistrict = z.object({
  state: z.string(),
  chamber: z.enum(['upper', 'lower', 'legislature']),
  district: z.string(),
  label: z.string(),
});
export type StateDistrict = z.input<typeof stateDistrict>;

/** A ZIP's districts, Congress's and the statehouse's (every one it touches); none when the Census tables do not know the ZIP. */
export const zipLookup = z.object({ zip: z.string(), districts: z.array(district), stateDistricts: z.array(stateDistrict) });
export type ZipLookup = z.input<typeof zipLookup>;

/**
 * The place a reader keeps: the ZIP they typed (null when they chose a state and district), the congressional
 * district, and the statehouse districts that came with the ZIP (null when not known; Nebraska's is the upper).
 * A place kept before statehouse districts were asked has none.
 */
export const readerPlace = z.object({
  zip: z.string().nullable(),
  state: z.string(),
  district: z.number().int(),
  upperDistrict: z.string().nullable().default(null),
  lowerDistrict: z.string().nullable().default(null),
});
export type ReaderPlace = z.input<typeof readerPlace>;

/** Open States' district names are short: 'Berkshire, Hampden, Franklin and Hampshire' is among the longest. */
export const statehouseDistrict = z
  .string({ error: 'a statehouse district must be text' })
  .trim()
  .min(1, { error: 'a statehouse district must not be empty' })
  .max(80, { error: 'a statehouse district must be at most 80 characters' });

export const readerPlaceInput = z.strictObject({
  zip: zipCode.nullable().default(null),
  state: stateCode,
  district: districtNumber,
  upperDistrict: statehouseDistrict.nullable().default(null),
  lowerDistrict: statehouseDistrict.nullable().default(null),
});

/** How one official voted on one bill (their latest passage roll call on it, else their latest of any kind). */
export const billPosition = z.object({
  billId: z.number().int(),
  officialId: z.number().int(),
  position: z.string(),
  rollCallId: z.number().int(),
  question: z.string(),
  kind: z.string(),
});
export type BillPosition = z.input<typeof billPosition>;
