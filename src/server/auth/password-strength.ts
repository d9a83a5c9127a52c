// New passwords are checked against zxcvbn-ts's dictionaries of common and breached passwords, names
// and words, plus the account's own email and names (NIST SP 800-63B-4 blocklist; no composition
// rules). The check runs on a worker thread, through the process's queue of password work
// (docs/decisions/0193-costly-work-off-the-event-loop.md); the thread loads the dictionaries (a few
// megabytes) when the first check needs it, not at start-up.
import { Worker } from 'node:worker_threads';
import { passwordWork } from '../platform/work-queue.ts';

/** zxcvbn's scale is 0–4; 3 means 'safely unguessable: moderate protection from offline attacks'. */
const MINIMUM_SCORE = 3;

type Verdict = { score: number; warning: string | null; suggestion: string | null };
type Answer = Verdict & { id: number; error?: string };

let thread: { worker: Worker; pending: Map<number, { resolve: (verdict: Verdict) => void; reject: (error: Error) => void }> } | undefined;
let nextId = 0;

function checker() {
  if (thread) return thread;
  const worker = new Worker(new URL('./password-strength-worker.mjs', import.meta.url));
  // An idle checker does not keep the process alive; a busy one is awaited by its request.
  worker.unref();
  const pending = new Map<number, { resolve: (verdict: Verdict) => void; reject: (error: Error) => void }>();
  const current = { worker, pending };
  worker.on('message', (answer: Answer) => {
    const waiter = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error) waiter?.reject(new Error(`password check failed: ${answer.error}`));
    else waiter?.resolve(answer);
  });
  // A thread that died fails the checks it held; the next check starts a new one.
  const fail = (error: Error) => {
    if (thread === current) thread = undefined;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`password checker exited with code ${code}`)));
  thread = current;
  return current;
}

function check(password: string, userInputs: string[]): Promise<Verdict> {
  const { worker, pending } = checker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, password, userInputs });
  });
}

/** Undefined when the password is strong enough; otherwise the sentence to show under the field. */
export async function passwordWeakness(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): Promise<string | undefined> {
  const words = personal.flatMap((value) => (value ? [value, ...value.split(/[@.\s_+-]+/)] : [])).filter((word) => word.length >= 3);
  const result = await passwordWork.run(() => check(password, [...words, 'civic', 'ledger', 'civicledger']));
  if (result.score >= MINIMUM_SCORE) return undefined;
  const hint = result.warning ?? result.suggestion;
  const reason = hint ? `${hint.replace(/\.?$/, '.')} ` : '';
  return `This password is too easy to guess. ${reason}Try a longer phrase of unrelated words.`;
}
