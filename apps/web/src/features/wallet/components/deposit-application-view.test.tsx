import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { balanceQueryOptions, useBalance } from '../api/get-balance';
import { LATE_DEPOSIT_WATCH_MS } from '../late-deposit-watch';
import { application, json, mockFetch, renderWithProviders } from '../testing';
import { DepositApplicationView, secondsLeft } from './deposit-application-view';

/** The header's view of the balance (what the player sees after the cash box closed). */
function HeaderBalance() {
  const balance = useBalance();
  return <span data-testid="header-balance">{balance.data?.balance_usd ?? '…'}</span>;
}

/** The cash box as the app shows it: the application until it is done, then only the header. */
function CashBoxThenHeader() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <HeaderBalance />
      {open && <DepositApplicationView application={application()} onDone={() => setOpen(false)} />}
    </>
  );
}

const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
// A mocked response body is read in a task of the real clock, not the fake one.
const realSetTimeout = globalThis.setTimeout;
const settle = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  storage.set('accessToken', 'token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DepositApplicationView', () => {
  it('counts down from 15:00 and closes at 0', async () => {
    const onDone = vi.fn();
    renderWithProviders(<DepositApplicationView application={application()} onDone={onDone} />);
    expect(screen.getByRole('timer').textContent).toBe('15:00');
    await tick(1000);
    expect(screen.getByRole('timer').textContent).toBe('14:59');
    await tick(60_000);
    expect(screen.getByRole('timer').textContent).toBe('13:59');
    await tick(838_000);
    expect(screen.getByRole('timer').textContent).toBe('00:01');
    expect(onDone).not.toHaveBeenCalled();
    await tick(1000);
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
    await tick(5000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("counts from the server's expires_at when it is given", () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(secondsLeft({ expires_at: '2026-01-01T12:10:00Z' }, now)).toBe(600);
    expect(secondsLeft({ expires_at: '2026-01-01T11:00:00Z' }, now)).toBe(0);
    expect(secondsLeft({ expires_at: '2026-01-01T13:00:00Z' }, now)).toBe(900);
    expect(secondsLeft({ expires_at: 'nonsense' }, now)).toBe(900);
    expect(secondsLeft({}, now)).toBe(900);
  });

  it('shows Text copied! for 2 seconds after copying the address', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<DepositApplicationView application={application()} onDone={() => {}} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(writeText).toHaveBeenCalledWith(application().wallet_address);
    expect(screen.getByText('Text copied!')).not.toBeNull();
    await tick(1900);
    expect(screen.queryByText('Text copied!')).not.toBeNull();
    await tick(100);
    expect(screen.queryByText('Text copied!')).toBeNull();
  });

  it('only logs a failed copy', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    renderWithProviders(<DepositApplicationView application={application()} onDone={() => {}} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(screen.queryByText('Text copied!')).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('after Sent polls the balance every 15 s and closes when it changes', async () => {
    storage.set('userBalance', '20.00');
    const balances = [20, 20, 120];
    const fetchMock = mockFetch({
      'GET /api/frontend/wallet/me/': () =>
        json({ balance_usd: balances.shift() ?? 120, is_new_user: false }),
    });
    const onDone = vi.fn();
    const { queryClient } = renderWithProviders(
      <DepositApplicationView application={application()} onDone={onDone} />,
    );

    // Nothing is asked before Sent.
    await tick(30_000);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    expect(screen.getByText('We are waiting for your deposit')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Sent' })).toBeNull();

    await tick(14_999);
    expect(fetchMock).toHaveBeenCalledTimes(0);
    await tick(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(15_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onDone).not.toHaveBeenCalled();

    await tick(15_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(storage.get('userBalance')).toBe('120.00');
    expect(queryClient.getQueryData(balanceQueryOptions().queryKey)).toEqual({
      balance_usd: 120,
      is_new_user: false,
    });

    // The poll stops once the deposit has arrived.
    await tick(45_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps polling through failed balance reads', async () => {
    storage.set('userBalance', '0.00');
    let calls = 0;
    mockFetch({
      'GET /api/frontend/wallet/me/': () =>
        ++calls === 1
          ? json({ detail: 'Server error' }, 500)
          : json({ balance_usd: 100, is_new_user: false }),
    });
    const onDone = vi.fn();
    renderWithProviders(<DepositApplicationView application={application()} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    await tick(15_000);
    expect(onDone).not.toHaveBeenCalled();
    await tick(15_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('tells the player that late, extra and small payments to the address are credited', () => {
    renderWithProviders(<DepositApplicationView application={application()} onDone={() => {}} />);
    expect(
      screen.getByText(
        'This address is yours: every payment to it is credited to your balance, including one below the minimum. A payment that arrives after the timer runs out is credited at the rate of the moment it arrives.',
      ),
    ).not.toBeNull();
  });

  it('after the window runs out, keeps reading the balance so a late payment reaches the header', async () => {
    const balances = [20, 20, 120];
    const fetchMock = mockFetch({
      'GET /api/frontend/wallet/me/': () =>
        json({ balance_usd: balances.shift() ?? 120, is_new_user: false }),
    });
    const { queryClient } = renderWithProviders(<CashBoxThenHeader />);
    await tick(0);
    expect(screen.getByTestId('header-balance').textContent).toBe('20');
    await tick(900_000);
    expect(screen.queryByRole('timer')).toBeNull();
    const afterClose = fetchMock.mock.calls.length;

    await tick(15_000);
    expect(fetchMock.mock.calls.length).toBe(afterClose + 1);
    expect(screen.getByTestId('header-balance').textContent).toBe('20');
    // The late payment is credited; the next read puts it where the header reads it, no reload.
    await tick(15_000);
    await settle();
    expect(queryClient.getQueryData(balanceQueryOptions().queryKey)).toEqual({
      balance_usd: 120,
      is_new_user: false,
    });
    expect(storage.get('userBalance')).toBe('120.00');

    // The watch ends 30 minutes after the window did.
    await tick(LATE_DEPOSIT_WATCH_MS);
    const atEnd = fetchMock.mock.calls.length;
    await tick(60_000);
    expect(fetchMock.mock.calls.length).toBe(atEnd);
  });

  it('does not keep reading the balance once the poll saw the deposit arrive', async () => {
    storage.set('userBalance', '20.00');
    const balances = [20, 120];
    const fetchMock = mockFetch({
      'GET /api/frontend/wallet/me/': () =>
        json({ balance_usd: balances.shift() ?? 120, is_new_user: false }),
    });
    renderWithProviders(<CashBoxThenHeader />);
    await tick(0);
    fireEvent.click(screen.getByRole('button', { name: 'Sent' }));
    await tick(15_000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('header-balance').textContent).toBe('120');
    const calls = fetchMock.mock.calls.length;
    await tick(120_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});
