import { useState } from 'react';
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

type Errors = Record<string, string>;

/**
 * A form's errors as its submit (or the server's refusal) found them, kept true as the reader edits: a field
 * changed since then shows the error it has now, or none once it is valid ('Bill number is required' goes
 * as 'H. 101' is typed); a field not changed keeps its error (a server refusal the client cannot check
 * stays until the field is edited). `input` is what the form would send, keyed as the schema's fields.
 */
export function useFormErrors(schema: z.ZodType, input: Record<string, unknown>) {
  const [found, setFound] = useState<{ errors: Errors; input: Record<string, unknown> }>({ errors: {}, input });
  let now: Errors | undefined;
  const errors: Errors = {};
  for (const [key, message] of Object.entries(found.errors)) {
    if (Object.is(input[key], found.input[key])) {
      errors[key] = message;
      continue;
    }
    now ??= ((result) => (result.success ? {} : fieldErrors(result.error)))(schema.safeParse(input));
    if (now[key]) errors[key] = now[key];
  }
  // Called with the input of the render that submitted: edits made while a request was out are compared to it.
  return { errors, setErrors: (next: Errors) => setFound({ errors: next, input }) };
}

/** A number input that falls back to a default when it is not a number. */
export function numberOr(text: string, fallback: number): number {
  const n = Number(text);
  return text.trim() === '' || Number.isNaN(n) ? fallback : n;
}

/**
 * How often, and how long apart, to look for the drawn errors: React may commit a state set after a server's
 * answer a little later. A timer rather than requestAnimationFrame: a frame callback is only a render hint,
 * and a test that fakes the clock once leaves jsdom's frames stopped for the files after it.
 */
const FOCUS_TRIES = 10;
const FOCUS_RETRY_MS = 16;

/** After a failed submit, move focus to the first invalid field so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null, triesLeft = FOCUS_TRIES): void {
  setTimeout(
    () => {
      const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) invalid.focus();
      else if (form?.isConnected && triesLeft > 1) focusFirstInvalid(form, triesLeft - 1);
    },
    triesLeft === FOCUS_TRIES ? 0 : FOCUS_RETRY_MS,
  );
}
