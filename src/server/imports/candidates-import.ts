// Refresh Candidates: OpenFEC candidates of the coming federal election, each with its latest totals as
// donations, written one candidate per transaction and keyed by FEC candidate id.
import type { Database } from '../db/connect.ts';
import { insertCandidate, knownFecIds } from '../repositories/import-candidates.ts';
import type { HttpClient } from './http/http-client.ts';
import { mapFecCandidate } from './openfec/candidate-mapping.ts';
import { type FecApi, fetchCandidates, fetchDonations } from './openfec/candidates-client.ts';
import type { RunTracker } from './run-recorder.ts';

type Options = { candidatePerPage?: number; candidateMaxPages?: number; now?: Date };

/** The next federal general election: this year when it is even, else next year. */
export const nextElectionYear = (now: Date) => now.getUTCFullYear() + (now.getUTCFullYear() % 2);

export async function importCandidates(
  db: Database,
  http: HttpClient,
  api: FecApi,
  options: Options,
  run: RunTracker,
  progress?: (line: string) => void,
) {
  const found = await fetchCandidates(http, api, {
    electionYear: nextElectionYear(options.now ?? new Date()),
    perPage: options.candidatePerPage ?? 20,
    maxPages: options.candidateMaxPages ?? 2,
  });
  // A retried job's run goes on after the candidates its earlier attempt finished.
  const pending = found.filter((c) => !run.isDone(`candidate:${c.candidate_id}`));
  const known = await knownFecIds(
    db,
    pending.map((c) => c.candidate_id),
  );
  await run.addTotal(pending.length);
  let added = 0;
  let skipped = 0;
  const failed: string[] = [];
  for (const candidate of pending) {
    if (known.has(candidate.candidate_id)) {
      skipped += 1;
      await run.item(`candidate:${candidate.candidate_id}`, 'unchanged');
      continue;
    }
    // A candidate whose totals cannot be read is still imported, without donations, and reported.
    const donations = await fetchDonations(http, api, candidate.candidate_id).catch(() => {
      failed.push(candidate.candidate_id);
      return [];
    });
    const inserted = await insertCandidate(db, mapFecCandidate(candidate, donations));
    if (inserted) added += 1;
    else skipped += 1;
    await run.item(`candidate:${candidate.candidate_id}`, inserted ? 'added' : 'unchanged');
    known.add(candidate.candidate_id);
    progress?.(`candidates: ${candidate.candidate_id} ${candidate.name}`);
  }
  return { added, skipped, failed };
}
