import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { bonus, json, mockFetch, renderWithProviders } from '../testing';
import { ConfirmBonusDialog, DeactivateBonusDialog } from './bonus-confirm-dialogs';

const probe = () => screen.getByTestId('open-dialogs').textContent;

beforeEach(() => {
  localStorage.clear();
  storage.set('accessToken', 'token');
});

describe('confirmBonus (reactivate)', () => {
  it('replaces the current bonus on Yes and opens the deposit dialog for the new one', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      'POST /api/frontend/bonus_reactivate/': () =>
        json({ bonus: bonus({ id: 4, is_active: true }), detail: 'Replaced.' }),
    });
    openDialog('confirmBonus', { bonus: bonus({ id: 4 }), operation: 'reactivate' });
    renderWithProviders(
      <ConfirmBonusDialog
        bonus={bonus({ id: 4, title: 'Reload' })}
        operation="reactivate"
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Replace your bonus?' }).textContent).toContain('Reload');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(probe()).toContain('transitionBonuses:4'));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/frontend/bonus_reactivate/', body: { bonus_id: 4 } },
    ]);
  });

  it('does nothing on No', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({});
    let closed = 0;
    renderWithProviders(<ConfirmBonusDialog bonus={bonus({ id: 4 })} onClose={() => (closed += 1)} />);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(closed).toBe(1);
    expect(calls).toEqual([]);
    expect(probe()).toBe('');
  });
});

describe('deactivateBonus', () => {
  it('asks the spec question and deactivates on Yes', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      'DELETE /api/frontend/bonus_deactivate/7/': () =>
        json({ bonus: bonus({ id: 7 }), detail: 'Deactivated.' }),
    });
    let closed = 0;
    renderWithProviders(<DeactivateBonusDialog bonus={bonus({ id: 7 })} onClose={() => (closed += 1)} />);
    expect(screen.getByText('Are you sure you want to deactivate the bonus?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/frontend/bonus_deactivate/7/', body: undefined }]);
  });

  it('swallows a failure and closes', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'DELETE /api/frontend/bonus_deactivate/7/': () => json({ detail: 'Not found.' }, 404) });
    let closed = 0;
    renderWithProviders(<DeactivateBonusDialog bonus={bonus({ id: 7 })} onClose={() => (closed += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
