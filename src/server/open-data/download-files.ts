// Each bulk download built once per version of its data and then served as a file
// (docs/decisions/0311-bulk-downloads-built-once.md). A file stays current until a change to what its
// rows are read from reaches this instance (the response cache's topics); the next request then builds
// the new version, once however many ask at the same time, and the old version's file is removed.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, mkdtemp, open, rename, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Dataset, DownloadFile, DownloadFormat } from '../../shared/open-data.ts';
import { reaches, type Topic } from '../cache/topics.ts';
import type { Database } from '../db/connect.ts';
import { downloadText } from './download-stream.ts';

/** What each dataset's rows are read from, in the response cache's names: a change to one makes its files stale. */
export const DOWNLOAD_TOPICS: Record<Dataset, readonly Topic[]> = {
  officials: ['officials'],
  bills: ['bills'],
  'roll-calls': ['roll-calls'],
  // A position names its roll call and the official it was matched to; both changes name 'roll-calls'.
  positions: ['roll-calls'],
};

/** One built version of a file. */
export type DownloadVersion = {
  path: string;
  /** Strong: the file's digest, so the same rows carry the same tag on every instance and after a restart. */
  etag: string;
  /** When these rows were first built here, whole seconds as HTTP dates have them. */
  lastModified: Date;
  size: number;
};

type Slot = {
  /** The version of the data as this instance last heard of it; undefined once a change reaches it. */
  current: DownloadVersion | undefined;
  /** The version built last, current or not: its tag and date carry over when a rebuild finds the same rows. */
  latest: DownloadVersion | undefined;
  /** The build under way for the current data, which every request for the file meanwhile joins. */
  flight: Promise<DownloadVersion> | undefined;
  /** Files of versions no longer current, removed once a newer one is in place (a reader may still hold one open). */
  superseded: Set<string>;
};

export type DownloadFilesOptions = { db: Database; clock: () => Date; log: Pick<FastifyBaseLogger, 'warn'> };

export class DownloadFiles {
  private readonly slots = new Map<DownloadFile, Slot>();
  private readonly stopping = new AbortController();
  private readonly options: DownloadFilesOptions;
  /**
   * A directory of this instance's own under the OS temp dir (TMPDIR): the files are a cache, rebuilt
   * after a restart, so no persistent volume is needed (on PostgreSQL there may be no DATA_DIR worth the
   * name). Made at the first build, so an instance that serves no download leaves nothing behind.
   */
  private dir: Promise<string> | undefined;

  constructor(options: DownloadFilesOptions) {
    this.options = options;
  }

  /** The current version if it is built: never builds (HEAD answers from this). */
  peek(file: DownloadFile): DownloadVersion | undefined {
    return this.slot(file).current;
  }

  /** The current version: built, being built (joined), or built now. */
  version(file: DownloadFile): Promise<DownloadVersion> {
    const slot = this.slot(file);
    if (slot.current) return Promise.resolve(slot.current);
    if (slot.flight) return slot.flight;
    const flight: Promise<DownloadVersion> = this.build(file).then((built) => this.settle(slot, flight, built));
    slot.flight = flight;
    flight.catch(() => {
      if (slot.flight === flight) slot.flight = undefined;
    });
    return flight;
  }

  /**
   * The current version, open for reading. A version replaced between being found and being opened (its
   * file removed) is looked up again: the newer one is what the reader should have anyway.
   */
  async openCurrent(file: DownloadFile): Promise<{ version: DownloadVersion; handle: FileHandle }> {
    for (let attempt = 1; ; attempt += 1) {
      const version = await this.version(file);
      try {
        return { version, handle: await open(version.path, 'r') };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
        // Still current, it was removed behind our back (a temp dir cleaner): build it again.
        const slot = this.slot(file);
        if (slot.current === version) slot.current = undefined;
      }
    }
  }

  /**
   * Topics a write changed: every file read from one of them is stale. A build already running finishes
   * for the requests that joined it (they were concurrent with the write) but is not kept: the write may
   * have landed after it read.
   */
  changed(topics: readonly Topic[]) {
    for (const [file, slot] of this.slots) {
      const [dataset] = file.split('.') as [Dataset];
      if (!topics.some((changed) => DOWNLOAD_TOPICS[dataset].some((read) => reaches(changed, read)))) continue;
      if (slot.current) slot.superseded.add(slot.current.path);
      slot.current = undefined;
      slot.flight = undefined;
    }
  }

  /** Stops builds under way and removes every file. */
  async close() {
    this.stopping.abort();
    await Promise.allSettled([...this.slots.values()].map((slot) => slot.flight));
    const dir = await this.dir?.catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  }

  private slot(file: DownloadFile): Slot {
    let slot = this.slots.get(file);
    if (!slot) {
      slot = { current: undefined, latest: undefined, flight: undefined, superseded: new Set() };
      this.slots.set(file, slot);
    }
    return slot;
  }

  /**
   * Writes the file under a temporary name and renames it into place once whole, so no reader ever
   * opens half a file; its digest is taken on the way.
   */
  private async build(file: DownloadFile) {
    const [dataset, ...rest] = file.split('.') as [Dataset, ...string[]];
    const format = rest.join('.') as DownloadFormat;
    this.stopping.signal.throwIfAborted();
    this.dir ??= mkdtemp(path.join(os.tmpdir(), 'civic-ledger-downloads-'));
    const dir = await this.dir;
    // Again each time: a temp dir cleaner may have removed it under a long-running instance.
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, `${randomUUID()}-${file}`);
    const partial = `${target}.partial`;
    const digest = createHash('sha256');
    let size = 0;
    try {
      await pipeline(
        downloadText(this.options.db, dataset, format),
        createGzip(),
        async function* measure(chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            digest.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(partial, { flags: 'wx' }),
        { signal: this.stopping.signal },
      );
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
    return { path: target, etag: `"${digest.digest('base64url').slice(0, 32)}"`, size };
  }

  /** Makes a finished build the current version, unless a change detached it meanwhile. */
  private async settle(
    slot: Slot,
    flight: Promise<DownloadVersion>,
    built: Omit<DownloadVersion, 'lastModified'>,
  ): Promise<DownloadVersion> {
    const version = { ...built, lastModified: this.lastModified(slot.latest, built.etag) };
    if (slot.flight !== flight) {
      slot.superseded.add(version.path);
      return version;
    }
    slot.flight = undefined;
    if (slot.latest) slot.superseded.add(slot.latest.path);
    slot.superseded.delete(version.path);
    slot.current = version;
    slot.latest = version;
    const old = [...slot.superseded];
    slot.superseded.clear();
    // Unlinking leaves a reader that has the file open reading it to its end.
    await Promise.all(
      old.map((file) =>
        unlink(file).catch((error: unknown) => this.options.log.warn({ err: error, file }, 'downloads: could not remove an old version')),
      ),
    );
    return version;
  }

  /**
   * The same rows keep their date, so If-Modified-Since still matches after a change elsewhere; new rows
   * are dated now, and always later than the version before (a second later at least, as HTTP dates go).
   */
  private lastModified(latest: DownloadVersion | undefined, etag: string): Date {
    if (latest?.etag === etag) return latest.lastModified;
    const now = Math.floor(this.options.clock().getTime() / 1000) * 1000;
    return new Date(latest ? Math.max(now, latest.lastModified.getTime() + 1000) : now);
  }
}
