// The public counts of logged calls in words (docs/decisions/0283-logged-calls-and-counts.md).

const readers = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'reader' : 'readers'}`;

/** '1,204 readers called about H.R. 30'; 'No reader has logged a call about H.R. 30 yet'. */
export function calledAboutText(count: number, about: string): string {
  return count === 0 ? `No reader has logged a call about ${about} yet` : `${readers(count)} called about ${about}`;
}

/** '3 readers called Peter Welch'; 'No reader has logged a call to Peter Welch yet'. */
export function calledOfficialText(count: number, name: string): string {
  return count === 0 ? `No reader has logged a call to ${name} yet` : `${readers(count)} called ${name}`;
}
