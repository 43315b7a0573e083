import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { json, mockFetch, renderWithProviders } from '../testing';
import { PromoCodeForm } from './promo-code-form';

const input = () => screen.getByLabelText('Promo code') as HTMLInputElement;
const activate = () => screen.getByRole('button', { name: 'Activate' }) as HTMLButtonElement;

beforeEach(() => {
  localStorage.clear();
  storage.set('accessToken', 'token');
});

describe('Promocode', () => {
  it('keeps Activate disabled while the input is empty or blank', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/frontend/promo-code/used/': () => json([]) });
    renderWithProviders(<PromoCodeForm />);
    expect(activate().disabled).toBe(true);
    await user.type(input(), '   ');
    expect(activate().disabled).toBe(true);
    await user.type(input(), 'A');
    expect(activate().disabled).toBe(false);
    await user.clear(input());
    expect(activate().disabled).toBe(true);
  });

  it("shows the first message of the server's field list only while the input holds a code", async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      'GET /api/frontend/promo-code/used/': () => json([]),
      'POST /api/frontend/promo-code/activate/': () =>
        json({ promo_code: ['This promo code does not exist.', 'second'] }, 400),
    });
    renderWithProviders(<PromoCodeForm />);
    await user.type(input(), ' nope ');
    await user.click(activate());
    expect((await screen.findByRole('alert')).textContent).toBe('This promo code does not exist.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ promo_code: 'nope' });
    // The code stays for correcting; emptying the input hides the message.
    expect(input().value).toBe(' nope ');
    await user.clear(input());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the code was activated, clears the input and reloads the used list', async () => {
    const user = userEvent.setup();
    let used: unknown[] = [];
    mockFetch({
      'GET /api/frontend/promo-code/used/': () => json(used),
      'POST /api/frontend/promo-code/activate/': () => {
        used = [{ promo_code: 'WELCOME50', used_at: '2026-03-01T10:00:00Z', title: '50 free spins' }];
        return json({ detail: 'Activated.' });
      },
    });
    renderWithProviders(<PromoCodeForm />);
    expect(await screen.findByText('You have not used any promo codes yet.')).toBeTruthy();
    await user.type(input(), 'WELCOME50');
    await user.click(activate());
    expect((await screen.findByRole('status')).textContent).toBe('The promo code has been activated.');
    expect(input().value).toBe('');
    expect(activate().disabled).toBe(true);
    const list = await screen.findByRole('list', { name: 'Used promo codes' });
    expect(within(list).getByText('WELCOME50')).toBeTruthy();
    expect(within(list).getByText('50 free spins')).toBeTruthy();
    // Typing the next code replaces the old answer.
    await user.type(input(), 'X');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
