import { Link } from 'wouter';
import { ApiError, serverMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';

export const errorText = (error: unknown) => serverMessage(error) ?? (error as Error).message;

/** Why a staff page shows nothing: not signed in, not staff, or the server's own reason. `what`: 'Imports'. */
export function Refused({ error, what }: { error: unknown; what: string }) {
  const status = error instanceof ApiError ? error.status : undefined;
  return (
    <p role="alert" className="text-sm text-ink">
      {status === 401 ? (
        <>
          {what} are for newsroom staff.{' '}
          <Link href={paths.login} className="font-semibold underline underline-offset-4">
            Sign in
          </Link>{' '}
          with a staff account to see them.
        </>
      ) : status === 403 ? (
        `${what} are for newsroom staff only: your account is not a staff account.`
      ) : (
        <span className="text-score-low">{errorText(error)}</span>
      )}
    </p>
  );
}
