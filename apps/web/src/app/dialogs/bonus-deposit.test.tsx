import type { BonusItem } from '@casino/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage';
import { json, METHODS, mockFetch, renderWithProviders } from '../../features/wallet/testing';
import { BonusDeposit } from './bonus-deposit';

const BONUS: BonusItem = {
  id: 31,
  title: 'Super deposit',
  short_description: '',
  description: '',
  type: 'super_deposit',
  offer: 'super',
  percentage: 100,
  max_bonus_amount: 500,
  max_winning: 2500,
  wager: 35,
  number_of_spins: 0,
  bet_per_spin: 0,
  min_deposit_amount: 80,
  lifetime: 7,
  time_left: '',
  ends_at: null,
  image: '/img/bonuses/super-deposit.svg',
  button_text: '',
  is_active: true,
  is_used: false,
  max_bet: 20,
  spin_games: [],
};

beforeEach(() => {
  localStorage.clear();
  storage.set('accessToken', 'token');
});

describe('bonus deposit dialog (transitionBonuses)', () => {
  it('asks for the minimum deposit, shows the bonus card and a cash box with Deposit only', async () => {
    mockFetch({
      'GET /api/frontend/payment/tokens/': () => json(METHODS),
      'GET /api/frontend/payment/deposits/': () => json([]),
    });
    renderWithProviders(<BonusDeposit bonus={BONUS} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Bonus deposit' });
    expect(
      within(dialog).getByText('Top up your account. Please make a deposit over USD 80.00'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Super deposit' })).toBeTruthy();
    expect(within(dialog).getByText('Super bonus: deposit')).toBeTruthy();
    expect(within(dialog).getByText('Wagering in casino')).toBeTruthy();

    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Deposit']);
    expect(await within(dialog).findByRole('button', { name: 'Create Application' })).toBeTruthy();
  });
});
