// `npm run import -- legiscan <file.zip>`: one LegiScan dataset (one session of one state legislature), in
// either of LegiScan's formats, told apart by what the archive holds (docs/decisions/0321-legiscan-datasets.md).
// The archive is read one entry at a time and written in batches, in one transaction: a dataset that turns
// out damaged or malformed half-way leaves nothing behind. Incremental: the same archive again is known by
// its SHA-256 and not read; a newer dataset of the session writes only the people whose hash changed, the
// bills whose change hash changed (with their sponsors and history) and the roll calls not yet held (a roll
// call is written once, with every member's position); an older one is refused.
import path from 'node:path';
import { recomputeScaling } from '../../analysis/recompute-scaling.ts';
import type { Database } from '../../db/connect.ts';
import { findImportedArchive, heldDatasetDate, storedLegiscanSession, writeLegiscanSession } from '../../repositories/import-legiscan.ts';
import { joinStateLegislators } from '../openstates-people/join-legislators.ts';
import { CsvDataset } from './csv-dataset.ts';
import { archiveDigest, DatasetError } from './dataset-archive.ts';
import { datasetLayout, datasetNameFacts } from './dataset-layout.ts';
import { JsonDataset } from './json-dataset.ts';
import type { DatasetReader } from './records.ts';
import { emptyResult, type LegiscanResult, SessionImport } from './session-import.ts';

export type { LegiscanResult } from './session-import.ts';

export async function importLegiscan(db: Database, file: string, progress: (line: string) => void): Promise<LegiscanResult> {
  const name = path.basename(file);
  const digest = await archiveDigest(file);
  const known = await findImportedArchive(db, digest);
  if (known) {
    const result: LegiscanResult = {
      ...emptyResult(known.state, known.sessionId, known.title, null),
      alreadyImported: true,
      message: `Nothing new: ${name} was imported before (${known.state} ${known.title}, LegiScan session ${known.sessionId}); nothing written.`,
    };
    progress(`legiscan: ${result.message}`);
    return result;
  }
  // Everything about the archive's layout is checked before the transaction opens.
  const layout = await datasetLayout(file);
  const reader: DatasetReader = layout.format === 'csv' ? new CsvDataset(file, layout) : new JsonDataset(file, layout);
  const session = await reader.session();
  if (session.state !== layout.state) throw new DatasetError(`${name} holds ${layout.state}'s folder but bills of ${session.state}`);
  const named = datasetNameFacts(file);
  const datasetDate = named?.datasetDate ?? layout.newestEntry;
  // An older dataset imported after a newer one would take the session back: it is refused.
  const held = await heldDatasetDate(db, session.sessionId);
  if (held && datasetDate < held)
    throw new DatasetError(
      `${name} is a dataset of ${datasetDate}, older than the one of ${held} already imported for ${session.state} ${session.title}`,
    );
  progress(
    `legiscan: ${name}: ${session.state} ${session.title} (LegiScan session ${session.sessionId}), ${layout.format.toUpperCase()} format`,
  );

  const result = await db.transaction(async (tx) => {
    await writeLegiscanSession(tx, {
      sessionId: session.sessionId,
      state: session.state,
      yearStart: session.yearStart,
      yearEnd: session.yearEnd,
      special: session.special,
      name: session.name,
      title: session.title,
      datasetHash: named?.datasetHash ?? null,
      datasetDate,
      format: layout.format,
      archiveSha256: digest,
    });
    const stored = await storedLegiscanSession(tx, session.sessionId, session.state);
    const run = new SessionImport(tx, session, datasetDate, stored, progress);
    await run.people(reader);
    await run.bills(reader);
    await run.rollCalls(reader);
    return run.result(layout.format);
  });
  progress(`legiscan: ${result.message}`);
  // The state's legislators joined to their officials (when Open States people are in), and their new votes
  // scored and scaled: whichever of the two imports runs first, the second joins.
  const join = await joinStateLegislators(db, { states: [session.state], progress });
  // New roll calls move the state's scales and inferred bill scores even before any legislator is joined.
  if (join.officialsRescored === 0 && result.rollCalls.added > 0) await recomputeScaling(db, { states: [session.state] });
  return join.message ? { ...result, message: `${result.message}\n${join.message}` } : result;
}
