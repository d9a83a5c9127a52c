import { FileText, Landmark, LoaderCircle, Search, UserRound, UserRoundCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { feedPath, searchFeed } from '../../../shared/api/feeds.ts';
import { officeHeld } from '../../../shared/page-texts/official-texts.ts';
import { FollowButton } from '../../components/follow-button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSearch } from './api.ts';

export type SearchPick = { type: 'article' | 'bill' | 'candidate' | 'official'; id: number };

type SearchDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onPick: (pick: SearchPick) => void };

type GroupProps<Item> = {
  title: string;
  group: { count: number; items: Item[] };
  children: (item: Item) => ReactNode;
};

/** One kind of result: its heading counts every match; the server sends the most relevant few. */
function Group<Item>({ title, group, children }: GroupProps<Item>) {
  if (group.count === 0) return null;
  return (
    <section className="mt-4">
      <h3 className="border-b border-rule pb-1 font-sans text-xs font-black tracking-[0.15em] text-muted uppercase">
        {title} ({group.count})
      </h3>
      <ul className="mt-1">{group.items.map(children)}</ul>
      {group.count > group.items.length ? (
        <p className="px-2 pt-1 font-sans text-xs text-muted">
          Showing the {group.items.length} best matches of {group.count}. Add words to narrow the search.
        </p>
      ) : null}
    </section>
  );
}

function Result({ icon, title, meta, onClick }: { icon: ReactNode; title: string; meta: string; onClick: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex w-full cursor-pointer items-start gap-3 rounded-sm px-2 py-2 text-left hover:bg-chip"
      >
        <span className="mt-0.5 text-muted [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        <span className="min-w-0">
          <span className="block font-serif text-base font-semibold text-ink">{title}</span>
          <span className="block truncate font-sans text-xs text-muted">{meta}</span>
        </span>
      </button>
    </li>
  );
}

const message = (text: ReactNode) => <p className="py-10 text-center text-sm text-muted">{text}</p>;

/** The search dialog ('Search the product'), answered by the server (docs/decisions/0120). */
export function SearchDialog({ open, onOpenChange, onPick }: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const { results, searching, failed } = useSearch(query);
  const total = results ? results.articles.count + results.bills.count + results.candidates.count + results.officials.count : 0;

  function changeOpen(next: boolean) {
    if (!next) setQuery(''); // The query resets when the dialog closes.
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
          className="pr-9 pl-9"
        />
        {query.trim() !== '' && searching ? (
          <LoaderCircle className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted" aria-hidden="true" />
        ) : null}
      </div>
      <div className="min-h-48" aria-live="polite" aria-busy={query.trim() !== '' && searching}>
        {/* 'No results' only once the answer for exactly the text typed is in: an answer still on its way,
            or one for an earlier text, may hold the match (docs/decisions/0049). */}
        {query.trim() === '' ? (
          message('Start typing to search articles, legislation, and candidates.')
        ) : failed && !searching ? (
          message('Search is not available right now. Please try again.')
        ) : results && total > 0 ? (
          <>
            <Group title="Articles" group={results.articles}>
              {(a) => (
                <Result
                  key={a.id}
                  icon={<FileText />}
                  title={a.title}
                  meta={`${a.category} · ${a.excerpt}`}
                  onClick={() => pick({ type: 'article', id: a.id })}
                />
              )}
            </Group>
            <Group title="Legislation" group={results.bills}>
              {(b) => (
                <Result
                  key={b.id}
                  icon={<Landmark />}
                  title={b.title}
                  meta={`${b.billNumber} · ${b.status}`}
                  onClick={() => pick({ type: 'bill', id: b.id })}
                />
              )}
            </Group>
            <Group title="Candidates" group={results.candidates}>
              {(c) => (
                <Result
                  key={c.id}
                  icon={<UserRound />}
                  title={c.name}
                  meta={`${c.office} · ${c.state}`}
                  onClick={() => pick({ type: 'candidate', id: c.id })}
                />
              )}
            </Group>
            <Group title="Officials" group={results.officials}>
              {(o) => (
                <Result
                  key={o.id}
                  icon={<UserRoundCheck />}
                  title={o.name}
                  meta={`${officeHeld(o)} · ${o.state} · ${o.party}`}
                  onClick={() => pick({ type: 'official', id: o.id })}
                />
              )}
            </Group>
            {/* A saved search: its new articles and bills in a feed reader (docs/decisions/0290-feeds.md). */}
            <p className="px-2 pt-3 font-sans text-xs text-muted">
              This search in a feed reader:{' '}
              <a className="underline" href={feedPath(searchFeed, 'atom', {}, { q: results.query })}>
                Atom feed
              </a>{' '}
              ·{' '}
              <a className="underline" href={feedPath(searchFeed, 'rss', {}, { q: results.query })}>
                RSS feed
              </a>
            </p>
          </>
        ) : searching || !results ? (
          message('Searching...')
        ) : (
          message(`No results found for "${results.query}"`)
        )}
      </div>
      {query.trim().length >= 3 ? (
        <div className="flex items-center justify-between gap-2 font-sans text-sm text-muted">
          <span>Hear of new bills matching this search in your notifications.</span>
          <FollowButton kind="search" target={query.trim()} name={`“${query.trim()}”`} />
        </div>
      ) : null}
    </Dialog>
  );
}
