import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { useOddsFormat } from '../lib/odds-preference';
import { emptySlip, slipStore } from '../lib/slip-store';
import { OddsButton } from './odds-button';
import { OddsFormatSwitch } from './odds-format-switch';

function Price({ odds, locked = false }: { odds: string; locked?: boolean }) {
  const [format] = useOddsFormat();
  return (
    <OddsButton
      outcome={{ id: 7, key: 'home', name: 'Arsenal', odds, active: true }}
      label="1"
      locked={locked}
      format={format}
      selection={{ eventId: 3, event: 'Arsenal v Chelsea', market: 'Match result', outcome: 'Arsenal' }}
    />
  );
}

describe('odds buttons and their format', () => {
  beforeEach(() => {
    window.localStorage.clear();
    slipStore.update(() => emptySlip);
  });
  afterEach(cleanup);

  it('shows prices in the format chosen and keeps the choice in this browser', async () => {
    renderWithProviders(
      <>
        <OddsFormatSwitch />
        <Price odds="2.10" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Arsenal at 2.10' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fractional' }));
    expect(screen.getByRole('button', { name: 'Arsenal at 11/10' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'American' }));
    expect(screen.getByRole('button', { name: 'Arsenal at +110' })).toBeTruthy();
    expect(window.localStorage.getItem('sportsOddsFormat')).toBe('"american"');
    expect(screen.getByRole('button', { name: 'American' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('toggles the selection on the slip, shown pressed, and locks a suspended price', async () => {
    const view = renderWithProviders(<Price odds="2.10" />);
    const price = screen.getByRole('button', { name: /Arsenal at/ });
    await userEvent.click(price);
    expect(price.getAttribute('aria-pressed')).toBe('true');
    expect(slipStore.get().selections).toMatchObject([{ outcomeId: 7, eventId: 3, odds: '2.10' }]);
    await userEvent.click(price);
    expect(price.getAttribute('aria-pressed')).toBe('false');
    expect(slipStore.get().selections).toEqual([]);

    view.rerender(<Price odds="2.10" locked />);
    const locked = screen.getByRole('button', { name: 'Arsenal: not available now' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    act(() => locked.click());
    expect(slipStore.get().selections).toEqual([]);
  });
});
