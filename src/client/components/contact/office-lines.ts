// How an office reads on a contact card: its number as a tel: link and its address in one line.
import type { Office } from '../../../shared/schemas/contact.ts';

/** 'tel:+12022254876' from '202-225-4876': digits only, with the country code phones dial from anywhere. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** '205 4th Ave. NE, Suite 104, Cullman, AL 35055'. */
export function addressLine(office: Office): string {
  const place = [office.city, [office.state, office.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [office.address, office.building, office.suite, office.kind === 'washington' ? null : place].filter(Boolean).join(', ');
}

export function officeName(office: Office): string {
  if (office.kind === 'washington') return 'Washington office';
  if (office.kind === 'capitol') return 'Capitol office';
  return `${office.city ?? 'District'} office`;
}
