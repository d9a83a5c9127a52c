import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { getDigestSettings, saveDigestSettings } from '../../../shared/api/follows.ts';
import type { DigestFrequency } from '../../../shared/schemas/follows.ts';
import { Segmented } from '../../components/segmented.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint.ts';
import { toast } from '../../lib/toast.ts';

const OPTIONS: { value: DigestFrequency; label: string }[] = [
  { value: 'none', label: 'Never' },
  { value: 'immediately', label: 'Immediately' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

/** How often the owner is emailed what happened to what they follow; only a verified address gets mail. */
export function DigestSettings() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(endpointQuery(getDigestSettings));
  const save = useMutation({
    mutationFn: (frequency: DigestFrequency) => callEndpoint(saveDigestSettings, { body: { frequency } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(endpointKey(getDigestSettings), saved);
      toast({
        title: 'Email digest saved',
        description: saved.frequency === 'none' ? 'No digests will be sent.' : `Digests: ${saved.frequency}.`,
      });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to save the email digest setting' }),
  });
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-display text-xl font-bold text-ink">
        Email digest
      </h3>
      <p className="font-sans text-sm text-muted">How often to email you what happened to what you follow.</p>
      {settings.isLoading || !settings.data ? (
        <Skeleton className="h-9 w-72" />
      ) : (
        <>
          <Segmented
            label="Email digest"
            value={save.isPending ? (save.variables ?? settings.data.frequency) : settings.data.frequency}
            options={OPTIONS}
            onChange={(value) => save.mutate(value)}
          />
          {settings.data.emailVerified ? null : (
            <p className="font-sans text-sm text-muted">Digests are sent only once your email address is verified.</p>
          )}
        </>
      )}
    </section>
  );
}
