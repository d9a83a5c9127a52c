import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replayContext, TEST_KEY } from '../../../tests/support/server/imports/import-context.ts';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import { officials } from '../db/schema.ts';
import { fixturesDir } from './fixtures/fixture-routes.ts';
import { ImportInProgressError, refreshMembers, SetupRequiredError } from './service.ts';

type Recorded = { members: { bioguideId: string; terms: { item: { endYear?: number }[] } }[] };
const read = (f: string) => JSON.parse(readFileSync(path.join(fixturesDir, 'congress-gov', f), 'utf8')) as Recorded;
const sitting = (page: Recorded) => page.members.filter((m) => m.terms.item.at(-1)?.endYear === undefined);

const env = useReplayDatabase();

describe('Refresh Members (Congress.gov /member)', () => {
  it('answers requiresSetup without a Congress.gov key', async () => {
    const error = await refreshMembers(replayContext(env.handle.db, env.server, {})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SetupRequiredError);
    expect(error).toMatchObject({ requiresSetup: true, message: expect.stringContaining('CONGRESS_API_KEY') });
    expect(env.server.requests).toHaveLength(0);
  });

  it('pages through every page and adds the sitting members', async () => {
    const result = await refreshMembers(replayContext(env.handle.db, env.server));
    const expected = sitting(read('ck_member_list.json')).length + sitting(read('ck_member_NY_2.json')).length;
    expect(result).toMatchObject({ added: expected, skipped: 0 });
    const memberRequests = env.server.requests.filter((r) => r.path === '/member');
    expect(memberRequests.map((r) => r.query.get('offset'))).toEqual(['0', '250']);
    expect(memberRequests.every((r) => r.query.get('currentMember') === 'true' && r.query.get('api_key') === TEST_KEY)).toBe(true);
    expect(await env.handle.db.select().from(officials)).toHaveLength(expected);
  });

  it('maps a representative and a senator field by field', async () => {
    const [mciver] = await env.handle.db.select().from(officials).where(eq(officials.bioguideId, 'M001229'));
    expect(mciver).toMatchObject({
      name: 'LaMonica McIver',
      party: 'Democrat',
      office: 'Representative',
      state: 'NJ',
      district: '10',
      imageUrl: 'https://www.congress.gov/img/member/681dfed94fc893ce843e24b8_200.jpg',
      termStart: '2024-01-03',
      termEnd: null,
    });
    const [moreno] = await env.handle.db.select().from(officials).where(eq(officials.bioguideId, 'M001242'));
    expect(moreno).toMatchObject({ name: 'Bernie Moreno', party: 'Republican', office: 'Senator', state: 'OH', district: null });
    const [bond] = await env.handle.db.select().from(officials).where(eq(officials.bioguideId, 'B000611'));
    expect(bond).toBeUndefined(); // his last term ended in 2011
  });

  it('is safe to click twice: the second run adds nothing and reports the duplicates', async () => {
    const before = (await env.handle.db.select().from(officials)).length;
    const result = await refreshMembers(replayContext(env.handle.db, env.server));
    expect(result).toMatchObject({ added: 0, skipped: before });
    expect(result.message).toBe(
      `Added 0 members, skipped ${before} duplicates. Ignored ${result.message!.match(/Ignored (\d+)/)![1]} listed members whose term has ended.`,
    );
    expect(await env.handle.db.select().from(officials)).toHaveLength(before);
  });

  it('answers ImportInProgressError to a second run while one is running', async () => {
    env.server.script('congress', '/member', [{ hang: true }]);
    const asked = env.server.requests.length;
    const first = refreshMembers(replayContext(env.handle.db, env.server, undefined, { http: { timeoutMs: 400 } }));
    // Once its request reaches the data service, the first run holds the import's lock.
    while (env.server.requests.length === asked) await new Promise((resolve) => setImmediate(resolve));
    const second = await refreshMembers(replayContext(env.handle.db, env.server)).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(ImportInProgressError);
    expect((second as Error).message).toMatch(/Refresh Members is already running/);
    await expect(first).resolves.toHaveProperty('added', 0);
  });

  it('fails clearly on a malformed page and writes nothing from it', async () => {
    const before = (await env.handle.db.select().from(officials)).length;
    env.server.always('congress', '/member', { body: '<html>maintenance</html>' });
    await expect(refreshMembers(replayContext(env.handle.db, env.server))).rejects.toThrow(/malformed JSON/);
    expect(await env.handle.db.select().from(officials)).toHaveLength(before);
  });
});
