// The side a caller's script takes (docs/decisions/0332-one-position-per-bill.md). A signed-in reader has one
// position on a bill: the call flow shows and sets the same stored stance as the bill's 'Your position', so the
// two never disagree and clearing it there clears it here. A visitor, who cannot keep a stance, chooses for the
// script alone, supporting until they say otherwise (docs/decisions/0282-call-scripts.md).
import { useState } from 'react';
import type { Stance } from '../../../shared/call-script.ts';
import { useAuth } from '../../lib/auth.ts';
import { useBillStance } from '../../lib/my-match.ts';

type ScriptStance = {
  /** null: a signed-in reader who has not taken a side yet, so there is no script to read. */
  stance: Stance | null;
  choose: (stance: Stance) => void;
  saving: boolean;
  /** The line under the choice: where the side comes from, or that saving it failed. */
  note: string;
};

export function useScriptStance(billId: number): ScriptStance {
  const { user } = useAuth();
  const mine = useBillStance(billId);
  const [visitorStance, setVisitorStance] = useState<Stance>('support');
  if (user === null) {
    return { stance: visitorStance, choose: setVisitorStance, saving: false, note: 'Choose your side; the script follows it.' };
  }
  return {
    stance: mine.current,
    choose: (stance) => mine.set.mutate(stance),
    saving: mine.set.isPending,
    note: mine.set.isError
      ? 'Could not save your position. Please try again.'
      : mine.isLoading
        ? 'Loading your position...'
        : mine.current
          ? 'Kept as your position on this bill; only you see it.'
          : 'Choose your side for a script; it is kept as your position on this bill, which only you see.',
  };
}
