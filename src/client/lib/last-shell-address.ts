// The shell screen the reader was last on (a tab's list or an item), so a page reached from it, such as
// 'About the scores', can lead back there rather than to the front page. Module state, not React state:
// it changes only while the shell is on screen, and a page that reads it is drawn after.
let lastShellAddress: string | null = null;

export function rememberShellAddress(address: string): void {
  lastShellAddress = address;
}

/** Where 'Back' from a page outside the shell leads: the shell screen left, or the front page. */
export function shellAddressToReturnTo(home: string): string {
  return lastShellAddress ?? home;
}
