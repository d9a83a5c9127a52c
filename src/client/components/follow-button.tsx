import { Bell, BellOff } from 'lucide-react';
import { useAuth } from '../lib/auth.ts';
import { type FollowTarget, useFollowCheck, useFollowMutations } from '../lib/follows.ts';
import { Button } from './ui/button.tsx';

type FollowButtonProps = FollowTarget & {
  /** What the toasts and the button's accessible name call it, e.g. 'H.R. 1' or 'Health'. */
  name: string;
};

/**
 * Follow / Unfollow an official, bill, candidate, subject or search ('Following...' / 'Unfollowing...'
 * while pending). A visitor sees Follow; pressing it sends them to log in, as Subscribe does.
 */
export function FollowButton({ kind, target, name }: FollowButtonProps) {
  const { isAuthenticated } = useAuth();
  const followed = { kind, target };
  const check = useFollowCheck(followed, isAuthenticated);
  const { follow, unfollow } = useFollowMutations(followed, name);
  const following = check.data?.following === true;
  const pending = follow.isPending || unfollow.isPending;
  if (following) {
    return (
      <Button variant="outline" size="sm" disabled={pending} aria-label={`Unfollow ${name}`} onClick={() => unfollow.mutate()}>
        <BellOff aria-hidden="true" />
        {unfollow.isPending ? 'Unfollowing...' : 'Unfollow'}
      </Button>
    );
  }
  return (
    <Button
      variant="accent"
      size="sm"
      disabled={pending || (isAuthenticated && check.isLoading)}
      aria-label={`Follow ${name}`}
      onClick={() => follow.mutate()}
    >
      <Bell aria-hidden="true" />
      {follow.isPending ? 'Following...' : 'Follow'}
    </Button>
  );
}
