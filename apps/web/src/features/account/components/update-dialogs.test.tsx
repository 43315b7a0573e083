import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { meQueryOptions } from '../api/get-me';
import { renderWithClient, sampleCountries, sampleMe, stubApi, type RecordedCall } from '../testing';
import { UpdateBirthdateDialog, UpdateLocationDialog, UpdateNameDialog } from './update-dialogs';

beforeEach(() => {
  window.localStorage.clear();
  storage.set('accessToken', 'access-1');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const patches = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'PATCH' && c.path === '/api/frontend/user/me/');

function setup(ui: React.ReactElement, patch: [number, unknown]) {
  const calls = stubApi({
    'GET /api/frontend/user/me/': [200, sampleMe],
    'GET /api/frontend/countries/': [200, sampleCountries],
    'PATCH /api/frontend/user/me/': patch,
  });
  const rendered = renderWithClient(ui);
  rendered.queryClient.setQueryData(meQueryOptions().queryKey, sampleMe);
  return { calls, ...rendered };
}

describe('update dialogs send exactly one PATCH form', () => {
  it('updateName sends first_name and last_name only, and updates the cached profile', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { calls, queryClient } = setup(<UpdateNameDialog onClose={onClose} />, [
      200,
      { first_name: 'Maria', last_name: 'Lopez' },
    ]);
    const first = await screen.findByLabelText('First name');
    await waitFor(() => expect((first as HTMLInputElement).value).toBe('Ana'));
    expect(first.getAttribute('maxlength')).toBe('50');
    await user.clear(first);
    await user.type(first, ' Maria ');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Lopez');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches(calls).map((c) => c.body)).toEqual([{ first_name: 'Maria', last_name: 'Lopez' }]);
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toMatchObject({
      first_name: 'Maria',
      last_name: 'Lopez',
      email: sampleMe.email,
    });
  });

  it('updateBirthdate sends date_of_birth and gender only', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { calls } = setup(<UpdateBirthdateDialog onClose={onClose} />, [
      200,
      { date_of_birth: '1985-01-02', gender: 'other' },
    ]);
    const date = (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
    await waitFor(() => expect(date.value).toBe('1990-06-15'));
    expect(screen.getByRole('option', { name: 'Please select one' })).toHaveProperty('disabled', true);
    await user.clear(date);
    await user.type(date, '1985-01-02');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches(calls).map((c) => c.body)).toEqual([{ date_of_birth: '1985-01-02', gender: 'other' }]);
  });

  it('updateLocation sends the country as an integer only and shows a server error', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { calls } = setup(<UpdateLocationDialog onClose={onClose} />, [
      400,
      { country: ['We cannot accept players from this country.'] },
    ]);
    await screen.findByRole('option', { name: 'Brazil' });
    await user.selectOptions(screen.getByLabelText('Country'), 'Brazil');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We cannot accept players from this country.',
    );
    expect(patches(calls).map((c) => c.body)).toEqual([{ country: 1 }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
