import { FileText, Landmark, Search, UserRound } from 'lucide-react';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSearchLists } from './api.ts';
import { search } from './search.ts';

export type SearchPick = { type: 'article' | 'bill' | 'candidate'; id: number };

type SearchDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onPick: (pick: SearchPick) => void };

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section className="mt-4">
      <h3 className="border-b border-rule pb-1 font-sans text-xs font-black tracking-[0.15em] text-muted uppercase">
        {title} ({count})
      </h3>
      <ul className="mt-1">{children}</ul>
    </section>
  );
}

function Result({ icon, title, meta, onClick }: { icon: ReactNode; title: string; meta: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" onClick={onClick} className="flex w-full cursor-pointer items-start gap-3 rounded-sm px-2 py-2 text-left hover:bg-chip">
        <span className="mt-0.5 text-muted [&_svg]:size-4" aria-hidden="true">{icon}</span>
        <span className="min-w-0">
          <span className="block font-serif text-base font-semibold text-ink">{title}</span>
          <span className="block truncate font-sans text-xs text-muted">{meta}</span>
        </span>
      </button>
    </li>
  );
}

/** SPEC.md §2 "Search dialog ('Search the product')". */
export function SearchDialog({ open, onOpenChange, onPick }: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const { lists, isLoading } = useSearchLists();
  const results = useMemo(() => search(deferred, lists), [deferred, lists]);

  function changeOpen(next: boolean) {
    if (!next) setQuery(''); // SPEC.md §4: the query resets when the dialog closes.
    onOpenChange(next);
  }
  function pick(value: SearchPick) {
    onPick(value);
    changeOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen} title="Search Civic Ledger" className="sm:max-w-2xl">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search articles, legislation, or candidates..."
          className="pl-9"
        />
      </div>
      <div className="min-h-48" aria-live="polite">
        {/* Every branch reads the deferred query the results were computed from: mixing it with the live
            query flashed 'No results found' on the first keystroke of a query that does match. */}
        {deferred.trim() === '' ? (
          <p className="py-10 text-center text-sm text-muted">Start typing to search articles, legislation, and candidates.</p>
        ) : results.total === 0 && isLoading ? (
          // A list still on its way may hold the match; 'No results' would be premature (docs/decisions/0049).
          <p className="py-10 text-center text-sm text-muted">Searching...</p>
        ) : results.total === 0 ? (
          <p className="py-10 text-center text-sm text-muted">No results found for "{deferred}"</p>
        ) : (
          <>
            <Group title="Articles" count={results.articles.length}>
              {results.articles.map((a) => (
                <Result key={a.id} icon={<FileText />} title={a.title} meta={`${a.category} · ${a.excerpt}`} onClick={() => pick({ type: 'article', id: a.id })} />
              ))}
            </Group>
            <Group title="Legislation" count={results.bills.length}>
              {results.bills.map((b) => (
                <Result key={b.id} icon={<Landmark />} title={b.title} meta={`${b.billNumber} · ${b.status}`} onClick={() => pick({ type: 'bill', id: b.id })} />
              ))}
            </Group>
            <Group title="Candidates" count={results.candidates.length}>
              {results.candidates.map((c) => (
                <Result key={c.id} icon={<UserRound />} title={c.name} meta={`${c.office} · ${c.state}`} onClick={() => pick({ type: 'candidate', id: c.id })} />
              ))}
            </Group>
          </>
        )}
      </div>
    </Dialog>
  );
}
