import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ApiKeyView } from '../../../shared/schemas/api-keys.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { dateTime } from '../../lib/time.ts';
import { toast } from '../../lib/toast.ts';
import { useApiKeys, useIssueApiKey, useRevokeApiKey } from './api.ts';
import { errorText, Refused } from './refused.tsx';

/**
 * Staff: issue a key to a newsroom or researcher who reads the API a lot (a higher limit), and revoke it
 * (docs/decisions/0271-public-read-api.md). The key is shown once, right after it is issued: only its
 * hash is kept.
 */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const issue = useIssueApiKey();
  const [name, setName] = useState('');
  const [issued, setIssued] = useState<{ name: string; key: string } | null>(null);

  function onIssue(event: FormEvent) {
    event.preventDefault();
    issue.mutate(name, {
      onSuccess: (key) => {
        setIssued({ name: key.name, key: key.key });
        setName('');
      },
      onError: (error) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });
  }

  return (
    <main className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-6 pb-16 sm:px-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-ink">API keys</h1>
        <p className="mt-1 font-serif text-sm text-muted italic">
          Free keys for heavy readers of the public API: sent in the X-API-Key header, they raise the read limit.
        </p>
      </header>
      {keys.isError ? (
        <Refused error={keys.error} what="API keys" />
      ) : (
        <>
          <Card className="p-5">
            <form onSubmit={onIssue} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
              <Field label="Who the key is for">
                <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={200} required />
              </Field>
              <Button type="submit" disabled={issue.isPending}>
                <KeyRound aria-hidden="true" /> Issue key
              </Button>
            </form>
            {issued ? (
              <div role="status" className="mt-4 grid gap-1 rounded-sm border border-rule-strong/40 p-3">
                <p className="text-sm text-ink">
                  The key for <strong>{issued.name}</strong>. Copy it now: it will not be shown again.
                </p>
                <code className="font-mono text-sm break-all text-ink">{issued.key}</code>
              </div>
            ) : null}
          </Card>
          <Card>
            <h2 className="border-b border-rule px-5 py-3 font-sans text-sm font-semibold tracking-wide text-muted uppercase">Keys</h2>
            {keys.isLoading ? (
              <Skeleton className="m-5 h-16" />
            ) : keys.data!.length === 0 ? (
              <p className="p-5 text-sm text-muted">No key has been issued yet</p>
            ) : (
              <ul>
                {keys.data!.map((key) => (
                  <KeyItem key={key.id} apiKey={key} />
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </main>
  );
}

function KeyItem({ apiKey }: { apiKey: ApiKeyView }) {
  const revoke = useRevokeApiKey();
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-rule px-5 py-3 last:border-b-0">
      <div className="min-w-0">
        <p className="font-sans font-semibold text-ink">{apiKey.name}</p>
        <p className="text-sm text-muted">
          <code className="font-mono">{apiKey.prefix}…</code> · issued {dateTime(apiKey.createdAt)}
          {revoked ? ` · revoked ${dateTime(apiKey.revokedAt!)}` : ''}
        </p>
      </div>
      {revoked ? (
        <span className="text-sm text-muted">Revoked</span>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`Revoke the key for ${apiKey.name}`}
          onClick={() =>
            revoke.mutate(apiKey.id, {
              onError: (error) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
            })
          }
        >
          Revoke
        </Button>
      )}
    </li>
  );
}
