import type { z } from 'zod';

/** The first message for each top-level field of a failed zod parse, for showing beside the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** A number input that falls back to a default when it is not a number. */
export function numberOr(text: string, fallback: number): number {
  const n = Number(text);
  return text.trim() === '' || Number.isNaN(n) ? fallback : n;
}

/** Frames to wait for the errors to be drawn: React may commit a state set in an async callback after the next frame. */
const FOCUS_FRAMES = 10;

/** After a failed submit, move focus to the first invalid field so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = FOCUS_FRAMES): void {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (form?.isConnected && framesLeft > 1) focusFirstInvalid(form, framesLeft - 1);
  });
}
