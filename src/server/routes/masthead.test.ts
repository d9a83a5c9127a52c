// The masthead on the About page (docs/decisions/0235-masthead.md): defaults, said to be defaults, until staff
// write their own; only staff write it; every part is sanitized like an article's body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import { AUDIT_KINDS } from '../../shared/schemas/audit.ts';
import { masthead } from '../../shared/schemas/masthead.ts';
import { DEFAULT_MASTHEAD } from '../services/masthead-defaults.ts';

const NOW = new Date('2026-05-06T07:08:09.000Z');
let t: TestApp;
let staff: Awaited<ReturnType<TestApp['signUp']>>;
let reader: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  staff = await t.signUp({ isStaff: 1 });
  reader = await t.signUp();
});
afterAll(() => t.close());

const written = {
  publisher: '<p>Published by the <strong>Riverside Civic Newsroom</strong>, a nonprofit.</p>',
  funding: '<p>Reader donations and two foundation grants.</p><script>alert(1)</script>',
  corrections: '<p>We correct errors on the article, with a dated note.</p>',
  contact: '<p>Write to <a href="mailto:desk@example.org" onclick="steal()">desk@example.org</a>.</p>',
};

describe('GET and PUT /api/masthead', () => {
  it('answers the defaults, marked as defaults, before staff write anything', async () => {
    const response = await call(t.app, 'GET', '/api/masthead');
    expect(response.statusCode).toBe(200);
    const body = masthead.parse(response.json());
    expect(body).toMatchObject({ isDefault: true, defaultParts: ['publisher', 'funding', 'corrections', 'contact'], updatedAt: null });
    expect(body.publisher).toMatch(/has not yet said who it is/);
  });

  it('keeps the parts a save did not change marked as defaults: only the part staff wrote is theirs', async () => {
    // The editor sends all four parts, the ones left alone with the default words it opened with.
    const saved = await call(t.app, 'PUT', '/api/masthead', {
      cookie: staff.cookie,
      body: { ...DEFAULT_MASTHEAD, publisher: written.publisher },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = masthead.parse((await call(t.app, 'GET', '/api/masthead')).json());
    expect(body).toMatchObject({ publisher: written.publisher, isDefault: false, defaultParts: ['funding', 'corrections', 'contact'] });
    expect(body.funding).toBe(DEFAULT_MASTHEAD.funding);
  });

  it('lets staff only write it, sanitized like an article, and serves the new words at once', async () => {
    expect((await call(t.app, 'PUT', '/api/masthead', { body: written })).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', '/api/masthead', { cookie: reader.cookie, body: written })).statusCode).toBe(403);
    const saved = await call(t.app, 'PUT', '/api/masthead', { cookie: staff.cookie, body: written });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      publisher: written.publisher,
      funding: '<p>Reader donations and two foundation grants.</p>',
      corrections: written.corrections,
      contact: '<p>Write to <a href="mailto:desk@example.org">desk@example.org</a>.</p>',
      isDefault: false,
      defaultParts: [],
      updatedAt: NOW.toISOString(),
    });
    expect((await call(t.app, 'GET', '/api/masthead')).json()).toEqual(saved.json());
  });

  it("puts each save on the audit log as 'About page edited': who, and which parts changed", async () => {
    const saved = await call(t.app, 'PUT', '/api/masthead', {
      cookie: staff.cookie,
      body: { ...written, corrections: '<p>Corrected on the article, dated.</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const log = await call(t.app, 'GET', '/api/admin/audit-events?kind=masthead-edited', { cookie: staff.cookie });
    const [latest] = log.json();
    expect(latest).toMatchObject({ kind: 'masthead-edited', actor: { id: staff.user.id }, detail: { parts: ['corrections'] } });
    expect(AUDIT_KINDS[latest.kind as 'masthead-edited']).toBe('About page edited');
  });

  it('refuses a blank part, and one that is nothing but markup the allow-list drops', async () => {
    const blank = await call(t.app, 'PUT', '/api/masthead', { cookie: staff.cookie, body: { ...written, contact: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ contact: 'Contact the newsroom is required' });
    const markup = await call(t.app, 'PUT', '/api/masthead', { cookie: staff.cookie, body: { ...written, funding: '<script>x</script>' } });
    expect(markup.statusCode).toBe(400);
    expect(markup.json().fields).toEqual({ funding: 'How it is funded is empty once unsupported HTML is removed' });
  });
});
