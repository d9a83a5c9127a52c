import { existsSync, readFileSync, statSync } from 'node:fs';

/**
 * A file of the client build, read on demand but cached by modification time, so a rebuild shows
 * without a restart. The reader answers undefined while the file does not exist.
 */
export function builtFile<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}
