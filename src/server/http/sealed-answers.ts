// A create's recorded answer is kept sealed (docs/decisions/0314-a-committed-write-answers-2xx.md): an
// answer may hold what is shown once, an API key above all, of which only a hash is kept
// (docs/decisions/0271-public-read-api.md), and its record lives a day. AES-256-GCM under a key derived
// from the server's secret, so a copy of the database alone opens none of them.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type AnswerSeal = { seal: (text: string) => string; open: (sealed: string) => string };

/** iv.tag.ciphertext, each base64url; a recorded answer's JSON never looks like it. */
const SEALED = /^[\w-]+\.[\w-]+\.[\w-]*$/;

export function answerSeal(secret: string): AnswerSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'civic-ledger recorded answers', 32));
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      // Recorded before answers were sealed: such a record is gone within a day of the upgrade.
      if (!SEALED.test(sealed)) return sealed;
      const [iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
    },
  };
}
