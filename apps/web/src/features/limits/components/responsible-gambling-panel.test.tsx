import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { renderSignedIn } from '../testing';
import { ResponsibleGamblingPanel } from './responsible-gambling-panel';

const HOUR = 3_600_000;
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const limit = (over: Record<string, unknown>) => ({
  kind: 'deposit',
  period: 'day',
  amount: 150,
  used: 100,
  left: 50,
  frees_at: new Date(Date.now() + 20 * HOUR).toISOString(),
  pending_amount: null,
  pending_removal: false,
  confirmable_at: null,
  ...over,
});

/** No play-time limit, reality checks off (the view's play-time part). */
const noTime = { time_limit: null, reality_check: { minutes: null, can_turn_off: true } };
const emptyStatement = { period: 'day', time_zone: 'UTC', rows: [] };

/** Answers GET and each change with `view`, recording the bodies sent. */
function stubLimits(view: unknown, answers: Record<string, [number, unknown]> = {}) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    sent.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const [status, answer] = answers[`${method} ${path}`] ?? [
      200,
      path.endsWith('/statement/') ? emptyStatement : view,
    ];
    // A view without play time has none set (reality checks off).
    const body =
      answer && typeof answer === 'object' && 'limits' in answer ? { ...noTime, ...answer } : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

function renderPanel() {
  return renderSignedIn(<ResponsibleGamblingPanel />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ResponsibleGamblingPanel', () => {
  it('shows each limit with what is left, and a waiting raise whose confirmation opens after 24 hours', async () => {
    stubLimits({
      limits: [
        limit({}),
        limit({
          kind: 'loss',
          period: 'week',
          amount: 400,
          used: 0,
          left: 400,
          frees_at: null,
          pending_amount: 800,
          confirmable_at: new Date(Date.now() + 5 * HOUR).toISOString(),
        }),
      ],
      break: null,
    });
    renderPanel();
    const deposit = await screen.findByRole('listitem', { name: 'Deposit · 24 hours' });
    expect(deposit.textContent).toContain('$50.00 left ($100.00 used)');
    const loss = screen.getByRole('listitem', { name: 'Loss · 7 days' });
    expect(loss.textContent).toContain('Raise to $800.00 requested.');
    expect(disabled(within(loss).getByRole('button', { name: 'Confirm change' }))).toBe(true);
  });

  it('sends a new limit and shows the server’s message on a refusal', async () => {
    const sent = stubLimits(
      { limits: [], break: null },
      {
        'PUT /api/frontend/limits/': [
          400,
          { amount: ['Enter a positive amount in USD with at most 2 decimals.'] },
        ],
      },
    );
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Set or change a limit' });
    await userEvent.selectOptions(within(form).getByLabelText('Limit'), 'wager');
    await userEvent.selectOptions(within(form).getByLabelText('Period'), 'month');
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '25.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(
      await within(form).findByText('Enter a positive amount in USD with at most 2 decimals.'),
    ).toBeTruthy();
    expect(sent.find((c) => c.method === 'PUT')?.body).toEqual({
      kind: 'wager',
      period: 'month',
      amount: 25.5,
    });
  });

  it('takes a self-exclusion only after a clear confirmation, then forgets the session', async () => {
    const sent = stubLimits({ limits: [], break: null });
    renderPanel();
    const [, exclusionLength] = await screen.findAllByLabelText('Length');
    if (!exclusionLength) throw new Error('no self-exclusion length');
    await userEvent.selectOptions(exclusionLength, '1y');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    const confirm = screen.getByRole('group', { name: 'Please confirm' });
    expect(confirm.textContent).toContain('You are excluding yourself for 1 year.');
    const start = within(confirm).getByRole('button', { name: 'Start my break' });
    expect(disabled(start)).toBe(true);
    await userEvent.click(within(confirm).getByLabelText('I understand and want to start it now.'));
    await userEvent.click(start);
    await vi.waitFor(() => expect(storage.get('accessToken')).toBe(''));
    expect(sent.find((c) => c.path === '/api/frontend/limits/break/')?.body).toEqual({
      kind: 'self_exclusion',
      period: '1y',
    });
  });

  it('offers to reopen the account once a self-exclusion is over, then shows the cooling-off', async () => {
    const until = new Date(Date.now() + 24 * HOUR).toISOString();
    const sent = stubLimits(
      { limits: [], break: null, account_state: 'reopenable', cooling_off_until: null },
      {
        'POST /api/frontend/limits/reopen/': [
          200,
          { limits: [], break: null, account_state: 'cooling_off', cooling_off_until: until },
        ],
      },
    );
    renderPanel();
    const reopen = await screen.findByRole('button', { name: 'Reopen my account' });
    expect(disabled(reopen)).toBe(true);
    await userEvent.click(screen.getByLabelText('I have thought about it and want to reopen my account.'));
    await userEvent.click(reopen);
    expect(
      await screen.findByText(/You asked to reopen your account\. Deposits and play open again on/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reopen my account' })).toBeNull();
    expect(sent.filter((c) => c.path === '/api/frontend/limits/reopen/')).toHaveLength(1);
  });

  it('says when the national register keeps the account closed', async () => {
    stubLimits({ limits: [], break: null, account_state: 'register', cooling_off_until: null });
    renderPanel();
    expect(await screen.findByText(/The national self-exclusion register lists you/)).toBeTruthy();
  });

  it('shows the play-time limit used today, saves a new one in minutes and the reality-check interval', async () => {
    const view = {
      time_limit: {
        minutes: 60,
        used_minutes: 45,
        pending_minutes: null,
        pending_removal: false,
        confirmable_at: null,
      },
      reality_check: { minutes: 30, can_turn_off: false },
      limits: [],
      break: null,
    };
    const sent = stubLimits(view);
    renderPanel();
    const card = await screen.findByRole('listitem', { name: 'Daily play time' });
    expect(within(card).getByText('60 min a day')).toBeTruthy();
    expect(within(card).getByText('45 min played today, 15 min left')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Minutes a day (1–1440)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save play-time limit' }));
    expect(sent).toContainEqual({ method: 'PUT', path: '/api/frontend/limits/time/', body: { minutes: 30 } });
    // Where the rules require reality checks, off is not offered.
    const interval = screen.getByLabelText('Remind me');
    expect(within(interval).queryByRole('option', { name: 'Off' })).toBeNull();
    await userEvent.selectOptions(interval, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(sent).toContainEqual({
      method: 'PUT',
      path: '/api/frontend/limits/reality-check/',
      body: { minutes: 15 },
    });
  });

  it('shows the activity statement by day, and by month when asked', async () => {
    const row = (start: string, over: Record<string, unknown> = {}) => ({
      start,
      deposits: 0,
      withdrawals: 0,
      staked: 0,
      won: 0,
      net: 0,
      played_seconds: 0,
      ...over,
    });
    const sent = stubLimits(
      { ...noTime, limits: [], break: null },
      {
        'GET /api/frontend/limits/statement/': [
          200,
          {
            period: 'day',
            time_zone: 'Europe/Madrid',
            rows: [
              row('2026-06-11', { deposits: 100, staked: 18, won: 12, net: -6, played_seconds: 150 }),
              row('2026-06-10'),
              // Every stake refunded: no money, but time was played.
              row('2026-06-09', { played_seconds: 200 }),
            ],
          },
        ],
      },
    );
    renderPanel();
    const table = await screen.findByRole('table');
    expect(
      screen.getByText(
        'Days follow your time zone: Europe/Madrid. Stakes and wins count on the day their round began.',
      ),
    ).toBeTruthy();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('Jun 11, 2026');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$100.00', '$0.00', '$18.00', '$12.00', '-$6.00', '2 min']);
    // Only a period with nothing in it is shown quieter; one with play time is not.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-quiet'))).toEqual([null, 'true', null]);
    await userEvent.selectOptions(screen.getByLabelText('Show by'), 'month');
    await screen.findByRole('columnheader', { name: 'Month' });
    expect(sent.some((r) => r.path === '/api/frontend/limits/statement/')).toBe(true);
  });
});
