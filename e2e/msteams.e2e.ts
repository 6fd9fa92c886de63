import type { Page } from '@playwright/test';
import { teamsCardRefusal } from '../apps/api/test/teams-card-schema.ts';
import { startReceiver } from '../apps/api/test/webhook-receiver.ts';
import { sendGlobexCase } from './globex-case.ts';
import { expect, lastEmailId, latestEmailLink, shot, signIn, test } from './support.ts';

// Issue 27 §5 (ADR 58): the Storage Alliance's Teams channel, pointed at a local server standing in for Teams that
// checks every card against the Adaptive Card schema. The demo group's own Teams settings are put back at the end.
const DEMO_TEAMS = {
  on: false,
  manager: 'alliance-managers@globex.test',
  url: 'https://teams.microsoft.test/l/team/storage-alliance',
};
const manager = `teams-manager-${String(process.pid)}@globex.test`;

type Card = { attachments: { content: { body: { text?: string }[]; actions: { url: string }[] } }[] };

/** The Storage Alliance's group editor, as the super admin (a partner program opens on its read-only view). */
async function openAllianceEditor(page: Page): Promise<void> {
  await page.goto('/super_admin/groups');
  await page
    .getByRole('table', { name: 'Groups' })
    .getByRole('link', { name: 'Storage Alliance', exact: true })
    .click();
  await expect(page).toHaveURL(/\/super_admin\/groups\/\d+\/partner_program$/);
  await page.goto(page.url().replace(/\/partner_program$/, '/edit'));
  await page.getByRole('button', { name: 'Edit' }).click();
}

async function saveTeams(page: Page, settings: { on: boolean; manager: string; url: string }): Promise<void> {
  const form = page.getByRole('form', { name: 'Group' });
  const teams = form.getByRole('region', { name: 'Microsoft Teams' });
  await teams.getByRole('switch', { name: 'Teams integration' }).setChecked(settings.on);
  await teams.getByRole('textbox', { name: 'Teams manager email' }).fill(settings.manager);
  await teams.getByRole('textbox', { name: 'Teams team URL' }).fill(settings.url);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The group has been saved.' })).toBeVisible();
}

test('[X-040] [A-042] a group’s Teams manager connects its channel by the emailed link; the group’s cases arrive as valid Adaptive Cards', async ({
  page,
  browser,
}) => {
  // The console's save, the manager's email, a case sent through the form and its card from the job queue.
  test.setTimeout(120_000);
  const channel = await startReceiver(teamsCardRefusal);
  try {
    await signIn(page, 'super@casebridge.test');
    await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
    const before = await lastEmailId(page);
    await openAllianceEditor(page);
    await saveTeams(page, { on: true, manager, url: channel.url });

    // The editor says the channel waits for its manager.
    await openAllianceEditor(page);
    const connection = page.getByRole('region', { name: 'Teams connection' });
    await expect(connection.getByText('Waiting for confirmation')).toBeVisible();

    // The manager's email link opens the public page, signed in as nobody.
    const link = await latestEmailLink(page, manager, /\/msteams\/connected\//, { after: before });
    const visitor = await browser.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Microsoft Teams is connected.' })).toBeVisible();
    await expect(
      visitor.getByText(/The Microsoft Teams channel of Storage Alliance will receive a card/),
    ).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await shot(visitor, 'msteams-connected');
    await visitor.setViewportSize({ width: 390, height: 800 });
    await shot(visitor, 'msteams-connected-phone');
    // Single use: the same link again, and a token nobody was sent, are "Invalid Token.".
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Invalid Token.' })).toBeVisible();
    await visitor.goto('/msteams/connected/no-such-token');
    await expect(visitor.getByRole('heading', { name: 'Invalid Token.' })).toBeVisible();
    await shot(visitor, 'msteams-invalid-phone');
    await visitor.close();

    // An Acme caller sends Globex (the alliance's sponsor) a case: the channel receives its card.
    const caller = await browser.newPage();
    await signIn(caller, 'caller@acme.test');
    await expect(caller).toHaveURL(/\/dashboard$/);
    const token = await sendGlobexCase(caller, { summary: 'Paths lost under backup load (Teams card)' });
    await caller.close();
    await expect
      .poll(() => channel.received.map((r) => r.body).find((body) => body.includes(`/my-cases/${token}`)), {
        timeout: 20_000,
      })
      .toBeTruthy();
    const body = channel.received.map((r) => r.body).find((b) => b.includes(`/my-cases/${token}`)) ?? '';
    expect(teamsCardRefusal(body)).toBeNull();
    const card = (JSON.parse(body) as Card).attachments[0]?.content;
    expect(card?.body.map((element) => element.text)).toContain('Paths lost under backup load (Teams card)');
    expect(card?.actions[0]?.url).toMatch(new RegExp(`/my-cases/${token}$`));
    // Every card the channel received was valid (it would have answered 400 otherwise).
    expect(channel.received.map((r) => teamsCardRefusal(r.body))).toEqual(channel.received.map(() => null));

    // The editor shows the connection and the card in its delivery log.
    await openAllianceEditor(page);
    await expect(connection.getByText('Connected', { exact: true })).toBeVisible();
    await expect(connection.getByText(/^Connected since/)).toBeVisible();
    await expect(connection.getByText('case.created').first()).toBeVisible();
    await expect(connection.getByText('delivered').first()).toBeVisible();
    await connection.scrollIntoViewIfNeeded();
    await shot(page, 'msteams-group-editor');
    await page.setViewportSize({ width: 390, height: 900 });
    await shot(page, 'msteams-group-editor-phone');
    await page.setViewportSize({ width: 1280, height: 720 });
  } finally {
    // The demo group's own settings again: filled in, off (the channel stops; nothing more is posted).
    await openAllianceEditor(page);
    await saveTeams(page, DEMO_TEAMS);
    await channel.close();
  }
});
