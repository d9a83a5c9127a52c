import { Suspense, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { TAB_NAMES } from '../../shared/page-titles.ts';
import { CodeLoading } from '../components/code-loading.tsx';
import { ArticleFeed } from '../features/articles/article-feed.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';
import type { FirstDataSeeder } from '../lib/first-data.ts';
import { useFocusOnOpen } from '../lib/item-focus.ts';
import { rememberShellAddress } from '../lib/last-shell-address.ts';
import { preloadableNamed } from '../lib/lazy.ts';
import { paths, SHELL_TABS, type ShellRoute, type ShellTab } from '../lib/paths.ts';
import { Splash } from './splash.tsx';

// Only the article feed is on the first screen; everything else is split off and fetched on demand.
const LegislationTab = preloadableNamed(() => import('../features/legislation/legislation-tab.tsx'), 'LegislationTab');
const CandidatesTab = preloadableNamed(() => import('../features/candidates/candidates-tab.tsx'), 'CandidatesTab');
const OfficialsTab = preloadableNamed(() => import('../features/officials/officials-tab.tsx'), 'OfficialsTab');
const CommentsSection = preloadableNamed(() => import('../features/comments/comments-section.tsx'), 'CommentsSection');

/**
 * Loads the code a shell screen draws with (an item's page also shows its Discussion, but an official's has
 * none); answers the tab's seeder of its part of the page's first data (the News feed's is the common part's).
 */
export async function preloadShellRoute({ tab, id }: ShellRoute): Promise<FirstDataSeeder | undefined> {
  const tabCode = { main: undefined, legislation: LegislationTab, candidates: CandidatesTab, officials: OfficialsTab }[tab];
  const discussion = id !== null && (tab === 'legislation' || tab === 'candidates');
  const [tabModule] = await Promise.all([tabCode?.preload(), discussion ? CommentsSection.preload() : undefined]);
  return tabModule?.seedFirstData;
}

const TABS: { value: ShellTab; label: string }[] = [
  { value: 'main', label: 'News' },
  { value: 'legislation', label: 'Legislation' },
  { value: 'candidates', label: 'Candidates' },
  { value: 'officials', label: 'Officials' },
];

/**
 * The sections under the header: links, not script-driven tabs, so each has an address, opens in a new tab
 * and works before the script has started (docs/decisions/0220-every-screen-has-an-address.md). The one
 * shown is underlined and is the current page, or holds it when one of its items is open.
 */
function SectionLinks({ route }: { route: ShellRoute }) {
  return (
    <nav aria-label="Sections" className="border-b border-rule bg-paper">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 sm:justify-center sm:px-4">
        {TABS.map((t) => {
          const current = t.value === route.tab;
          return (
            <li key={t.value} className="flex-1 sm:flex-none">
              <Link
                href={SHELL_TABS[t.value].path}
                aria-current={current ? (route.id === null ? 'page' : 'true') : undefined}
                className="-mb-px block shrink-0 border-b-[3px] border-transparent px-2 py-2.5 text-center font-sans text-xs font-semibold tracking-wide text-muted uppercase hover:text-ink focus-visible:outline-offset-[-3px] aria-[current]:border-accent aria-[current]:text-ink sm:px-3 sm:text-sm sm:tracking-wider"
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The main shell: the News feed at /, and the Legislation, Candidates and Officials tabs at their own
 * addresses with their items under them (/bills/{id}, …). It stays mounted while the reader moves between
 * those addresses, so a tab's filter and sort are still set when Back returns from one of its items.
 */
export function Shell({ route }: { route: ShellRoute }) {
  const [location, navigate] = useLocation();
  useEffect(() => rememberShellAddress(location), [location]);
  // An item's own screen names itself; a tab's list is named after the tab.
  useDocumentTitle(route.id === null ? TAB_NAMES[route.tab] : null);
  useFocusOnOpen(route);

  // Cards and item links are real links; a plain click opens the item here, at the top of its page.
  const open = (path: string) => {
    navigate(path);
    window.scrollTo({ top: 0 });
  };
  const selected = (tab: ShellTab) => (route.tab === tab ? route.id : null);
  return (
    <>
      {route.tab === 'main' ? <Splash /> : null}
      <SectionLinks route={route} />
      <main className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
        <Suspense fallback={<CodeLoading />}>
          {route.tab === 'main' ? (
            <ArticleFeed onOpen={(id) => open(paths.article(id))} />
          ) : route.tab === 'legislation' ? (
            <LegislationTab
              selectedId={selected('legislation')}
              onSelect={(id) => open(id === null ? paths.legislation : paths.bill(id))}
              onOpenOfficial={(id) => open(paths.official(id))}
              renderDiscussion={(id) => <CommentsSection target={{ type: 'bill', id }} />}
            />
          ) : route.tab === 'candidates' ? (
            <CandidatesTab
              selectedId={selected('candidates')}
              onSelect={(id) => open(id === null ? paths.candidates : paths.candidate(id))}
              renderDiscussion={(id) => <CommentsSection target={{ type: 'candidate', id }} />}
            />
          ) : (
            <OfficialsTab
              selectedId={selected('officials')}
              onSelect={(id) => open(id === null ? paths.officials : paths.official(id))}
              onOpenBill={(id) => open(paths.bill(id))}
            />
          )}
        </Suspense>
      </main>
    </>
  );
}
