import { BellOff, BellPlus } from 'lucide-react';
import { useSubscriptionCheck, useSubscriptionMutations } from '../lib/subscriptions.ts';
import { Button } from './ui/button.tsx';

type SubscribeButtonProps = {
  authorId: string;
  authorName: string;
  /** A signed-in viewer who is not the author: only then is the subscription checked. */
  canCheck: boolean;
};

/** Subscribe / Unsubscribe with 'Subscribing...' / 'Unsubscribing...' while pending. */
export function SubscribeButton({ authorId, authorName, canCheck }: SubscribeButtonProps) {
  const check = useSubscriptionCheck(authorId, canCheck);
  const { subscribe, unsubscribe } = useSubscriptionMutations(authorId, authorName);
  const subscribed = check.data?.isSubscribed === true;
  const pending = subscribe.isPending || unsubscribe.isPending;

  if (subscribed) {
    return (
      <Button variant="outline" size="sm" disabled={pending} onClick={() => unsubscribe.mutate()}>
        <BellOff aria-hidden="true" />
        {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
    );
  }
  return (
    <Button variant="accent" size="sm" disabled={pending || (canCheck && check.isLoading)} onClick={() => subscribe.mutate()}>
      <BellPlus aria-hidden="true" />
      {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
    </Button>
  );
}
