import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import { Label } from './label.tsx';

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  /** Rendered between the label and the control, e.g. a formatting toolbar. */
  addon?: ReactNode;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
};

/** A labelled form control whose error is tied to it and announced (role=alert) when it appears. */
export function Field({ label, error, hint, addon, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {addon}
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-score-low">
          {error}
        </p>
      ) : null}
    </div>
  );
}
