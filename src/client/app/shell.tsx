import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { CodeLoading } from '../components/code-loading.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { ArticleFeed } from '../features/articles/article-feed.tsx';
import { useShell, type ShellTab } from './shell-state.tsx';
import { Splash } from './splash.tsx';
import { lazyNamed } from '../lib/lazy.ts';
import { paths } from '../lib/paths.ts';

// Only the article feed is on the first screen; everything else is split off and fetched on demand.
const ShellArticle = lazyNamed(() => import('./shell-article.tsx'), 'ShellArticle');
const LegislationTab = lazyNamed(() => import('../features/legislation/legislation-tab.tsx'), 'LegislationTab');
const CandidatesTab = lazyNamed(() => import('../features/candidates/candidates-tab.tsx'), 'CandidatesTab');
const OfficialsTab = lazyNamed(() => import('../features/officials/officials-tab.tsx'), 'OfficialsTab');
const CommentsSection = lazyNamed(() => import('../features/comments/comments-section.tsx'), 'CommentsSection');

const TABS: { value: ShellTab; label: string }[] = [
  { value: 'main', label: 'News' },
  { value: 'legislation', label: 'Legislation' },
  { value: 'candidates', label: 'Candidates' },
  { value: 'officials', label: 'Officials' },
];

/** The main shell at /: four tabs under the header; exactly one active, underlined. */
export function Shell() {
  const { tab, setTab, selection, select } = useShell();
  const [, navigate] = useLocation();

  // A feed card opens the article's own route (docs/decisions/0043), so reload keeps it and the browser's
  // Back returns to the feed. The new page starts at its top, not at the feed's scroll position.
  function openArticle(id: number) {
    navigate(paths.article(id));
    window.scrollTo({ top: 0 });
  }
  return (
    <>
      <Splash />
      <Tabs value={tab} onValueChange={(v) => setTab(v as ShellTab)}>
        <div className="border-b border-rule bg-paper">
          <TabsList aria-label="Sections" className="mx-auto max-w-6xl justify-start border-b-0 px-2 sm:justify-center sm:px-4">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} className="flex-1 sm:flex-none">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <main className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
          <Suspense fallback={<CodeLoading />}>
            <TabsContent value="main" className="outline-none">
              {/* Only a search result selects an article in place (it opens on the main tab). */}
              {selection.articleId !== null ? (
                <ShellArticle id={selection.articleId} onBack={() => select('main', { articleId: null })} />
              ) : (
                <ArticleFeed onOpen={openArticle} />
              )}
            </TabsContent>
            <TabsContent value="legislation" className="outline-none">
              <LegislationTab
                selectedId={selection.billId}
                onSelect={(id) => select('legislation', { billId: id })}
                onOpenOfficial={(id) => select('officials', { officialId: id })}
                renderDiscussion={(id) => <CommentsSection target={{ type: 'bill', id }} />}
              />
            </TabsContent>
            <TabsContent value="candidates" className="outline-none">
              <CandidatesTab
                selectedId={selection.candidateId}
                onSelect={(id) => select('candidates', { candidateId: id })}
                renderDiscussion={(id) => <CommentsSection target={{ type: 'candidate', id }} />}
              />
            </TabsContent>
            <TabsContent value="officials" className="outline-none">
              <OfficialsTab
                selectedId={selection.officialId}
                onSelect={(id) => select('officials', { officialId: id })}
                onOpenBill={(id) => select('legislation', { billId: id })}
              />
            </TabsContent>
          </Suspense>
        </main>
      </Tabs>
    </>
  );
}
