import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { callScript, type ScriptInput, scriptHeading } from '../../../shared/call-script.ts';
import { Button } from '../ui/button.tsx';
import { Textarea } from '../ui/textarea.tsx';

/** The script for one official, editable and copyable (docs/decisions/0282-call-scripts.md). */
export function ScriptBox(input: ScriptInput) {
  const id = useId();
  const generated = callScript(input);
  const [text, setText] = useState(generated);
  const [wordsFor, setWordsFor] = useState(generated);
  const [copied, setCopied] = useState(false);
  // A new stance or vote gives new words; the reader's edits were to the old ones. Set while drawing (not in
  // an effect), so the box never shows the old words for a frame.
  if (wordsFor !== generated) {
    setWordsFor(generated);
    setText(generated);
  }

  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-display text-lg font-bold text-ink">
        {scriptHeading(input.stance, input.position)}
      </label>
      <Textarea
        id={id}
        value={text}
        rows={7}
        onChange={(e) => {
          setText(e.target.value);
          setCopied(false);
        }}
        className="font-serif text-sm"
      />
      <div className="flex items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> Copy script
        </Button>
        <span className="font-sans text-xs text-muted" aria-live="polite">
          {copied ? 'Copied.' : 'Edit it as you like; it stays on this page.'}
        </span>
      </div>
    </div>
  );
}
