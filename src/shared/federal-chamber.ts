// Which chamber of Congress an office names, as the Officials filter has always read it: 'Senator' or an
// office naming the Senate sits in the Senate; 'Representative', 'Delegate to the House' and the like in the
// House. Migration 0032 filled officials' stored chamber by the same rule.
export function federalChamber(office: string): 'house' | 'senate' | null {
  const named = office.trim().toLowerCase();
  if (named === 'senator' || named.includes('senate')) return 'senate';
  if (named === 'representative' || named.includes('representative') || named.includes('house')) return 'house';
  return null;
}
