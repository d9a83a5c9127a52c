// /committee/{id}: drawn by the server with the committee as GET /api/committees/{id} answers it; an id
// that names no committee is a 404 titled 'Committee Not Found'.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { committeeMembers, committees } from '../db/schema.ts';
import { createOfficial } from '../repositories/officials.ts';

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Civic Ledger</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true },
  'features/contact/committee-page.tsx': { file: 'assets/committee-page.js', isDynamicEntry: true },
};
const RENDERER = `export const renderFirstScreen = async (url, data) => '<main data-url="' + url + '">' + Object.keys(data).sort().join(',') + '</main>';`;

const firstData = (html: string) => JSON.parse(/<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html)![1]!);
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const drawnAt = (html: string) => /<div id="root"><main data-url="([^"]*)">/.exec(html)?.[1];

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'civic-committee-'));
  mkdirSync(path.join(dir, 'client', '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'client', 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'client', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dir, 'prerender.js'), RENDERER);
  t = await createTestApp({ clientDir: path.join(dir, 'client'), prerenderFile: path.join(dir, 'prerender.js') });
  const official = await createOfficial(t.db, { name: 'Sam Lee', party: 'Independent', office: 'Senator', state: 'VT', bio: null });
  await t.db.insert(committees).values([
    {
      id: 'SSAF',
      name: 'Senate Committee on Agriculture, Nutrition, and Forestry',
      chamber: 'senate',
      position: 0,
      jurisdiction: 'Farms and food.',
    },
    { id: 'SSAF13', parentId: 'SSAF', name: 'Rural Development', chamber: 'senate', position: 0 },
  ]);
  await t.db
    .insert(committeeMembers)
    .values({ committeeId: 'SSAF', officialId: official.id, side: 'minority', rank: 1, title: 'Ranking Member' });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a committee’s page', () => {
  it('is drawn with its name as the title and the committee as its GET answers it', async () => {
    const response = await call(t.app, 'GET', '/committee/SSAF');
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toBe('Senate Committee on Agriculture, Nutrition, and Forestry — Civic Ledger');
    expect(firstData(response.body).committee).toEqual((await call(t.app, 'GET', '/api/committees/SSAF')).json());
    expect(firstData(response.body).committee.members[0]).toMatchObject({ official: { name: 'Sam Lee' }, title: 'Ranking Member' });
    expect(drawnAt(response.body)).toBe('/committee/SSAF');
    expect(response.body).toContain('/assets/committee-page.js');
  });

  it('names a subcommittee with its committee', async () => {
    expect(title((await call(t.app, 'GET', '/committee/SSAF13')).body)).toBe(
      'Senate Committee on Agriculture, Nutrition, and Forestry: Rural Development — Civic Ledger',
    );
  });

  it('answers an id that names no committee with 404', async () => {
    for (const url of ['/committee/ZZZZ', '/committee/not-one']) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(title(response.body), url).toBe('Committee Not Found — Civic Ledger');
    }
  });
});
