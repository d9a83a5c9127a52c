import { Link } from 'wouter';
import { FormError } from '../../components/form-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSignOut } from './api.ts';

/** Full navigation home, so no screen keeps showing what only the signed-in reader may see. */
function finish() {
  window.location.assign(paths.home);
}

/**
 * /logout: where /api/logout sends a sign-out it could not trace to this site (a link elsewhere must
 * not sign the reader out); one click here confirms it.
 */
export function LogoutPage() {
  const signOut = useSignOut();
  const failure = signOut.isError ? (serverMessage(signOut.error) ?? 'Sign-out failed. Please try again.') : null;
  return (
    <main className="mx-auto max-w-md px-4 pt-10 pb-16">
      <div className="border border-rule bg-raised p-5 sm:p-6">
        <h1 className="mb-2 font-display text-2xl font-bold text-ink">Log out of Civic Ledger?</h1>
        <p className="mb-5 font-serif text-muted">You will need to sign in again to comment or follow authors.</p>
        <FormError message={failure} />
        <div className="mt-4 flex items-center gap-4">
          <Button onClick={() => signOut.mutate(undefined, { onSuccess: finish })} disabled={signOut.isPending}>
            {signOut.isPending ? 'Logging out...' : 'Log Out'}
          </Button>
          <Link href={paths.home} className="font-sans text-sm font-semibold text-ink underline underline-offset-4">
            Cancel
          </Link>
        </div>
      </div>
    </main>
  );
}
