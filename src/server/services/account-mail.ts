// The words of every account mail. Plain text only: links stay visible and copyable, and nothing in a
// mail can run or track.
import type { OutgoingMail } from '../mail/mailer.ts';

const SIGNATURE = '\n\n— Civic Ledger';
const NOT_YOU = 'If this was not you, you can ignore this message.';

export function verificationMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your email address for Civic Ledger',
    text: `Welcome to Civic Ledger.\n\nOpen this link to confirm your email address and sign in:\n\n${link}\n\nThe link works once, for 24 hours. ${NOT_YOU}${SIGNATURE}`,
  };
}

/** Sent instead of a verification link when someone signs up with an address that has an account. */
export function addressTakenMail(to: string, origin: string): OutgoingMail {
  return {
    to,
    subject: 'Someone tried to create a Civic Ledger account with your address',
    text:
      `Someone, perhaps you, tried to create a Civic Ledger account with this email address, which already has one. ` +
      `No new account was created and nothing about your account changed.\n\n` +
      `To sign in: ${origin}/login\nForgot your password? Choose a new one: ${origin}/forgot-password\n\n${NOT_YOU}${SIGNATURE}`,
  };
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your Civic Ledger password',
    text: `Open this link to choose a new password for your Civic Ledger account:\n\n${link}\n\nThe link works once, for 1 hour. Choosing a new password signs out every device signed in to your account. ${NOT_YOU}${SIGNATURE}`,
  };
}

export function passwordChangedMail(to: string, origin: string, how: 'changed' | 'reset'): OutgoingMail {
  return {
    to,
    subject: `Your Civic Ledger password was ${how}`,
    text: `The password of your Civic Ledger account was just ${how}, and your other sessions were signed out.\n\nIf this was not you, choose a new password now: ${origin}/forgot-password${SIGNATURE}`,
  };
}
