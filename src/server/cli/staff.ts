// `npm run staff -- grant|revoke EMAIL`: sets a user's staff flag from the shell, e.g. the first staff
// account of a fresh deployment. The operator is the trusted path: whoever can run this
// controls the server and its database, so a grant vouches for the email address too.
import type { Database } from '../db/connect.ts';
import { findUserByEmail } from '../repositories/users.ts';
import { recordAudit } from '../services/audit.ts';
import { applyStaffChange, LAST_STAFF_MESSAGE } from '../services/staff.ts';
import { withConfiguredDatabase } from './with-database.ts';

const USAGE = 'Usage: npm run staff -- grant|revoke EMAIL';

export async function staffCommand(db: Database, args: readonly string[]): Promise<{ code: number; output: string }> {
  const [action, email] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || args.length > 2) return { code: 2, output: USAGE };
  const user = await findUserByEmail(db, email.trim());
  if (!user) return { code: 1, output: `No user with email ${email.trim().toLowerCase()}: they must sign up or sign in once first.` };
  const grant = action === 'grant';
  const result = await applyStaffChange(
    db,
    { userId: user.id, isStaff: grant ? 1 : 0, actorUserId: null, via: 'shell', markVerified: grant },
    (event) => recordAudit(db, event),
  );
  if (result.outcome === 'last-staff') return { code: 1, output: `${LAST_STAFF_MESSAGE}: grant another account first.` };
  if (result.outcome !== 'done') return { code: 1, output: `No user with email ${user.email}.` };
  const status = grant
    ? `${user.email} is ${result.staffChanged ? 'now' : 'already'} staff.`
    : `${user.email} is ${result.staffChanged ? 'no longer staff: their sessions are ended' : 'not staff'}.`;
  return { code: 0, output: result.emailVerifiedNow ? `${status} Their email address is now marked verified.` : status };
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] !== 'grant' && args[0] !== 'revoke') {
    console.error(USAGE);
    return 2;
  }
  return withConfiguredDatabase(async (database) => {
    const { code, output } = await staffCommand(database.db, args);
    (code === 0 ? console.log : console.error)(output);
    return code;
  });
}

// Run only as a command, not when a test imports staffCommand.
if (process.argv[1]?.endsWith('staff.ts')) process.exit(await main());
