// The Add Candidate input rules that happen before validation.

/** Donations are JSON array text; invalid JSON (or anything but an array) silently becomes an empty list. */
export function parseDonations(text: string): unknown[] {
  if (text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Legislation backed: one item per line, blank lines dropped. */
export function parseLegislation(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
