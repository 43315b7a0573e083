import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../testing';
import { DepositLimitsOffer, parseLimitAmount } from './deposit-limits-offer';
import { CashBoxLimitsPrompt, LimitsReview } from './limits-prompts';

const prompts = (over: Record<string, unknown> = {}) => ({
  offer_deposit_limits: false,
  review_due_at: null,
  review_due: false,
  ...over,
});

/** Answers each "METHOD path" listed (others 404), recording the bodies sent. */
function stub(answers: Record<string, [number, unknown]>) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    sent.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const [status, body] = answers[`${method} ${path}`] ?? [404, { detail: 'Not found.' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('parseLimitAmount', () => {
  it('reads dollars and cents with a point or a comma; empty is no limit; anything else is invalid', () => {
    expect(parseLimitAmount(' 50 ')).toBe(50);
    expect(parseLimitAmount('49,99')).toBe(49.99);
    expect(parseLimitAmount('')).toBeUndefined();
    expect(parseLimitAmount('1.234')).toBeNaN();
    expect(parseLimitAmount('ten')).toBeNaN();
    expect(parseLimitAmount('-5')).toBeNaN();
  });
});

describe('DepositLimitsOffer', () => {
  it('sets only the periods typed, then is done', async () => {
    const sent = stub({ 'POST /api/frontend/limits/offer/': [200, prompts()] });
    const done = vi.fn();
    const user = userEvent.setup();
    renderSignedIn(<DepositLimitsOffer where="sign_up" onDone={done} />);
    const save = screen.getByRole('button', { name: 'Set limits' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Per 24 hours (USD)'), '50');
    await user.type(screen.getByLabelText('Per 30 days (USD)'), '400,50');
    await user.click(save);
    await waitFor(() => expect(done).toHaveBeenCalledWith(true));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/frontend/limits/offer/',
        body: { where: 'sign_up', day: 50, month: 400.5 },
      },
    ]);
  });

  it('says which amount is not one and sends nothing', async () => {
    const sent = stub({});
    const user = userEvent.setup();
    renderSignedIn(<DepositLimitsOffer where="sign_up" onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('Per 7 days (USD)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Set limits' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount in USD, for example 100 or 49.99.');
    expect(sent).toEqual([]);
  });

  it("shows the server's message under its field", async () => {
    stub({ 'POST /api/frontend/limits/offer/': [400, { week: ['Enter a valid amount.'] }] });
    const done = vi.fn();
    const user = userEvent.setup();
    renderSignedIn(<DepositLimitsOffer where="deposit" onDone={done} />);
    await user.type(screen.getByLabelText('Per 7 days (USD)'), '99999999');
    await user.click(screen.getByRole('button', { name: 'Set limits' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid amount.');
    expect(done).not.toHaveBeenCalled();
  });

  it('skipping declines the offer', async () => {
    const sent = stub({ 'POST /api/frontend/limits/offer/': [200, prompts()] });
    const done = vi.fn();
    const user = userEvent.setup();
    renderSignedIn(<DepositLimitsOffer where="sign_up" onDone={done} />);
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(false));
    expect(sent[0]?.body).toEqual({ where: 'sign_up' });
  });
});

describe('CashBoxLimitsPrompt', () => {
  it('offers deposit limits before the first deposit: opened on demand, set, then confirmed', async () => {
    const sent = stub({
      'GET /api/frontend/limits/prompts/': [200, prompts({ offer_deposit_limits: true })],
      'POST /api/frontend/limits/offer/': [200, prompts()],
    });
    const user = userEvent.setup();
    renderSignedIn(<CashBoxLimitsPrompt />);
    expect(
      await screen.findByText('Before your first deposit: would you like to set deposit limits?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set deposit limits' }));
    await user.type(screen.getByLabelText('Per 24 hours (USD)'), '30');
    await user.click(screen.getByRole('button', { name: 'Set limits' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your deposit limits are set. You can review them any time under Responsible gambling.',
    );
    expect(sent.at(-1)?.body).toEqual({ where: 'deposit', day: 30 });
  });

  it('"No thanks" declines in one tap and the offer goes', async () => {
    const sent = stub({
      'GET /api/frontend/limits/prompts/': [200, prompts({ offer_deposit_limits: true })],
      'POST /api/frontend/limits/offer/': [200, prompts()],
    });
    const user = userEvent.setup();
    renderSignedIn(<CashBoxLimitsPrompt />);
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull());
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body: { where: 'deposit' } });
  });

  it('invites a review with a link to the tab when it is due, and shows nothing otherwise', async () => {
    stub({
      'GET /api/frontend/limits/prompts/': [
        200,
        prompts({ review_due: true, review_due_at: '2026-01-01T00:00:00Z' }),
      ],
    });
    renderSignedIn(<CashBoxLimitsPrompt />);
    const link = await screen.findByRole('link', { name: 'Review them now' });
    expect(link.getAttribute('href')).toBe('/profile?tab=limits');
    cleanup();
    vi.restoreAllMocks();
    stub({ 'GET /api/frontend/limits/prompts/': [200, prompts()] });
    const { container } = renderSignedIn(<CashBoxLimitsPrompt />);
    await waitFor(() => expect(vi.mocked(globalThis.fetch)).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});

describe('LimitsReview', () => {
  it('asks for a review when it is due; "Limits reviewed" records it and shows the next date', async () => {
    const sent = stub({
      'GET /api/frontend/limits/prompts/': [
        200,
        prompts({ review_due: true, review_due_at: '2026-07-31T09:00:00Z' }),
      ],
      'POST /api/frontend/limits/review/': [200, prompts({ review_due_at: '2027-02-10T12:00:00Z' })],
    });
    const user = userEvent.setup();
    renderSignedIn(<LimitsReview />);
    expect(await screen.findByRole('heading', { name: 'Time to review your limits' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limits reviewed' }));
    expect(
      await screen.findByText('We will invite you to review your limits on February 10, 2027.'),
    ).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/frontend/limits/review/' });
  });
});
