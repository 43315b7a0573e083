import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, mockApi, page, signedIn } from '../../../testing/mock-api';
import { renderConsole } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const marketer = { ...administrator, roles: ['marketing'], permissions: ['marketing.manage'] };

const card = (percentage: number, max: number) => ({
  title: 'Weekly reload',
  short_description: 'Every week',
  description: '',
  type: 'deposit',
  offer: 'personal',
  percentage,
  max_bonus_amount: max,
  max_winning: 1000,
  wager: 35,
  number_of_spins: 0,
  bet_per_spin: 0,
  min_deposit_amount: 20,
  lifetime: 7,
  image: '',
  button_text: 'Activate',
  max_bet: 5,
  spin_games: [],
});

const terms = (percentage = 50, max = 200) => ({
  code: 'reload-weekly',
  type: 'deposit',
  offer: 'personal',
  title: 'Weekly reload',
  requires_deposit: true,
  fields: { enabled: true, percentage, max_bonus_usd: max, wager: 35, max_bet_usd: 5 },
  spin_tiers: [],
  spin_games: [],
  card: card(percentage, max),
});

describe('marketing: bonus terms', () => {
  it('previews the card as the fields change, shows the rules under their field, and saves with a reason', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedIn(marketer),
      'GET /api/backoffice/marketing/bonus-terms/': { body: page([terms()]) },
      'GET /api/backoffice/marketing/bonus-terms/fields/': {
        body: {
          fields: [
            {
              name: 'percentage',
              accepts: 'whole percent of the deposit, 0 to 1000',
              reaches: 'grants from now on',
            },
            { name: 'wager', accepts: 'wagering multiplier, 0 to 200', reaches: 'grants from now on' },
          ],
        },
      },
      'POST /api/backoffice/marketing/bonus-terms/reload-weekly/preview/': (call) => {
        const changes = (call.body as { changes: Record<string, string> }).changes;
        if (changes.wager === '500')
          return { status: 400, body: { wager: ['wager must be a whole number from 0 to 200, got "500"'] } };
        return { body: terms(Number(changes.percentage ?? 50)) };
      },
      'POST /api/backoffice/marketing/bonus-terms/reload-weekly/': { body: terms(75) },
    });
    renderConsole('/marketing/terms');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Weekly reload' });
    const preview = within(dialog).getByRole('article', { name: 'Preview of the card Weekly reload' });
    expect(within(preview).getByText('50% up to $200.00')).toBeTruthy();

    const percentage = within(dialog).getByLabelText('Deposit bonus %');
    await user.clear(percentage);
    await user.type(percentage, '75');
    await waitFor(() => expect(within(preview).getByText('75% up to $200.00')).toBeTruthy());

    const wager = within(dialog).getByLabelText('Wager ×');
    await user.clear(wager);
    await user.type(wager, '500');
    expect(await within(dialog).findByText(/from 0 to 200, got "500"/)).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Save 2 changes…' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.clear(wager);
    await user.type(wager, '35');

    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Save 1 change…' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 change…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the terms reload-weekly' });
    await user.type(within(confirm).getByRole('textbox'), 'Weekend reload campaign');
    await user.click(within(confirm).getByRole('button', { name: 'Save the terms' }));
    expect(await screen.findByText('The terms reload-weekly were saved.')).toBeTruthy();
    const save = calls.find(
      (c) => c.method === 'POST' && c.url.pathname === '/api/backoffice/marketing/bonus-terms/reload-weekly/',
    );
    expect(save?.body).toEqual({ changes: { percentage: '75' }, reason: 'Weekend reload campaign' });
    expect(save?.headers['X-CSRF-Token']).toBe('csrf-123');
  });
});

describe('marketing: promo codes', () => {
  const code = {
    id: 1,
    code: 'SPRING25',
    terms_code: 'reload-weekly',
    starts_at: '2026-11-28T10:00:00Z',
    ends_at: null,
    max_uses: null,
    uses: 3,
    state: 'open',
  };

  it("creates a code, shows the server's refusal under its field, and disables one only with a reason", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedIn(marketer),
      'GET /api/backoffice/marketing/promo-codes/': { body: page([code]) },
      'POST /api/backoffice/marketing/promo-codes/': (call) =>
        (call.body as { terms_code: string }).terms_code === 'welcome-1'
          ? { status: 400, body: { terms_code: ['refused: welcome-1 is a welcome bonus'] } }
          : { status: 201, body: { ...code, id: 2, code: 'AUTUMN' } },
      'POST /api/backoffice/marketing/promo-codes/SPRING25/disable/': { body: { ...code, state: 'ended' } },
    });
    renderConsole('/marketing/promo-codes');
    expect(await screen.findByText('SPRING25')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByLabelText('Code'), 'autumn');
    await user.type(within(dialog).getByLabelText('Bonus terms code'), 'welcome-1');
    await user.click(within(dialog).getByRole('button', { name: 'New promo code' }));
    expect(await within(dialog).findByText('refused: welcome-1 is a welcome bonus')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Bonus terms code'));
    await user.type(within(dialog).getByLabelText('Bonus terms code'), 'reload-weekly');
    await user.click(within(dialog).getByRole('button', { name: 'New promo code' }));
    expect(await screen.findByText('The promo code AUTUMN is open.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable SPRING25' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(calls.some((c) => c.url.pathname.endsWith('/disable/'))).toBe(false);
    await user.type(within(confirm).getByRole('textbox'), 'Campaign withdrawn');
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname.endsWith('/disable/'))?.body).toEqual({
        reason: 'Campaign withdrawn',
      }),
    );
  });
});

describe('marketing: the wheel', () => {
  const prize = (id: number, draft: number, live: number | null) => ({
    id,
    label: `Prize ${id}`,
    color: 'gold',
    terms_code: `wheel-${id}`,
    terms_enabled: true,
    draft: { weight: draft, enabled: true },
    live: live === null ? null : { weight: live },
    published_at: null,
  });

  it('saves a draft weight beside the live one and publishes only with a reason', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedIn(marketer),
      'GET /api/backoffice/marketing/wheel/': {
        body: { prizes: [prize(1, 30, 30), prize(2, 70, 70)], draft_differs: false },
      },
      'POST /api/backoffice/marketing/wheel/prizes/1/': {
        body: { prizes: [prize(1, 60, 30), prize(2, 70, 70)], draft_differs: true },
      },
      'POST /api/backoffice/marketing/wheel/publish/': {
        body: { prizes: [prize(1, 60, 60), prize(2, 70, 70)], draft_differs: false },
      },
    });
    renderConsole('/marketing/wheel');
    const publish = await screen.findByRole('button', { name: 'Publish the draft' });
    expect((publish as HTMLButtonElement).disabled).toBe(true);
    const weight = screen.getByLabelText('Draft weight of Prize 1');
    await user.clear(weight);
    await user.type(weight, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The draft differs from the live wheel/)).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/prizes/1/'))?.body).toEqual({ weight: 60 });
    // The live chance is still the old one: 30 of 100.
    expect(screen.getByText('30 · 30.0%')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish the draft' }));
    const confirm = await screen.findByRole('dialog', { name: 'Publish the wheel' });
    await user.type(within(confirm).getByRole('textbox'), 'Spring weights');
    await user.click(within(confirm).getByRole('button', { name: 'Publish the draft' }));
    expect(await screen.findByText('The draft is now the live wheel.')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/publish/'))?.body).toEqual({
      reason: 'Spring weights',
    });
  });
});

describe('marketing: tournaments', () => {
  const summary = {
    id: 7,
    code: 'spring-race',
    name: 'Spring race',
    category: 'bet_count',
    status: 'now',
    start_date: '2026-11-27T10:00:00Z',
    end_date: '2026-12-04T10:00:00Z',
    prize_pool: 750,
    places: 2,
    players: 1,
    settled_at: null,
  };
  const detail = {
    ...summary,
    editable: false,
    terms: {},
    standings: [{ place: 1, user_id: 42, nickname: 'Lucky', points: 12, prize: 500, paid: false }],
    payouts: [],
    paid_total: 0,
  };

  it('shows the standings of a running event and ends it only with a reason', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedIn(marketer),
      'GET /api/backoffice/marketing/tournaments/': { body: page([summary]) },
      'GET /api/backoffice/marketing/tournaments/7/': { body: detail },
      'POST /api/backoffice/marketing/tournaments/7/end/': { body: { ...detail, status: 'ended' } },
    });
    renderConsole('/marketing/tournaments');
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Lucky')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'End now' }));
    const confirm = await screen.findByRole('dialog', { name: 'End Spring race now' });
    await user.type(within(confirm).getByRole('textbox'), 'Game withdrawn by the provider');
    await user.click(within(confirm).getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('Event #7 was ended.')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/7/end/'))?.body).toEqual({
      reason: 'Game withdrawn by the provider',
    });
  });

  it("creates an event and shows the server's refusal under its field", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedIn(marketer),
      'GET /api/backoffice/marketing/tournaments/': { body: page([]) },
      'POST /api/backoffice/marketing/tournaments/': (call) =>
        (call.body as { games: unknown[] }).games.length === 0
          ? { status: 400, body: { games: ['games: at least one'] } }
          : { status: 201, body: { ...detail, id: 8 } },
    });
    renderConsole('/marketing/tournaments');
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tournament' });
    await user.type(within(dialog).getByLabelText('Code'), 'autumn-race');
    await user.type(within(dialog).getByLabelText('EN'), 'Autumn race');
    await user.click(within(dialog).getByRole('button', { name: 'New event' }));
    expect(await within(dialog).findByText('games: at least one')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Game ids'), '3, 5');
    await user.click(within(dialog).getByRole('button', { name: 'New event' }));
    expect(await screen.findByText('Event #8 was created.')).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'POST').at(-1)?.body as {
      code: string;
      games: number[];
      prizes: number[];
    };
    expect(sent).toMatchObject({ code: 'autumn-race', games: [3, 5], prizes: [500, 250, 100] });
  });
});

describe('marketing: broadcasts and slides', () => {
  it('shows how many players a segment reaches and sends the four languages', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedIn(marketer),
      'GET /api/backoffice/marketing/broadcasts/': { body: page([]) },
      'GET /api/backoffice/marketing/broadcasts/options/': {
        body: { segments: ['all', 'vip'], routes: ['/promo', '/tournaments'] },
      },
      'GET /api/backoffice/marketing/broadcasts/audience/': (call) => ({
        body: { recipients: call.url.searchParams.get('segment') === 'vip' ? 3 : 120 },
      }),
      'POST /api/backoffice/marketing/broadcasts/': { status: 201, body: { id: 1, recipients: 3 } },
    });
    renderConsole('/marketing/broadcasts');
    await user.click(await screen.findByRole('button', { name: 'New broadcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'New broadcast' });
    expect(await within(dialog).findByText('Goes to 120 players now.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Segment'), 'vip');
    expect(await within(dialog).findByText('Goes to 3 players now.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Id'), 'vip-news');
    for (const [index, title] of ['VIP night', 'Noche VIP', 'Noite VIP', 'VIP вечер'].entries()) {
      await user.type(within(dialog).getAllByLabelText('Title')[index] as HTMLElement, title);
      await user.type(within(dialog).getAllByLabelText('Button text')[index] as HTMLElement, 'Open');
      await user.type(within(dialog).getAllByLabelText('Text')[index] as HTMLElement, 'Line one');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Send to 3 players' }));
    expect(await screen.findByText('Sent to 3 players.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')?.body as {
      segment: string;
      texts: Record<string, { title: string }>;
    };
    expect(sent.segment).toBe('vip');
    expect(Object.keys(sent.texts)).toEqual(['en', 'es', 'pt', 'ru']);
    expect(sent.texts.ru?.title).toBe('VIP вечер');
  });

  it('asks why before changing a slide the lobby shows', async () => {
    const user = userEvent.setup();
    const words = { title: 'Welcome', text: 'Join us', button_text: 'Go' };
    const slide = {
      id: 4,
      code: null,
      sort: 10,
      active: true,
      live: true,
      image: '/lobby/slide-welcome.svg',
      button_action: '/bonuses',
      title: 'Welcome',
      texts: { en: words, es: words, pt: words, ru: words },
      starts_at: null,
      ends_at: null,
      created_at: '2026-11-28T10:00:00Z',
    };
    const { calls } = mockApi({
      ...signedIn(marketer),
      'GET /api/backoffice/marketing/slides/': { body: page([slide]) },
      'POST /api/backoffice/marketing/slides/4/': { body: { ...slide, active: false, live: false } },
    });
    renderConsole('/marketing/slides');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Welcome' });
    await user.click(within(dialog).getByLabelText('Shown in the lobby'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change a lobby slide' });
    expect(within(confirm).getByText('The slide leaves the lobby at once.')).toBeTruthy();
    await user.type(within(confirm).getByRole('textbox'), 'Welcome campaign over');
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The slide Welcome was saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      active: false,
      reason: 'Welcome campaign over',
    });
  });
});
