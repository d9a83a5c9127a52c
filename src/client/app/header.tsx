import { useQueryClient } from '@tanstack/react-query';
import { Home, Menu, PenSquare, Search } from 'lucide-react';
import { type ComponentProps, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Tooltip } from '../components/ui/tooltip.tsx';
import { useNotificationCount } from '../features/notifications/api.ts';
import { authUserQuery, redirectToLogin, useAuth } from '../lib/auth.ts';
import { lazyNamed } from '../lib/lazy.ts';
import { paths } from '../lib/paths.ts';
import { useToday } from '../lib/time.ts';
import { toast } from '../lib/toast.ts';

// Neither dialog is on the first screen, so their code (and zod, which both use, and the toolbar) loads on
// demand; so does the menu's (Radix's menu and its positioning), when the reader first reaches for it
// (docs/decisions/0224-first-screen-script.md).
const SearchDialog = lazyNamed(() => import('./search-host.tsx'), 'SearchHost');
const ArticleEditorDialog = lazyNamed(() => import('../features/articles/article-editor-dialog.tsx'), 'ArticleEditorDialog');
const loadHeaderMenu = () => import('./header-menu.tsx');
const HeaderMenu = lazyNamed(loadHeaderMenu, 'HeaderMenu');

/** The menu's button, with the unread-notification badge. */
function MenuTriggerButton({ label, count, ...props }: { label: string; count: number } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} className="relative" {...props}>
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
  );
}

type MenuControlProps = { label: string; count: number; onSearch: () => void; onCreate: () => void };

/**
 * The menu button alone until the reader presses it (its code starts loading as the pointer or focus
 * reaches it); then the menu, opening at once.
 */
function MenuControl({ label, count, onSearch, onCreate }: MenuControlProps) {
  const [wanted, setWanted] = useState(false);
  const button = (props: ComponentProps<typeof Button> = {}) => <MenuTriggerButton label={label} count={count} {...props} />;
  const early = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;
  if (!wanted) {
    return button({
      ...early,
      onPointerEnter: () => void loadHeaderMenu(),
      onFocus: () => void loadHeaderMenu(),
      onClick: () => setWanted(true),
    });
  }
  return (
    <Suspense fallback={button(early)}>
      <HeaderMenu trigger={button()} onSearch={onSearch} onCreate={onCreate} count={count} />
    </Suspense>
  );
}

export function Header() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const notifications = useNotificationCount(isAuthenticated);
  const count = notifications.data?.count ?? 0;
  const [searchOpen, setSearchOpen] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);

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
    <header className="sticky top-0 z-30 border-b-4 border-double border-rule-strong bg-paper">
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr_auto] items-center gap-2 px-2 py-2 sm:px-4 sm:py-3">
        <div className="flex items-center gap-0.5">
          <Tooltip content="Home">
            {/* A link, so Home works before the script has started; the front page has no item open. */}
            <Link href={paths.home} aria-label="Home" className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
              <Home aria-hidden="true" />
            </Link>
          </Tooltip>
          <Tooltip content="Search">
            <Button variant="ghost" size="icon" onClick={() => setSearchOpen(true)} aria-label="Search">
              <Search aria-hidden="true" />
            </Button>
          </Tooltip>
        </div>

        <div className="min-w-0 text-center">
          <Link href={paths.home} className="inline-block rounded-sm">
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
          <MenuControl label={menuLabel} count={count} onSearch={() => setSearchOpen(true)} onCreate={() => void openCreate()} />
        </div>
      </div>
      <Suspense fallback={null}>
        {searchOpen ? <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} /> : null}
        {createOpen ? <ArticleEditorDialog open={createOpen} onOpenChange={setCreateOpen} /> : null}
      </Suspense>
    </header>
  );
}
