// A dataset's zip archive, read one entry at a time (yauzl reads the central directory lazily and inflates
// only the entry asked for), so memory stays flat whatever the archive's size. Every entry read is checked
// against the CRC-32 the archive recorded for it: a damaged archive fails, it is never half-read.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

/** The file is not a dataset this importer can read; the message names the file and the problem in one line. */
export class DatasetError extends Error {}

export type ArchiveEntry = {
  name: string;
  modified: Date;
  /** The entry's bytes, inflated and checked; only while the walk is on this entry. */
  open: () => Promise<Readable>;
};

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function openArchive(file: string): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.openPromise(file, { autoClose: false });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new DatasetError(`${file} does not exist`);
    if (code) throw new DatasetError(`${file} cannot be read: ${why(error)}`);
    throw new DatasetError(`${path.basename(file)} is not a zip archive (${why(error)})`);
  }
}

/** Passes the bytes through and fails at the end when their CRC-32 is not the recorded one. */
function crcChecked(entry: yauzl.Entry, file: string): Transform {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(
        crc >>> 0 === entry.crc32 >>> 0
          ? null
          : new DatasetError(`${entry.fileName} in ${path.basename(file)} is damaged (CRC-32 mismatch)`),
      );
    },
  });
}

/** Every entry of the archive, in its order; the archive is closed when the walk ends or is left. */
export async function* archiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  const zip = await openArchive(file);
  const damaged = (error: unknown) =>
    error instanceof DatasetError ? error : new DatasetError(`${path.basename(file)} is damaged: ${why(error)}`);
  try {
    const entries = zip.eachEntry();
    while (true) {
      let next: IteratorResult<yauzl.Entry>;
      try {
        next = await entries.next();
      } catch (error) {
        throw damaged(error);
      }
      if (next.done) return;
      const entry = next.value;
      yield {
        name: entry.fileName,
        modified: entry.getLastModDate(),
        open: async () => {
          let raw: Readable;
          try {
            raw = await zip.openReadStreamPromise(entry);
          } catch (error) {
            throw damaged(error);
          }
          const checked = crcChecked(entry, file);
          // An inflate error (a truncated or corrupt entry) ends the checked stream with the same one-line error.
          raw.on('error', (error) => checked.destroy(damaged(error)));
          return raw.pipe(checked);
        },
      };
    }
  } finally {
    zip.close();
  }
}

/** The whole of a (small) stream: one JSON file of a dataset. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The archive's SHA-256, read as a stream: the same archive imported again is known by it. */
export async function archiveDigest(file: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DatasetError(code === 'ENOENT' ? `${file} does not exist` : `${file} cannot be read: ${why(error)}`);
  }
  return hash.digest('hex');
}
