import { ArrowLeft, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { MASTHEAD_HEADINGS, MASTHEAD_PARTS, type Masthead } from '../../../shared/schemas/masthead.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { articleBodyHtml } from '../../features/articles/sanitize.ts';
import { useMasthead } from '../../features/masthead/api.ts';
import { MastheadEditor } from '../../features/masthead/masthead-editor.tsx';
import { useAuth } from '../../lib/auth.ts';
import { paths } from '../../lib/paths.ts';
import { useScrollToHash } from '../../lib/scroll-to-hash.ts';

function Parts({ masthead }: { masthead: Masthead }) {
  return (
    <>
      {MASTHEAD_PARTS.map((part) => (
        // Each part's id is its anchor: the footer links to #corrections and #contact.
        <section key={part} id={part} tabIndex={-1} aria-labelledby={`${part}-heading`} className="mt-10 scroll-mt-24 outline-none">
          <h2 id={`${part}-heading`} className="border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink">
            {MASTHEAD_HEADINGS[part]}
          </h2>
          {/* Sanitized on the server when saved and again here, like an article's body. */}
          <div className="prose-news mt-4 text-ink" dangerouslySetInnerHTML={{ __html: articleBodyHtml(masthead[part]) }} />
        </section>
      ))}
    </>
  );
}

const partNames = new Intl.ListFormat('en', { type: 'conjunction' });

/** Says which parts are still the software's default words, until staff write each (docs/decisions/0323-newsroom-tools-tell-the-truth.md). */
function DefaultsNote({ masthead }: { masthead: Masthead }) {
  if (masthead.defaultParts.length === 0) return null;
  const which = partNames.format(masthead.defaultParts.map((part) => MASTHEAD_HEADINGS[part]));
  return (
    <p role="note" className="mt-8 border-l-4 border-accent/70 bg-chip/60 px-4 py-3 font-sans text-sm text-ink">
      <strong>Default text.</strong>{' '}
      {masthead.isDefault
        ? "The newsroom running this site has not written its masthead yet: what follows is Civic Ledger's default wording, which its staff replace on this page."
        : `The newsroom running this site has not written every part of its masthead yet: ${which} ${masthead.defaultParts.length === 1 ? 'is' : 'are'} still Civic Ledger's default wording, which its staff replace on this page.`}
    </p>
  );
}

/**
 * /about: the masthead, who publishes the site, how it is funded, its corrections policy and how to reach the
 * newsroom (GET /api/masthead, docs/decisions/0235-masthead.md). Until staff write it, the defaults say so.
 */
export function AboutPage() {
  const { data: masthead, isLoading, isError } = useMasthead();
  const { isStaff } = useAuth();
  const [editing, setEditing] = useState(false);
  useScrollToHash(masthead !== undefined);
  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <Link
        href={paths.home}
        className="inline-flex items-center gap-2 font-sans text-sm font-semibold text-ink underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Civic Ledger
      </Link>
      <div className="mt-6 flex flex-wrap items-start justify-between gap-3">
        <h1 className="font-display text-4xl leading-tight font-bold text-ink">About Civic Ledger</h1>
        {isStaff && masthead ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PenLine aria-hidden="true" /> Edit the masthead
          </Button>
        ) : null}
      </div>
      <p className="mt-3 font-serif text-lg text-muted italic">
        Who publishes this site, how it is paid for, how it corrects its mistakes and how to reach it. How each score is made is on{' '}
        <Link href={paths.aboutScores} className="font-semibold text-ink not-italic underline underline-offset-4">
          About the scores
        </Link>
        .
      </p>
      {isLoading ? (
        <div aria-busy="true" aria-label="Loading the masthead" className="mt-10 grid gap-6">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : isError || !masthead ? (
        <p className="mt-10 text-sm text-muted">Could not load the masthead. Please try again.</p>
      ) : (
        <>
          <DefaultsNote masthead={masthead} />
          <Parts masthead={masthead} />
          {editing ? <MastheadEditor masthead={masthead} open={editing} onOpenChange={setEditing} /> : null}
        </>
      )}
    </main>
  );
}

/** Its part of the page's first data, seeded once its code is in (lib/first-data.ts). */
export { seedAboutFirstData as seedFirstData } from '../../features/masthead/first-data.ts';
