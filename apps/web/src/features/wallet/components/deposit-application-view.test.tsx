import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { balanceQueryOptions } from '../api/get-balance';
import { application, json, mockFetch, renderWithProviders } from '../testing';
import { DepositApplicationView, secondsLeft } from './deposit-application-view';

const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

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
});
