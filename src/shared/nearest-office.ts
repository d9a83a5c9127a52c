// Which district office to offer a reader (docs/decisions/0281-nearest-district-office.md): no ZIP centres
// are bundled, so nearness is read from ZIP codes.

type WithZip = { kind: string; zip: string | null };

/**
 * The district office in the reader's own ZIP, else one sharing its first three digits (the same postal
 * area), else the first the file lists; undefined when the official has no district office.
 */
export function nearestDistrictOffice<T extends WithZip>(offices: readonly T[], readerZip: string | null): T | undefined {
  const district = offices.filter((o) => o.kind === 'district');
  if (readerZip) {
    const same = district.find((o) => o.zip === readerZip) ?? district.find((o) => o.zip?.slice(0, 3) === readerZip.slice(0, 3));
    if (same) return same;
  }
  return district[0];
}
