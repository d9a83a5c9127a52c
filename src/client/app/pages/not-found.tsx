import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';

/** Unknown paths: '404 Page Not Found' with a developer-style hint. */
export function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 pt-16 pb-16">
      <div className="border border-rule bg-raised p-6">
        <div className="flex items-center gap-3">
          <AlertCircle className="size-8 text-score-low" aria-hidden="true" />
          <h1 className="font-display text-3xl font-bold text-ink">404 Page Not Found</h1>
        </div>
        <p className="mt-4 font-sans text-sm text-muted">Did you forget to add the page to the router?</p>
        <Link href={paths.home} className="mt-6 inline-block font-sans text-sm font-semibold text-ink underline underline-offset-4">
          Return to the front page
        </Link>
      </div>
    </main>
  );
}
