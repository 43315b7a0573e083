import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogOpen } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { application, isDisabled, json, METHODS, mockFetch, renderWithProviders, valueOf } from '../testing';
import { CashBox, DepositOnlyCashBox } from './cash-box';

function WaitingProbe() {
  return useDialogOpen('waitingScreen') ? <span>waiting screen open</span> : null;
}

beforeEach(() => {
  localStorage.clear();
  storage.set('accessToken', 'token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CashBox deposit tab', () => {
  it('selects TRC-20 first, converts the amount with 5 decimals and defaults to 100', async () => {
    mockFetch({ 'GET /api/frontend/payment/tokens/': () => json(METHODS) });
    renderWithProviders(<CashBox onClose={() => {}} />);

    const trc = await screen.findByRole('radio', { name: 'USDT TRON TRC-20' });
    expect(trc.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'USDT Ethereum ERC-20' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(valueOf(screen.getByLabelText('Amount in USD'))).toBe('100');
    // 100 / 0.998 = 100.2004008...
    expect(valueOf(screen.getByLabelText('You send in USDT'))).toBe('100.20040');
    expect(screen.getByText('Min amount: 10.00')).not.toBeNull();
  });

  it('disables Create Application below the minimum of the selected method', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/frontend/payment/tokens/': () => json(METHODS) });
    renderWithProviders(<CashBox onClose={() => {}} />);
    const amount = await screen.findByLabelText('Amount in USD');
    const create = screen.getByRole('button', { name: 'Create Application' });

    await user.clear(amount);
    await user.type(amount, '9.99');
    expect(isDisabled(create)).toBe(true);
    expect(valueOf(screen.getByLabelText('You send in USDT'))).toBe('10.01002');

    await user.clear(amount);
    await user.type(amount, '10');
    expect(isDisabled(create)).toBe(false);

    // Ethereum's minimum is 20: the same 10 is now below it.
    await user.click(screen.getByRole('radio', { name: 'USDT Ethereum ERC-20' }));
    expect(isDisabled(create)).toBe(true);
    expect(screen.getByText('Min amount: 20.00')).not.toBeNull();
    expect(valueOf(screen.getByLabelText('You send in USDT'))).toBe('10.00000');

    await user.clear(amount);
    expect(isDisabled(create)).toBe(true);
  });

  it('fills the amount from the quick amounts', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/frontend/payment/tokens/': () => json(METHODS) });
    renderWithProviders(<CashBox onClose={() => {}} />);
    const group = await screen.findByRole('group', { name: 'Quick amounts' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['$50', '$100', '$200', '$500']);
    expect(within(group).getByRole('button', { name: '$100' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(group).getByRole('button', { name: '$500' }));
    expect(valueOf(screen.getByLabelText('Amount in USD'))).toBe('500');
    expect(valueOf(screen.getByLabelText('You send in USDT'))).toBe('501.00200');
    expect(within(group).getByRole('button', { name: '$500' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('moves the selected method with the arrow keys', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/frontend/payment/tokens/': () => json(METHODS) });
    renderWithProviders(<CashBox onClose={() => {}} />);
    const trc = await screen.findByRole('radio', { name: 'USDT TRON TRC-20' });
    trc.focus();
    await user.keyboard('{ArrowRight}');
    const erc = screen.getByRole('radio', { name: 'USDT Ethereum ERC-20' });
    expect(erc.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(erc);
    await user.keyboard('{ArrowRight}');
    expect(trc.getAttribute('aria-checked')).toBe('true');
  });

  it('creates an application behind the waiting screen, shows the QR view and hides Withdraw', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => {};
    const fetchMock = mockFetch({
      'GET /api/frontend/payment/tokens/': () => json(METHODS),
      'POST /api/frontend/payment/deposit/': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderWithProviders(
      <>
        <WaitingProbe />
        <CashBox onClose={() => {}} />
      </>,
    );
    expect(await screen.findByRole('tab', { name: 'Withdraw' })).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Create Application' }));

    expect(await screen.findByText('waiting screen open')).not.toBeNull();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      provider: 'TRX',
      token_type: 'USDT',
      usd_amount: 100,
      token_amount: '100.20040',
    });

    await act(async () => release(json(application(), 201)));
    expect(
      (await screen.findByRole('img', { name: 'QR code of the deposit address' })).getAttribute('src'),
    ).toBe(application().qr_code);
    expect(screen.queryByText('waiting screen open')).toBeNull();
    expect(screen.getByText(application().wallet_address)).not.toBeNull();
    expect(screen.getByRole('timer').textContent).toContain('15:00');
    expect(screen.getByText('100.20041 USDT')).not.toBeNull();
    expect(screen.queryByRole('tab', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true');
  });

  it('closes the waiting screen and shows the server message when creation fails', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/frontend/payment/tokens/': () => json(METHODS),
      'POST /api/frontend/payment/deposit/': () =>
        json({ usd_amount: ['The minimum amount is 10.00 USD.'] }, 400),
    });
    renderWithProviders(
      <>
        <WaitingProbe />
        <CashBox onClose={() => {}} />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Create Application' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The minimum amount is 10.00 USD.');
    expect(screen.queryByText('waiting screen open')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Withdraw' })).not.toBeNull();
  });

  it('says that a new application closes the open one for the method, and shows the open one on request', async () => {
    const user = userEvent.setup();
    const { qr_code: _qr, ...open } = application();
    mockFetch({
      'GET /api/frontend/payment/tokens/': () => json(METHODS),
      'GET /api/frontend/payment/deposits/': () =>
        json([
          open,
          {
            ...open,
            id: 'b5f0c9e2-0000-4000-8000-000000000001',
            provider: 'ETH',
            network: 'ERC-20',
            status: 'expired',
          },
        ]),
      [`GET /api/frontend/payment/deposit/${open.id}/`]: () => json(application()),
    });
    renderWithProviders(<CashBox onClose={() => {}} />);
    const text =
      'You have an open application for USDT on TRC-20 (100.00 USD). A new application closes it; your address stays the same and every payment to it is credited.';
    expect(await screen.findByText(text)).not.toBeNull();

    // Its Ethereum application has expired: nothing to close there.
    await user.click(screen.getByRole('radio', { name: 'USDT Ethereum ERC-20' }));
    expect(screen.queryByText(text)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'USDT TRON TRC-20' }));
    await user.click(screen.getByRole('button', { name: 'Show the open application' }));
    expect(await screen.findByRole('img', { name: 'QR code of the deposit address' })).not.toBeNull();
    expect(screen.getByText(application().wallet_address)).not.toBeNull();
    expect(screen.queryByRole('tab', { name: 'Withdraw' })).toBeNull();
  });

  it('shows no such notice when the open application has run out', async () => {
    const { qr_code: _qr, ...open } = application();
    let answered = false;
    mockFetch({
      'GET /api/frontend/payment/tokens/': () => json(METHODS),
      'GET /api/frontend/payment/deposits/': () => {
        answered = true;
        return json([{ ...open, expires_at: new Date(Date.now() - 1000).toISOString() }]);
      },
    });
    renderWithProviders(<CashBox onClose={() => {}} />);
    expect(await screen.findByRole('radio', { name: 'USDT TRON TRC-20' })).not.toBeNull();
    await waitFor(() => expect(answered).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Show the open application' })).toBeNull();
  });

  it('offers only the Deposit tab in the deposit-only variant', async () => {
    mockFetch({ 'GET /api/frontend/payment/tokens/': () => json(METHODS) });
    renderWithProviders(<DepositOnlyCashBox onClose={() => {}} />);
    expect(await screen.findByRole('radio', { name: 'USDT TRON TRC-20' })).not.toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Deposit']);
  });

  it('shows why deposits are closed instead of the form, and leads to the withdrawal', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/frontend/payment/tokens/': () => json(METHODS),
      'GET /api/frontend/documents/': () => json({ verification_state: 'unverified', results: [] }),
    });
    renderWithProviders(
      <CashBox onClose={() => {}} depositPrompt={<p>limits offer</p>} depositsClosed={<p>on a break</p>} />,
    );
    expect(screen.getByText('on a break')).not.toBeNull();
    expect(screen.queryByText('limits offer')).toBeNull();
    expect(screen.queryByLabelText('Amount in USD')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Application' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(/Withdrawal is unavailable/)).not.toBeNull();
  });
});

describe('CashBox withdraw tab', () => {
  it('tells an unverified player to verify, and Verify account goes to /profile and closes', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/frontend/payment/tokens/': () => json(METHODS),
      'GET /api/frontend/documents/': () => json({ verification_state: 'unverified', results: [] }),
    });
    const onClose = vi.fn();
    renderWithProviders(<CashBox onClose={onClose} />);
    await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Withdrawal is unavailable. To continue you need to verify your account.'),
    ).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toContain('/profile');
  });

  it('lets a verified player request a withdrawal on a network they deposited with', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/frontend/documents/': () => json({ verification_state: 'verified', results: [] }),
      'GET /api/frontend/wallet/me/': () =>
        json({ balance_usd: 150, bonus_balance_usd: 0, is_new_user: false }),
      'GET /api/frontend/transactions': () =>
        json({
          results: [
            {
              id: 1,
              created_at: '2026-01-02T10:00:00Z',
              amount: 150,
              provider: 'ETH',
              token_type: 'USDT',
              action: 'deposit',
              status: 'completed',
            },
            {
              id: 2,
              created_at: '2026-01-02T11:00:00Z',
              amount: 50,
              provider: 'TRX',
              token_type: 'USDT',
              action: 'deposit',
              status: 'expired',
            },
          ],
          activity: [],
          totals: { deposits: 150, withdrawals: 0, total: 150 },
        }),
      'POST /api/frontend/withdrawals/': () => json({ id: 3, status: 'pending' }, 201),
    });
    renderWithProviders(<CashBox onClose={() => {}} initialTab="withdraw" />);

    expect(
      (await screen.findByRole('radio', { name: 'USDT Ethereum ERC-20' })).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.queryByRole('radio', { name: 'USDT TRON TRC-20' })).toBeNull();

    await user.type(screen.getByLabelText('Amount in USD'), '200');
    await user.type(screen.getByLabelText('Destination address'), '0xabc');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('The amount is more than your balance.')).not.toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Amount in USD'));
    await user.type(screen.getByLabelText('Amount in USD'), '120.5');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Your withdrawal request has been received.')).not.toBeNull();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      provider: 'ETH',
      token_type: 'USDT',
      amount: 120.5,
      address: '0xabc',
    });
  });

  it('shows the server error of a refused withdrawal', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/frontend/documents/': () => json({ verification_state: 'verified', results: [] }),
      'GET /api/frontend/wallet/me/': () =>
        json({ balance_usd: 150, bonus_balance_usd: 0, is_new_user: false }),
      'GET /api/frontend/transactions': () =>
        json({
          results: [
            {
              id: 1,
              created_at: '2026-01-02T10:00:00Z',
              amount: 150,
              provider: 'TRX',
              token_type: 'USDT',
              action: 'deposit',
              status: 'completed',
            },
          ],
          activity: [],
          totals: { deposits: 150, withdrawals: 0, total: 150 },
        }),
      'POST /api/frontend/withdrawals/': () => json({ address: ['This is not a valid TRON address.'] }, 400),
    });
    renderWithProviders(<CashBox onClose={() => {}} initialTab="withdraw" />);
    await user.type(await screen.findByLabelText('Amount in USD'), '20');
    await user.type(screen.getByLabelText('Destination address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('This is not a valid TRON address.')).not.toBeNull();
    expect(screen.getByLabelText('Destination address').getAttribute('aria-invalid')).toBe('true');
  });
});
