// Following, on the app that runs the job queue (its scheduled syncs and digests): a reader follows a
// House member, a votes sync brings a new roll call from the replay server, the badge rises, the inbox
// lists it under the member and links to its bill; the reader chooses immediate digests, receives one on
// the loopback SMTP server and unsubscribes from it with its link. Looks and axe at phone and desktop
// widths, both themes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { currentCongress } from '../../src/server/imports/service.ts';
import type { ImportsOverview } from '../../src/shared/schemas/imports.ts';
import { DEMO_PASSWORD, expect, STAFF_EMAIL, test } from './support/fixtures.ts';
import { linkTo, mailTo } from './support/mail.ts';
import { controlURL, jobsURL } from './support/ports.ts';
import { checkScreen } from './support/screens.ts';
import { expectToast, openHome, openMenu, signUpViaApi } from './support/ui.ts';

test.use({ baseURL: jobsURL });

const NEW_ROLL_CALL = 241;
const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../fixtures/congress-gov', name), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;

/**
 * The clerk publishes roll call 241: the recorded roll call 240 (H.R. 3424, every member's vote) under a
 * new number, listed ahead of the standing list for the next sync only.
 */
async function publishNewRollCall(request: APIRequestContext) {
  const { congress, session } = currentCongress(new Date());
  const sitting = `/house-vote/${congress}/${session}`;
  const identifier = 11912025000 + NEW_ROLL_CALL;
  const list = fixture('concord_list_house_119_1.json');
  const listed = (list.houseRollCallVotes as unknown as Record<string, unknown>[])[0]!;
  const detail = fixture('concord_detail_house_119_1_240.json');
  const members = fixture('concord_members_house_119_1_240.json');
  const scripts = [
    {
      path: sitting,
      first: true,
      responses: [{ body: { houseRollCallVotes: [{ ...listed, rollCallNumber: NEW_ROLL_CALL, identifier }], pagination: {} } }],
      match: { offset: '0' },
    },
    {
      path: `${sitting}/${NEW_ROLL_CALL}`,
      always: true,
      responses: [{ body: { ...detail, houseRollCallVote: { ...detail.houseRollCallVote, rollCallNumber: NEW_ROLL_CALL, identifier } } }],
    },
    {
      path: `${sitting}/${NEW_ROLL_CALL}/members`,
      always: true,
      responses: [{ body: { ...members, houseRollCallVoteMemberVotes: { ...members.houseRollCallVoteMemberVotes, identifier } } }],
    },
  ];
  for (const script of scripts) {
    const response = await request.post(`${controlURL}/script`, { data: { service: 'congress', ...script } });
    expect(response.status()).toBe(204);
  }
}

test('a reader follows a member, a vote sync raises the badge, the inbox links to the vote; a digest arrives and is unsubscribed', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const me = await signUpViaApi(page.request);
  const [member] = (await (await page.request.get('/api/officials?name=Aderholt')).json()) as { id: number; name: string }[];
  expect(member, 'Robert Aderholt, who voted in roll call 240, is among the seeded members').toBeDefined();

  // Follow the member from their page.
  await openHome(page, `/officials/${member!.id}`);
  await page.getByRole('button', { name: `Follow ${member!.name}` }).click();
  await expectToast(page, `Following ${member!.name}`);
  await expect(page.getByRole('button', { name: `Unfollow ${member!.name}` })).toBeVisible();

  // The profile lists it; the account chooses immediate digests.
  await page.goto(`/users/${me.id}`);
  const following = page.getByRole('list', { name: 'What you follow' });
  await expect(following.getByRole('link', { name: member!.name })).toHaveAttribute('href', `/officials/${member!.id}`);
  const digest = page.getByRole('group', { name: 'Email digest' });
  await digest.getByRole('button', { name: 'Immediately' }).click();
  await expectToast(page, 'Email digest saved', 'Digests: immediately.');
  await expect(digest.getByRole('button', { name: 'Immediately' })).toHaveAttribute('aria-pressed', 'true');
  await checkScreen(page, testInfo, 'follows-profile', async () => {
    await expect(following).toBeVisible();
  });

  // The newsroom's votes sync runs (its job on the queue) and brings roll call 241.
  const staff = await playwright.request.newContext({ baseURL: jobsURL, storageState: { cookies: [], origins: [] } });
  expect(
    (await staff.post('/api/auth/login', { data: { email: STAFF_EMAIL, password: DEMO_PASSWORD }, headers: { origin: jobsURL } })).status(),
  ).toBe(200);
  // The Imports page's journey runs the votes sync on this same app alongside, and the queue refuses a second
  // run (409) while one is queued or running: the roll call is published once that run is over (so it is not
  // read by it), and 'Run now' is asked again whenever another run slipped in first.
  const votesSyncIdle = async () => {
    const overview = (await (await staff.get('/api/admin/imports')).json()) as ImportsOverview;
    return !overview.runs.some((run) => run.sync === 'votes' && (run.status === 'queued' || run.status === 'running'));
  };
  await expect.poll(votesSyncIdle, { timeout: 30_000 }).toBe(true);
  await publishNewRollCall(page.request);
  await expect(async () => {
    await expect.poll(votesSyncIdle, { timeout: 30_000 }).toBe(true);
    expect((await staff.post('/api/admin/imports/votes/run', { headers: { origin: jobsURL } })).status()).toBe(202);
  }).toPass({ timeout: 60_000 });
  await staff.dispose();

  // The badge rises on its own 30 s poll (the page's clock moved a poll at a time until the sync is in).
  await openHome(page);
  const badge = page.getByTestId('notification-badge');
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(badge).toHaveText('1', { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  const menu = await openMenu(page);
  await menu.getByRole('menuitem', { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  const group = page.getByRole('region', { name: member!.name });
  const vote = group.getByRole('link', { name: /^House vote — H\.R\. 3424: On Motion to Suspend the Rules and Pass: Passed$/ });
  await expect(vote).toBeVisible();
  await expect(group).toContainText('Unread');
  await checkScreen(page, testInfo, 'inbox', async () => {
    await expect(vote).toBeVisible();
  });
  await vote.click();
  await expect(page).toHaveURL(/\/bills\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The digest: sent on the queue's tick, to this verified address, saying why, with one-click unsubscribe.
  expect((await page.request.post(`${controlURL}/digest-tick`)).status()).toBe(204);
  const mail = (await mailTo(me.email, 'on what you follow')) as Awaited<ReturnType<typeof mailTo>> & { headers: Record<string, string> };
  expect(mail.text).toContain('because you asked Civic Ledger to email you as it happens');
  expect(mail.text).toContain('House vote — H.R. 3424');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers['list-unsubscribe']).toContain(`${jobsURL}/api/digests/unsubscribe?token=`);
  const link = new URL(linkTo(mail, '/unsubscribe'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Unsubscribe from digests' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed.' })).toBeVisible();
  await checkScreen(page, testInfo, 'digest-unsubscribed', async () => {
    await expect(page.getByText('You are unsubscribed.')).toBeVisible();
  });
  await page.goto(`/users/${me.id}`);
  await expect(page.getByRole('group', { name: 'Email digest' }).getByRole('button', { name: 'Never' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Mark all read empties the badge.
  await page.goto('/inbox');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(page.getByRole('region', { name: member!.name })).not.toContainText('Unread');
});
