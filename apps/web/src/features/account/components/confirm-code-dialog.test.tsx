import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { renderWithClient, sampleMe, stubApi } from '../testing';
import { ConfirmCodeDialog } from './confirm-code-dialog';

beforeEach(() => {
  window.localStorage.clear();
  storage.set('accessToken', 'access-1');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const routes = {
  'GET /api/frontend/user/me/': [200, sampleMe] as [number, unknown],
  'POST /api/frontend/code/verification/': [200, { detail: 'Code sent.' }] as [number, unknown],
};

const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });

describe('ConfirmCodeDialog', () => {
  it('sends a code once on open and confirms the typed code', async () => {
    const calls = stubApi({
      ...routes,
      'POST /api/frontend/code/validation/': [200, { detail: 'Confirmed.' }],
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<ConfirmCodeDialog channel="email" onClose={onClose} />);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/frontend/code/verification/')).toHaveLength(1),
    );
    expect(calls.find((c) => c.path === '/api/frontend/code/verification/')?.body).toEqual({ type: 'email' });
    expect(await screen.findByText(/player@example\.com/)).toBeTruthy();

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.click(digit(1));
    await user.keyboard('4821');
    await user.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/frontend/code/validation/')?.body).toEqual({
      code: '4821',
      type: 'email',
    });
    expect(storage.get('confirmEmail')).toBe(true);
  });

  it("shows the server's first message when the code is wrong and stays open", async () => {
    stubApi({
      ...routes,
      'POST /api/frontend/code/validation/': [400, { code: ['The code is wrong or has expired.'] }],
    });
    const onClose = vi.fn();
    renderWithClient(<ConfirmCodeDialog channel="phone" onClose={onClose} />);
    fireEvent.paste(digit(1), { clipboardData: { getData: () => '1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or has expired.');
    expect(onClose).not.toHaveBeenCalled();
    expect(storage.get('confirmEmail')).toBe(false);
  });

  it('offers "Send code again" only after the 120-second countdown, and it sends a new code', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls = stubApi(routes);
    renderWithClient(<ConfirmCodeDialog channel="email" onClose={() => {}} />);
    const sends = () => calls.filter((c) => c.path === '/api/frontend/code/verification/');
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(screen.getByText('Send code again in 2:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code again' })).toBeNull();
    act(() => vi.advanceTimersByTime(119_000));
    expect(screen.getByText('Send code again in 0:01')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Send code again' }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(screen.getByText('Send code again in 2:00')).toBeTruthy();
  });
});
