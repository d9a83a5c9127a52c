import { Check, Code } from 'lucide-react';
import { type EmbedKind, embedCode } from '../../shared/embed-code.ts';
import { toast } from '../lib/toast.ts';
import { useCopied } from '../lib/use-copied.ts';
import { Button } from './ui/button.tsx';

/**
 * 'Copy embed code': the iframe of the item's score card (docs/decisions/0273-embeds.md), the same markup
 * oEmbed gives publishing tools, for a newsroom to paste into its own page.
 */
export function EmbedButton({ kind, id, title }: { kind: EmbedKind; id: number; title: string }) {
  const [copied, flagCopied] = useCopied();

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(embedCode(window.location.origin, kind, id, `Score card: ${title}`));
      toast({ title: 'Embed code copied!', description: 'Paste it into your page to show this score card.' });
      flagCopied();
    } catch {
      toast({ title: 'Failed to copy', description: 'Could not copy the embed code to your clipboard.', variant: 'destructive' });
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={onCopy}>
      {copied ? <Check aria-hidden="true" /> : <Code aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy embed code'}</span>
    </Button>
  );
}
