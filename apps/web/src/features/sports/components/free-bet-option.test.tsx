import type { ActiveBonus } from '@casino/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { freeBetFits, freeBetOf, freeBetReturnCents, type FreeBetToken } from '../lib/free-bet';
import { FreeBetOption } from './free-bet-option';

const NOW = Date.parse('2026-11-28T20:00:00Z');

const bonusWith = (free_bet: ActiveBonus['free_bet']) => ({ free_bet }) as ActiveBonus;

function Harness({ freeBet }: { freeBet: FreeBetToken }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <FreeBetOption freeBet={freeBet} checked={checked} onChange={setChecked} />
      <output data-testid="state">{checked ? 'free' : 'cash'}</output>
    </>
  );
}

describe("the slip's free bet", () => {
  afterEach(cleanup);

  it('is offered only while the player holds an unused, unexpired free bet', () => {
    const token = { phase: 'token', id: 7, amount: 20, expires_at: '2026-12-28T20:00:00.000Z' } as const;
    expect(freeBetOf(bonusWith(token), NOW)).toEqual({ id: 7, amountCents: 2000 });
    expect(freeBetOf(bonusWith({ ...token, phase: 'qualifying', amount: 0 }), NOW)).toBeUndefined();
    expect(freeBetOf(bonusWith({ ...token, phase: 'placed' }), NOW)).toBeUndefined();
    expect(freeBetOf(bonusWith({ ...token, expires_at: '2026-11-28T19:59:59.000Z' }), NOW)).toBeUndefined();
    expect(freeBetOf(bonusWith(null), NOW)).toBeUndefined();
    expect(freeBetOf(null, NOW)).toBeUndefined();
  });

  it('fits one single or an accumulator, never a system bet or several singles', () => {
    expect(freeBetFits('singles', 1)).toBe(true);
    expect(freeBetFits('singles', 2)).toBe(false);
    expect(freeBetFits('accumulator', 2)).toBe(true);
    expect(freeBetFits('accumulator', 1)).toBe(false);
    expect(freeBetFits('system', 3)).toBe(false);
  });

  it('returns the winnings only: (odds − 1) × stake', () => {
    // 20 USD at 2.00 × 1.90 = 3.80: 76.00 back on a cash bet, 56.00 on a free bet.
    expect(freeBetReturnCents(76_00, 20_00)).toBe(56_00);
    expect(freeBetReturnCents(0, 20_00)).toBe(0);
  });

  it('shows "Use free bet (20.00 USD)" with its rule and toggles it', async () => {
    renderWithProviders(<Harness freeBet={{ id: 7, amountCents: 2000 }} />);
    const box = screen.getByRole('checkbox', { name: /Use free bet \(.*20\.00.*\)/ });
    expect(screen.getByText(/you win the winnings, not the stake back/)).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('cash');
    await userEvent.click(box);
    expect(screen.getByTestId('state').textContent).toBe('free');
    await userEvent.click(screen.getByText(/Use free bet/));
    expect(screen.getByTestId('state').textContent).toBe('cash');
  });
});
