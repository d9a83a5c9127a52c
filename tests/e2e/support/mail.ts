// The mail the apps sent, read from the e2e harness's loopback SMTP server (through its control endpoint),
// so journeys follow the links in it as a reader would.
import { controlURL } from './ports.ts';

export type ReceivedMail = { to: string[]; subject: string; text: string; links: string[] };

/** Waits for the first mail to `to` whose subject contains `subject`. */
export async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  const response = await fetch(`${controlURL}/mail?${new URLSearchParams({ to, subject })}`);
  if (!response.ok) throw new Error(`mail to ${to}: ${response.status}`);
  return (await response.json()) as ReceivedMail;
}

/** The link in a mail that opens `path` (e.g. '/verify-email'). */
export function linkTo(mail: ReceivedMail, path: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`no ${path} link in the mail '${mail.subject}': ${mail.links.join(', ')}`);
  return link;
}
