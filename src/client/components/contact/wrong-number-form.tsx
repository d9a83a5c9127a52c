import { type FormEvent, useState } from 'react';
import { useAuth, useLoginHref } from '../../lib/auth.ts';
import { useReportWrongNumber } from '../../lib/contact.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Textarea } from '../ui/textarea.tsx';

/** 'Wrong number?' beside a number: a short note to staff (docs/decisions/0284-wrong-number-reports.md). */
export function WrongNumberForm({ officeId, phone }: { officeId: string; phone: string }) {
  const { user } = useAuth();
  const loginHref = useLoginHref();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const report = useReportWrongNumber();

  if (report.isSuccess)
    return (
      <p className="font-sans text-xs text-muted" role="status">
        Thanks — staff will check {phone}.
      </p>
    );
  if (!open)
    return (
      <Button variant="link" size="sm" className="h-auto justify-self-start p-0 text-xs text-muted" onClick={() => setOpen(true)}>
        Wrong number?
      </Button>
    );
  if (user === null)
    return (
      <p className="font-sans text-xs text-muted">
        <a href={loginHref} className="font-semibold text-ink underline underline-offset-4">
          Log in
        </a>{' '}
        to report a wrong number.
      </p>
    );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    report.mutate({ officeId, note });
  }
  return (
    <form onSubmit={onSubmit} className="mt-1 grid gap-2" aria-label={`Report ${phone} as wrong`}>
      <Field label={`What is wrong with ${phone}? (optional)`}>
        <Textarea value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} className="min-h-12" />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={report.isPending}>
          {report.isPending ? 'Sending...' : 'Report wrong number'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {report.isError ? (
        <p className="font-sans text-xs text-score-low" role="alert">
          Could not send the report. Please try again.
        </p>
      ) : null}
    </form>
  );
}
