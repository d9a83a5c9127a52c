import {
  Bell,
  DatabaseZap,
  FileText,
  History,
  KeyRound,
  LogIn,
  LogOut,
  Moon,
  PenSquare,
  PhoneOff,
  Search,
  Sun,
  User,
  Users,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactElement } from 'react';
import { useLocation } from 'wouter';
import { displayName, initials } from '../../shared/format.ts';
import { Avatar } from '../components/ui/avatar.tsx';
import { useAuth, useLoginHref } from '../lib/auth.ts';
import { LOGOUT_URL, paths } from '../lib/paths.ts';
import { useTheme } from '../lib/theme.ts';

/**
 * The menu hands focus back to its button as it closes; opening a dialog just after that lets the dialog
 * take focus and, on close, return it to the menu button rather than to a vanished menu item.
 */
function afterMenuCloses(fn: () => void) {
  window.setTimeout(fn, 20);
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-sm px-3 py-2 font-sans text-sm text-ink outline-none data-[highlighted]:bg-chip [&_svg]:size-4';

type HeaderMenuProps = {
  /** The menu button, as the header draws it. */
  trigger: ReactElement;
  onSearch: () => void;
  onCreate: () => void;
  /** Unread notifications, as the badge shows them. */
  count: number;
};

/** The header's menu, open as it mounts: it is loaded when the reader first presses its button (docs/decisions/0224-first-screen-script.md). */
export function HeaderMenu({ trigger, onSearch, onCreate, count }: HeaderMenuProps) {
  const { user, isStaff } = useAuth();
  const signInHref = useLoginHref();
  const [theme, toggleTheme] = useTheme();
  const [, navigate] = useLocation();
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-40 w-64 border border-rule-strong/30 bg-raised p-1 shadow-xl">
          <DropdownMenu.Item className={itemClass} onSelect={() => afterMenuCloses(onSearch)}>
            <Search aria-hidden="true" /> Search
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={toggleTheme}>
            {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
            {theme === 'dark' ? 'Light Mode' : 'Dark Mode'}
          </DropdownMenu.Item>
          {isStaff ? (
            <>
              <DropdownMenu.Item className={itemClass} onSelect={() => afterMenuCloses(onCreate)}>
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
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.adminAudit)}>
                <History aria-hidden="true" /> Audit log
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.adminApiKeys)}>
                <KeyRound aria-hidden="true" /> API keys
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.adminWrongNumbers)}>
                <PhoneOff aria-hidden="true" /> Wrong numbers
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
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.inbox)}>
                <Bell aria-hidden="true" /> Notifications
                {count > 0 ? (
                  <span className="ml-auto rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-ink">
                    {count > 99 ? '99+' : count}
                  </span>
                ) : null}
              </DropdownMenu.Item>
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
  );
}
