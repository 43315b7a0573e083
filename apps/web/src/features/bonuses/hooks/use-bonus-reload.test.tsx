import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { bonusKeys } from '../api/bonus-keys';
import { useBonusReload } from './use-bonus-reload';
import '../testing';

function Reloader() {
  useBonusReload();
  return null;
}

beforeEach(() => localStorage.clear());

describe('bonus reload events', () => {
  it('reloads every bonus query on a sign-in and on a language change, not on a sign-out', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <Reloader />
      </QueryClientProvider>,
    );
    expect(invalidate).not.toHaveBeenCalled();

    act(() => storage.set('accessToken', 'new-player'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: bonusKeys.all });

    act(() => storage.set('accessToken', ''));
    expect(invalidate).toHaveBeenCalledTimes(1);

    act(() => {
      i18n.emit('languageChanged', 'es');
    });
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: bonusKeys.all });
  });
});
