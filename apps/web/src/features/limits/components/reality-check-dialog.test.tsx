import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { RealityCheck } from './reality-check-dialog';

const session = (over: Record<string, unknown>) => ({
  started_at: '2026-05-12T08:00:00.000Z',
  played_seconds: 3_900,
  staked: 19,
  won: 2,
  net: -17,
  check_due: true,
  check_due_at: '2026-05-12T09:00:00.000Z',
  today_seconds: 3_900,
  ...over,
});

function stubSession(first: unknown, afterAck: unknown) {
  const sent: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    sent.push(`${init?.method ?? 'GET'} ${path}`);
    const body = path.endsWith('/acknowledge/') ? afterAck : first;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

function renderCheck(enabled = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RealityCheck enabled={enabled} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  storage.set('accessToken', 'token');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RealityCheck', () => {
  it('shows the session’s time and net position with links, and acknowledging closes it', async () => {
    const sent = stubSession(session({}), session({ check_due: false }));
    renderCheck();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(screen.getByTestId('reality-check-played').textContent).toBe('1 h 05 min');
    expect(screen.getByTestId('reality-check-net').textContent).toContain('17.00');
    expect(screen.getByRole('link', { name: 'View my history' }).getAttribute('href')).toBe(
      '/profile?tab=history',
    );
    expect(screen.getByRole('link', { name: 'Leave the game' }).getAttribute('href')).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sent).toContain('POST /api/frontend/limits/session/acknowledge/');
  });

  it('shows nothing when no check is due, and asks nothing in demo play', async () => {
    const sent = stubSession(session({ check_due: false }), null);
    renderCheck();
    await waitFor(() => expect(sent).toEqual(['GET /api/frontend/limits/session/']));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    sent.length = 0;
    renderCheck(false);
    expect(sent).toEqual([]);
  });
});
