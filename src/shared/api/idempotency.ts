// The Idempotency-Key header of creates (docs/decisions/0151-idempotent-creates.md): the client makes one
// per submit and sends it again on every retry of that submit; the server answers a repeat from the first answer.
import { z } from 'zod';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A UUID is what the client sends; any short visible-ASCII token is accepted from other callers. */
export const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, { error: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
