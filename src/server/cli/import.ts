// `npm run import -- members|bills|votes|candidates|all`: the staff buttons' importers, run by an
// operator against the configured database (DATABASE_URL, else PGlite in DATA_DIR); and
// `npm run import -- congress-data <folder>`, every roll call of a folder in the congress scraper's format;
// `npm run import -- legislators <folder>`, the congress-legislators offices, contact links and committees,
// `npm run import -- fec-bulk <file>`, the FEC's "all candidates" summary file, and
// `npm run import -- legiscan <file.zip>`, one LegiScan dataset (a state legislature's session, CSV or JSON), and
// `npm run import -- openstates-people <file.zip> [--states MN,AZ]`, state and local officials from Open States, and
// `npm run import -- montana-filings <file.csv>` or `openelections <file.csv>`, 2026 state and local candidates.
import { notifyInvalidation } from '../cache/invalidation-bus.ts';
import { IMPORT_TOPICS } from '../cache/topics.ts';
import { importFecBulk } from '../imports/fec-bulk/fec-bulk-import.ts';
import { CONTACT_TOPICS, importLegislatorsFolder } from '../imports/legislators/contact-import.ts';
import {
  type ImportContext,
  importCongressDataFolder,
  importLegiscanDataset,
  importOpenStatesPeopleArchive,
  importStateCandidateList,
  importVotes,
  refreshCandidates,
  refreshLegislation,
  refreshMembers,
  SetupRequiredError,
} from '../imports/service.ts';
import { withConfiguredDatabase } from './with-database.ts';

/** Each command's importer, and what it changes for the running app instances' response caches. */
const ACTIONS = {
  members: [refreshMembers, IMPORT_TOPICS.members],
  bills: [refreshLegislation, IMPORT_TOPICS.legislation],
  votes: [importVotes, IMPORT_TOPICS.votes],
  candidates: [refreshCandidates, IMPORT_TOPICS.candidates],
  'congress-data': [(ctx: ImportContext, [folder]: string[]) => importCongressDataFolder(ctx, folder!), IMPORT_TOPICS.votes],
  legislators: [(ctx: ImportContext, [folder]: string[]) => importLegislatorsFolder(ctx.db, folder!), CONTACT_TOPICS],
  'fec-bulk': [(ctx: ImportContext, [file]: string[]) => importFecBulk(ctx.db, file!, { progress: ctx.progress }), IMPORT_TOPICS.fecBulk],
  legiscan: [(ctx: ImportContext, [file]: string[]) => importLegiscanDataset(ctx, file!), IMPORT_TOPICS.legiscan],
  'openstates-people': [
    (ctx: ImportContext, [file, ...rest]: string[]) => importOpenStatesPeopleArchive(ctx, file!, statesOption(rest)),
    IMPORT_TOPICS.openstatesPeople,
  ],
  'montana-filings': [
    (ctx: ImportContext, [file]: string[]) => importStateCandidateList(ctx, 'montana-filings', file!),
    IMPORT_TOPICS.stateCandidates,
  ],
  openelections: [
    (ctx: ImportContext, [file]: string[]) => importStateCandidateList(ctx, 'openelections', file!),
    IMPORT_TOPICS.stateCandidates,
  ],
} as const;
type Action = keyof typeof ACTIONS;

const USAGE =
  'Usage: npm run import -- members|bills|votes|candidates|all, or npm run import -- congress-data <folder>, or npm run import -- legislators <folder>, or npm run import -- fec-bulk <weballYY.txt>, or npm run import -- legiscan <dataset.zip>, or npm run import -- openstates-people <people.zip> [--states MN,AZ], or npm run import -- montana-filings <CandidateList.csv>, or npm run import -- openelections <20260519__or__primary__county.csv>';
const WITH_PATH = new Set([
  'congress-data',
  'legislators',
  'fec-bulk',
  'legiscan',
  'openstates-people',
  'montana-filings',
  'openelections',
]);

/** `--states MN,AZ` after the file: only those states; undefined without it. */
function statesOption(rest: string[]): string[] | undefined {
  return rest[0] === '--states' && rest[1] ? rest[1].split(',').map((state) => state.trim().toUpperCase()) : undefined;
}
const withStates = (args: string[]) => args.length === 3 && args[1] === '--states' && /^[A-Za-z]{2}(,[A-Za-z]{2})*$/.test(args[2]!);

async function main(argv: string[]): Promise<number> {
  const target = argv[0];
  const args = argv.slice(1);
  if (WITH_PATH.has(target ?? '') && args.length !== 1 && !(target === 'openstates-people' && withStates(args))) {
    console.error(USAGE);
    return 2;
  }
  const names: Action[] =
    target === 'all' ? ['members', 'bills', 'votes', 'candidates'] : target && target in ACTIONS ? [target as Action] : [];
  if (names.length === 0) {
    console.error(USAGE);
    return 2;
  }
  return withConfiguredDatabase(async (handle, config) => {
    let failures = 0;
    const ctx: ImportContext = { db: handle.db, config, origin: { trigger: 'cli' }, progress: (line) => console.log(`  … ${line}`) };
    for (const name of names) {
      const [action, topics] = ACTIONS[name];
      console.log(`${name}: starting`);
      try {
        const result = await action(ctx, args);
        console.log(`${name}: done ${JSON.stringify(result)}`);
      } catch (error) {
        failures += 1;
        const hint = error instanceof SetupRequiredError ? ' (set the key in the environment)' : '';
        console.error(`${name}: failed: ${(error as Error).message}${hint}`);
      } finally {
        // App instances on the same PostgreSQL database listen; an embedded database has none running.
        if (handle.kind === 'postgres') await notifyInvalidation(handle.db, topics);
      }
    }
    return failures === 0 ? 0 : 1;
  });
}

process.exitCode = await main(process.argv.slice(2));
