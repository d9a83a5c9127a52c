import { type ComponentType, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { CodeLoading } from '../components/code-loading.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';
import type { FirstDataSeeder } from '../lib/first-data.ts';
import { lazyNamed, preloadableNamed } from '../lib/lazy.ts';
import { idFromSegment, NAMED_PAGES, type NamedPage, paths, shellRoute } from '../lib/paths.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { preloadShellRoute, Shell } from './shell.tsx';
import { useMarkReadOnReturnToNews } from './use-mark-read-on-news.ts';

// The pages the server draws can be preloaded, so that the first render (the server's, and the browser's
// over it) draws them whole rather than a loading placeholder.
const ArticleRoute = preloadableNamed(() => import('./pages/article-route.tsx'), 'ArticleRoute');
const ProfileRoute = preloadableNamed(() => import('./pages/profile-route.tsx'), 'ProfileRoute');
const ComparePage = preloadableNamed(() => import('../features/compare/compare-page.tsx'), 'ComparePage');
const AboutPage = preloadableNamed(() => import('./pages/about.tsx'), 'AboutPage');
const AboutScores = preloadableNamed(() => import('./pages/about-scores.tsx'), 'AboutScores');
const RacePage = preloadableNamed(() => import('../features/races/race-page.tsx'), 'RacePage');
const NotFound = preloadableNamed(() => import('./pages/not-found.tsx'), 'NotFound');
const CommitteePage = preloadableNamed(() => import('../features/contact/committee-page.tsx'), 'CommitteePage');
const WrongNumbersPage = lazyNamed(() => import('../features/contact/wrong-numbers-page.tsx'), 'WrongNumbersPage');
const AdminUsersPage = lazyNamed(() => import('../features/admin/admin-users-page.tsx'), 'AdminUsersPage');
const DraftsPage = lazyNamed(() => import('../features/articles/drafts-page.tsx'), 'DraftsPage');
const AuditLogPage = lazyNamed(() => import('../features/admin/audit-log-page.tsx'), 'AuditLogPage');
const ImportsPage = lazyNamed(() => import('../features/admin/imports-page.tsx'), 'ImportsPage');
const ApiKeysPage = lazyNamed(() => import('../features/admin/api-keys-page.tsx'), 'ApiKeysPage');
const LoginPage = lazyNamed(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const InboxPage = lazyNamed(() => import('../features/notifications/inbox-page.tsx'), 'InboxPage');
const UnsubscribePage = lazyNamed(() => import('../features/notifications/unsubscribe-page.tsx'), 'UnsubscribePage');
const LogoutPage = lazyNamed(() => import('../features/auth/logout-page.tsx'), 'LogoutPage');

/**
 * Loads the code of the page at `pathname` (the server preloads its chunks with that page's HTML), and
 * answers the seeder of that page kind's part of the first data, if it has one: the page's code checks
 * and seeds its own part, so the first screen's code builds no schema of another page kind's.
 */
export async function preloadRoute(pathname: string): Promise<FirstDataSeeder | undefined> {
  const shell = shellRoute(pathname);
  if (shell) return preloadShellRoute(shell);
  if (pathname.startsWith('/users/')) return (await ProfileRoute.preload()).seedFirstData;
  if (pathname.startsWith('/committee/')) return (await CommitteePage.preload()).seedFirstData;
  if (pathname.startsWith('/race/')) return (await RacePage.preload()).seedFirstData;
  if (pathname === paths.comparePattern) return (await ComparePage.preload()).seedFirstData;
  if (pathname === paths.about) return (await AboutPage.preload()).seedFirstData;
  // An article's data is part of the common part, seeded at start-up.
  if (pathname.startsWith('/article/')) await ArticleRoute.preload();
  else if (pathname === paths.aboutScores) await AboutScores.preload();
  else if (!(pathname in PAGE_AT)) await NotFound.preload();
  return undefined;
}

/** The page at each fixed address; the names their titles give them are shared with the server. */
const PAGE_AT: Record<NamedPage, ComponentType> = {
  [paths.adminUsers]: AdminUsersPage,
  [paths.adminAudit]: AuditLogPage,
  [paths.adminImports]: ImportsPage,
  [paths.adminApiKeys]: ApiKeysPage,
  [paths.adminDrafts]: DraftsPage,
  [paths.adminWrongNumbers]: WrongNumbersPage,
  [paths.about]: AboutPage,
  [paths.aboutScores]: AboutScores,
  [paths.comparePattern]: ComparePage,
  [paths.login]: LoginPage,
  [paths.forgotPassword]: ForgotPasswordPage,
  [paths.resetPassword]: ResetPasswordPage,
  [paths.verifyEmail]: VerifyEmailPage,
  [paths.logout]: LogoutPage,
  [paths.inbox]: InboxPage,
  [paths.unsubscribe]: UnsubscribePage,
};

/** Names a page that has no item of its own to name it (its content sets nothing). */
function Titled({ name }: { name: string }) {
  useDocumentTitle(name);
  return null;
}

/** Every route of the app plus the account pages; paths come from lib/paths.ts. */
export function AppRoutes() {
  const [location] = useLocation();
  // The shell's addresses (/, /legislation, /bills/{id}, …) all draw the one Shell, which stays mounted
  // while the reader moves between them.
  const shell = shellRoute(location);
  useMarkReadOnReturnToNews(shell?.tab);
  return (
    <>
      <a href="#content" className="sr-only z-50 bg-ink px-3 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <Header />
      <div id="content" tabIndex={-1} className="outline-none">
        <Suspense fallback={<CodeLoading className="mx-auto max-w-3xl px-4 pt-8" />}>
          {shell ? (
            <Shell route={shell} />
          ) : (
            <Switch>
              <Route path={paths.articlePattern}>{(params) => <ArticleRoute id={idFromSegment(params.id)} />}</Route>
              <Route path={paths.userPattern}>{(params) => <ProfileRoute id={params.id} />}</Route>
              <Route path={paths.committeePattern}>{(params) => <CommitteePage id={params.id} />}</Route>
              <Route path={paths.racePattern}>{(params) => <RacePage segment={params.race} />}</Route>
              {(Object.keys(PAGE_AT) as NamedPage[]).map((path) => {
                const Page = PAGE_AT[path];
                return (
                  <Route key={path} path={path}>
                    <Titled name={NAMED_PAGES[path]} />
                    <Page />
                  </Route>
                );
              })}
              <Route>
                <Titled name="404 Page Not Found" />
                <NotFound />
              </Route>
            </Switch>
          )}
        </Suspense>
      </div>
      <Footer />
    </>
  );
}
