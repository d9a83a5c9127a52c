import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { DatabaseZap, FileText, Home, LogIn, LogOut, Menu, Moon, PenSquare, Search, Sun, User, Users } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { displayName, initials } from '../../shared/format.ts';
import { Avatar } from '../components/ui/avatar.tsx';
import { Button } from '../components/ui/button.tsx';
import { Tooltip } from '../components/ui/tooltip.tsx';
import { useNotificationCount } from '../features/notifications/api.ts';
import { authUserQuery, redirectToLogin, useAuth, useLoginHref } from '../lib/auth.ts';
import { LOGOUT_URL, paths } from '../lib/paths.ts';
import { useTheme } from '../lib/theme.ts';
import { useToday } from '../lib/time.ts';
import { toast } from '../lib/toast.ts';
import { useShell } from './shell-state.tsx';
import { lazyNamed } from '../lib/lazy.ts';

// Neither dialog is on the first screen, so their code (and zod, which both use, and the toolbar) loads on demand.
const SearchDialog = lazyNamed(() => import('./search-host.tsx'), 'SearchHost');
const ArticleEditorDialog = lazyNamed(() => import('../features/articles/article-editor-dialog.tsx'), 'ArticleEditorDialog');

/**
 * The menu hands focus back to its button as it closes; opening a dialog just after that lets the dialog
 * take focus and, on close, return it to the menu button rather than to a vanished menu item.
 */
function afterMenuCloses(fn: () => void) {
  window.setTimeout(fn, 20);
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-sm px-3 py-2 font-sans text-sm text-ink outline-none data-[highlighted]:bg-chip [&_svg]:size-4';

export function Header() {
  const { user, isAuthenticated, isStaff } = useAuth();
  const signInHref = useLoginHref();
  const queryClient = useQueryClient();
  const notifications = useNotificationCount(isAuthenticated);
  const count = notifications.data?.count ?? 0;
  const [theme, toggleTheme] = useTheme();
  const shell = useShell();
  const [location, navigate] = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);

  function goHome() {
    shell.goHome();
    if (location !== paths.home) navigate(paths.home);
  }

  async function openCreate() {
    // Decide on the current-user answer itself: while it is still on its way a signed-in reader would look
    // like a visitor and be sent to log in.
    const current = await queryClient.ensureQueryData(authUserQuery).catch(() => null);
    // Creating while logged out is blocked, then the login endpoint after 500 ms.
    if (!current) {
      toast({ title: 'Login Required', description: 'Please log in to create an article', variant: 'destructive' });
      redirectToLogin();
      return;
    }
    setCreateOpen(true);
  }

  const today = useToday();
  const menuLabel = count > 0 ? `Menu, ${count} unread notification${count === 1 ? '' : 's'}` : 'Menu';

  return (
    <header className="sticky top-0 z-30 border-b-4 border-double border-rule-strong bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr_auto] items-center gap-2 px-2 py-2 sm:px-4 sm:py-3">
        <div className="flex items-center gap-0.5">
          <Tooltip content="Home">
            <Button variant="ghost" size="icon" onClick={goHome} aria-label="Home">
              <Home aria-hidden="true" />
            </Button>
          </Tooltip>
          <Tooltip content="Search">
            <Button variant="ghost" size="icon" onClick={() => setSearchOpen(true)} aria-label="Search">
              <Search aria-hidden="true" />
            </Button>
          </Tooltip>
        </div>

        <div className="min-w-0 text-center">
          <Link href={paths.home} onClick={() => shell.goHome()} className="inline-block rounded-sm">
            <span className="block font-display text-[clamp(1.35rem,7vw,1.75rem)] leading-none font-black tracking-tight whitespace-nowrap text-ink sm:text-5xl">
              Civic Ledger
            </span>
          </Link>
          <p className="mt-1 hidden font-sans text-[0.68rem] tracking-[0.18em] text-muted uppercase sm:block">
            {today ? `${today} · ` : null}Civic news &amp; legislation tracking
          </p>
        </div>

        <div className="flex items-center justify-end gap-0.5">
          <Tooltip content="New Article">
            <Button variant="ghost" size="icon" onClick={() => void openCreate()} aria-label="New Article">
              <PenSquare aria-hidden="true" />
            </Button>
          </Tooltip>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button variant="ghost" size="icon" aria-label={menuLabel} className="relative">
                <Menu aria-hidden="true" />
                {count > 0 ? (
                  <span
                    data-testid="notification-badge"
                    aria-hidden="true"
                    className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 font-sans text-[0.7rem] font-bold text-accent-ink"
                  >
                    {count > 99 ? '99+' : count}
                  </span>
                ) : null}
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-40 w-64 border border-rule-strong/30 bg-raised p-1 shadow-xl"
              >
                <DropdownMenu.Item className={itemClass} onSelect={() => afterMenuCloses(() => setSearchOpen(true))}>
                  <Search aria-hidden="true" /> Search
                </DropdownMenu.Item>
                <DropdownMenu.Item className={itemClass} onSelect={toggleTheme}>
                  {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
                  {theme === 'dark' ? 'Light Mode' : 'Dark Mode'}
                </DropdownMenu.Item>
                {isStaff ? (
                  <>
                    <DropdownMenu.Item className={itemClass} onSelect={() => afterMenuCloses(() => void openCreate())}>
                      <PenSquare aria-hidden="true" /> New Article
                    </DropdownMenu.Item>
                    <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.adminDrafts)}>
                      <FileText aria-hidden="true" /> Drafts
                    </DropdownMenu.Item>
                    <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.adminUsers)}>
                      <Users aria-hidden="true" /> User Management
                    </DropdownMenu.Item>
                    <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.adminImports)}>
                      <DatabaseZap aria-hidden="true" /> Imports
                    </DropdownMenu.Item>
                  </>
                ) : null}
                <DropdownMenu.Separator className="my-1 h-px bg-rule" />
                {user ? (
                  <>
                    <div className="flex items-center gap-3 px-3 py-2">
                      <Avatar src={user.profileImageUrl} fallback={initials(user)} className="size-9" />
                      <span className="min-w-0 truncate font-sans text-sm font-semibold text-ink">{displayName(user)}</span>
                    </div>
                    <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.user(user.id))}>
                      <User aria-hidden="true" /> View Profile
                    </DropdownMenu.Item>
                    <DropdownMenu.Item asChild className={itemClass}>
                      <a href={LOGOUT_URL}>
                        <LogOut aria-hidden="true" /> Logout
                      </a>
                    </DropdownMenu.Item>
                  </>
                ) : (
                  <DropdownMenu.Item asChild className={itemClass}>
                    <a href={signInHref}>
                      <LogIn aria-hidden="true" /> Log In
                    </a>
                  </DropdownMenu.Item>
                )}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>
      <Suspense fallback={null}>
        {searchOpen ? <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} /> : null}
        {createOpen ? <ArticleEditorDialog open={createOpen} onOpenChange={setCreateOpen} /> : null}
      </Suspense>
    </header>
  );
}
