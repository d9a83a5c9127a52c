import { useLocation } from 'wouter';
import { initials } from '../../../shared/format.ts';
import { BackButton } from '../../components/back-button.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { serverMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { adminRowName } from './admin-name.ts';
import { useAdminUsers, useSetStaff } from './api.ts';

/** SPEC.md §2 "Admin User Management /admin/users" (the server decides who may use it). */
export function AdminUsersPage() {
  const [, navigate] = useLocation();
  const { user: me } = useAuth();
  const users = useAdminUsers();
  const setStaff = useSetStaff();
  const list = users.data ?? [];

  function toggle(userId: string, isStaff: 0 | 1) {
    setStaff.mutate(
      { userId, isStaff },
      {
        onSuccess: () => toast({ title: 'User staff status updated' }),
        onError: () => toast({ title: 'Failed to update staff status', variant: 'destructive' }),
      },
    );
  }

  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6">
      <div className="mb-4">
        <BackButton label="Back" onClick={() => navigate(paths.home)} />
      </div>
      <Card>
        <h1 className="border-b border-rule px-5 py-4 font-display text-3xl font-bold text-ink">User Management</h1>
        {users.isLoading ? (
          <div aria-busy="true" aria-label="Loading users" className="grid gap-3 p-5">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : users.isError ? (
          // A reader may open this page (SPEC.md §6); say what the server said, not its raw '403: {json}'.
          <p role="alert" className="p-5 text-sm text-score-low">
            {serverMessage(users.error) ?? users.error.message}
          </p>
        ) : list.length === 0 ? (
          <p className="p-5 text-sm text-muted">No users found</p>
        ) : (
          <ul>
            {list.map((u) => {
              const isMe = me?.id === u.id;
              const pending = setStaff.isPending && setStaff.variables?.userId === u.id;
              return (
                <li key={u.id} className="flex flex-col gap-3 border-b border-rule px-5 py-4 last:border-b-0 sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <Avatar src={u.profileImageUrl} fallback={initials(u)} />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-sans text-sm font-semibold text-ink">
                        <span className="truncate">{adminRowName(u)}</span>
                        {u.isStaff === 1 ? <Badge>Staff</Badge> : null}
                        {isMe ? <Badge variant="outline">You</Badge> : null}
                      </p>
                      <p className="truncate font-sans text-xs text-muted">{u.email}</p>
                    </div>
                  </div>
                  <Button
                    variant={u.isStaff === 1 ? 'outline' : 'default'}
                    size="sm"
                    disabled={isMe || setStaff.isPending}
                    onClick={() => toggle(u.id, u.isStaff === 1 ? 0 : 1)}
                    className="self-start sm:self-auto"
                  >
                    {pending ? 'Updating...' : u.isStaff === 1 ? 'Remove Staff' : 'Make Staff'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </main>
  );
}
