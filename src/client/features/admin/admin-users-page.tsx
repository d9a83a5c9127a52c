import { ScrollText } from 'lucide-react';
import { Link } from 'wouter';
import { fullNameOrEmail, initials } from '../../../shared/format.ts';
import { BackLink } from '../../components/back-link.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { serverMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.ts';
import { paths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { useAdminUsers, useSetStaff } from './api.ts';

/** User Management at /admin/users: accounts and their staff toggle (the server decides who may use it). */
export function AdminUsersPage() {
  const { user: me } = useAuth();
  const users = useAdminUsers();
  const setStaff = useSetStaff();
  const list = users.items;

  function toggle(userId: string, isStaff: 0 | 1) {
    setStaff.mutate(
      { userId, isStaff },
      {
        onSuccess: () => toast({ title: 'User staff status updated' }),
        onError: (error) => toast({ title: 'Failed to update staff status', description: serverMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6">
      <div className="mb-4">
        <BackLink label="Back" href={paths.home} />
      </div>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-rule px-5 py-4">
          <h1 className="font-display text-3xl font-bold text-ink">User Management</h1>
          <Link href={paths.adminAudit} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ScrollText aria-hidden="true" />
            Audit log
          </Link>
        </div>
        {users.isLoading ? (
          <div aria-busy="true" aria-label="Loading users" className="grid gap-3 p-5">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : users.isError && users.error ? (
          // A reader may open this page; say what the server said, not its raw '403: {json}'.
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
              // Only a proven address may become staff (the server refuses too); say why, not just grey out.
              const blocked = u.isStaff === 0 && !u.emailVerified;
              const reasonId = `unverified-${u.id}`;
              return (
                <li key={u.id} className="flex flex-col gap-3 border-b border-rule px-5 py-4 last:border-b-0 sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <Avatar src={u.profileImageUrl} fallback={initials(u)} />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-sans text-sm font-semibold text-ink">
                        <span className="truncate">{fullNameOrEmail(u)}</span>
                        {u.isStaff === 1 ? <Badge>Staff</Badge> : null}
                        {isMe ? <Badge variant="outline">You</Badge> : null}
                        {u.emailVerified ? null : <Badge variant="secondary">Unverified</Badge>}
                      </p>
                      <p className="truncate font-sans text-xs text-muted">{u.email}</p>
                      {blocked ? (
                        <p id={reasonId} className="font-sans text-xs text-muted italic">
                          Email not verified yet
                        </p>
                      ) : null}
                    </div>
                  </div>
                  <Button
                    variant={u.isStaff === 1 ? 'outline' : 'default'}
                    size="sm"
                    disabled={isMe || blocked || setStaff.isPending}
                    title={blocked ? 'Email not verified yet' : undefined}
                    aria-describedby={blocked ? reasonId : undefined}
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
        <div className="px-4 pb-4 empty:hidden">
          <ShowMore
            hasMore={users.hasMore}
            sentinel={users.sentinel}
            onMore={users.showMore}
            loading={users.isFetchingMore}
            label="Show more"
          />
        </div>
      </Card>
    </main>
  );
}
