import { useMutation } from '@tanstack/react-query';
import { unsubscribeDigest } from '../../../shared/api/follows.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { serverMessage } from '../../lib/api.ts';
import { callEndpoint } from '../../lib/endpoint.ts';

/**
 * Where a digest's unsubscribe link lands. Opening the page changes nothing (mail scanners open links);
 * the button does, with the token from the link and no need to sign in.
 */
export function UnsubscribePage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: () => callEndpoint(unsubscribeDigest, { query: { token } }) });
  return (
    <main className="mx-auto max-w-xl px-4 pt-10 pb-16 sm:px-6">
      <Card className="p-6">
        <h1 className="font-display text-3xl font-bold text-ink">Unsubscribe</h1>
        {unsubscribe.isSuccess ? (
          <p role="status" className="mt-3 font-sans text-ink">
            You are unsubscribed. No more email digests will be sent; you can choose them again under Account security on your profile.
          </p>
        ) : (
          <>
            <p className="mt-3 font-sans text-ink">Stop the email digests of what you follow?</p>
            <Button className="mt-4" disabled={!token || unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe from digests'}
            </Button>
            {unsubscribe.isError ? (
              <p role="alert" className="mt-3 text-sm text-score-low">
                {serverMessage(unsubscribe.error) ?? 'This unsubscribe link is not valid.'}
              </p>
            ) : null}
          </>
        )}
      </Card>
    </main>
  );
}
