// `npm run import -- members|bills|votes|candidates|all`: the staff buttons' importers, run by an
// operator against the configured database (DATABASE_URL, else PGlite in DATA_DIR).
import { withConfiguredDatabase } from './with-database.ts';
import {
  importVotes,
  refreshCandidates,
  refreshLegislation,
  refreshMembers,
  SetupRequiredError,
  type ImportContext,
} from '../imports/service.ts';

const ACTIONS = {
  members: refreshMembers,
  bills: refreshLegislation,
  votes: importVotes,
  candidates: refreshCandidates,
} as const;
type Action = keyof typeof ACTIONS;

const USAGE = 'Usage: npm run import -- members|bills|votes|candidates|all';

async function main(argv: string[]): Promise<number> {
  const target = argv[0];
  const names: Action[] = target === 'all' ? ['members', 'bills', 'votes', 'candidates'] : target && target in ACTIONS ? [target as Action] : [];
  if (names.length === 0) {
    console.error(USAGE);
    return 2;
  }
  return withConfiguredDatabase(async (handle, config) => {
    let failures = 0;
    const ctx: ImportContext = { db: handle.db, config, progress: (line) => console.log(`  … ${line}`) };
    for (const name of names) {
      console.log(`${name}: starting`);
      try {
        const result = await ACTIONS[name](ctx);
        console.log(`${name}: done ${JSON.stringify(result)}`);
      } catch (error) {
        failures += 1;
        const hint = error instanceof SetupRequiredError ? ' (set the key in the environment)' : '';
        console.error(`${name}: failed: ${(error as Error).message}${hint}`);
      }
    }
    return failures === 0 ? 0 : 1;
  });
}

process.exitCode = await main(process.argv.slice(2));
