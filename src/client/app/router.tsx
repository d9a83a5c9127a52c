import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { CodeLoading } from '../components/code-loading.tsx';
import { paths } from '../lib/paths.ts';
import { Header } from './header.tsx';
import { Shell } from './shell.tsx';
import { lazyNamed, preloadableNamed } from '../lib/lazy.ts';

const ArticleRoute = preloadableNamed(() => import('./pages/article-route.tsx'), 'ArticleRoute');

/** Loads the /article/{id} route's code (the server preloads its chunks with that page's HTML). */
export const preloadArticleRoute = () => ArticleRoute.preload();
const ProfileRoute = lazyNamed(() => import('./pages/profile-route.tsx'), 'ProfileRoute');
const AdminUsersPage = lazyNamed(() => import('../features/admin/admin-users-page.tsx'), 'AdminUsersPage');
const DraftsPage = lazyNamed(() => import('../features/articles/drafts-page.tsx'), 'DraftsPage');
const AuditLogPage = lazyNamed(() => import('../features/admin/audit-log-page.tsx'), 'AuditLogPage');
const ImportsPage = lazyNamed(() => import('../features/admin/imports-page.tsx'), 'ImportsPage');
const LoginPage = lazyNamed(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const LogoutPage = lazyNamed(() => import('../features/auth/logout-page.tsx'), 'LogoutPage');
const ComparePage = lazyNamed(() => import('../features/compare/compare-page.tsx'), 'ComparePage');
const AboutScores = lazyNamed(() => import('./pages/about-scores.tsx'), 'AboutScores');
const NotFound = lazyNamed(() => import('./pages/not-found.tsx'), 'NotFound');

/** Every route of the app plus the account pages; paths come from lib/paths.ts. */
export function AppRoutes() {
  return (
    <>
      <a href="#content" className="sr-only z-50 bg-ink px-3 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <Header />
      <div id="content" tabIndex={-1} className="outline-none">
        <Suspense fallback={<CodeLoading className="mx-auto max-w-3xl px-4 pt-8" />}>
          <Switch>
            <Route path={paths.home} component={Shell} />
            <Route path={paths.articlePattern}>{(params) => <ArticleRoute id={Number(params.id)} />}</Route>
            <Route path={paths.userPattern}>{(params) => <ProfileRoute id={params.id} />}</Route>
            <Route path={paths.adminUsers} component={AdminUsersPage} />
            <Route path={paths.adminAudit} component={AuditLogPage} />
            <Route path={paths.adminImports} component={ImportsPage} />
            <Route path={paths.adminDrafts} component={DraftsPage} />
            <Route path={paths.aboutScores} component={AboutScores} />
            <Route path={paths.comparePattern} component={ComparePage} />
            <Route path={paths.login} component={LoginPage} />
            <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
            <Route path={paths.resetPassword} component={ResetPasswordPage} />
            <Route path={paths.verifyEmail} component={VerifyEmailPage} />
            <Route path={paths.logout} component={LogoutPage} />
            <Route component={NotFound} />
          </Switch>
        </Suspense>
      </div>
    </>
  );
}
