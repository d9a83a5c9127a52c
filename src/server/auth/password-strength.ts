// New passwords are checked against zxcvbn-ts's dictionaries of common and breached passwords, names
// and words, plus the account's own email and names (NIST SP 800-63B-4 blocklist; no composition
// rules). The dictionaries are a few megabytes, so they load on the first check, not at start-up.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scale is 0–4; 3 means 'safely unguessable: moderate protection from offline attacks'. */
const MINIMUM_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  })();
  return checker;
}

/** Undefined when the password is strong enough; otherwise the sentence to show under the field. */
export async function passwordWeakness(password: string, personal: readonly (string | null | undefined)[] = []): Promise<string | undefined> {
  const words = personal.flatMap((value) => (value ? [value, ...value.split(/[@.\s_+-]+/)] : [])).filter((word) => word.length >= 3);
  const result = (await loadChecker()).check(password, [...words, 'civic', 'ledger', 'civicledger']);
  if (result.score >= MINIMUM_SCORE) return undefined;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  const reason = hint ? `${hint.replace(/\.?$/, '.')} ` : '';
  return `This password is too easy to guess. ${reason}Try a longer phrase of unrelated words.`;
}
