// The roll calls of a folder laid out as the congress scraper writes it,
// `data/{congress}/votes/{session year}/{h|s}{number}/data.json`, in order of Congress, session, chamber
// and number. Only names are listed here: each file is read when its turn comes, so a whole Congress
// never sits in memory.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export type VoteFileEntry = { path: string; key: string; congress: number; session: number; chamber: 'house' | 'senate'; number: number };

/** The first year of a Congress: the 1st met in 1789, and each sits two years. */
const firstYear = (congress: number) => 1789 + 2 * (congress - 1);

async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((e) => e.isDirectory()).map((e) => e.name);
}

export async function listVoteFiles(folder: string): Promise<VoteFileEntry[]> {
  const data = path.join(folder, 'data');
  const congresses = (await subfolders(data)).filter((name) => /^\d+$/.test(name));
  if (congresses.length === 0) throw new Error(`${folder} has no data/{congress}/votes/ folders (the congress scraper's layout)`);
  const entries: VoteFileEntry[] = [];
  for (const congressName of congresses) {
    const congress = Number(congressName);
    const votes = path.join(data, congressName, 'votes');
    for (const year of (await subfolders(votes)).filter((name) => /^\d{4}$/.test(name))) {
      // The scraper names a session by its year; the roll call's key by its number in the Congress (1 or 2).
      const session = Number(year) - firstYear(congress) + 1;
      for (const dir of await subfolders(path.join(votes, year))) {
        const m = /^([hs])(\d+)$/.exec(dir);
        if (!m) continue;
        const chamber = m[1] === 'h' ? 'house' : 'senate';
        const number = Number(m[2]);
        entries.push({
          path: path.join(votes, year, dir, 'data.json'),
          key: `${chamber}:${congress}:${session}:${number}`,
          congress,
          session,
          chamber,
          number,
        });
      }
    }
  }
  return entries.sort(
    (a, b) => a.congress - b.congress || a.session - b.session || a.chamber.localeCompare(b.chamber) || a.number - b.number,
  );
}
