// Test support for the bonuses feature: contract-shaped fixtures, a fetch router that records
// bodies, and a probe that shows which dialogs are open with which bonus.
import type { ActiveBonus, BonusItem } from '@casino/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import '../../lib/i18n';
import { closeDialog, useOpenDialogs, type DialogComponents, type DialogName } from '../../lib/dialogs';

const ALL_DIALOGS: DialogName[] = [
  'transitionBonuses',
  'confirmBonus',
  'deactivateBonus',
  'superBonuses',
  'rejectSuper',
  'waitingScreen',
];

// The suite runs without vitest globals, so testing-library cannot unmount by itself; the dialog
// registry is module state and must not leak between tests.
afterEach(() => {
  cleanup();
  ALL_DIALOGS.forEach(closeDialog);
  vi.unstubAllGlobals();
});

export function bonus(overrides: Partial<BonusItem> = {}): BonusItem {
  return {
    id: 11,
    title: 'First deposit bonus',
    short_description: '75% up to 1,000 USD and up to 250 free spins',
    description: 'Deposit at least 50 USD.\n\nWager 35x within 7 days.',
    type: 'deposit_and_fs',
    offer: 'welcome',
    percentage: 75,
    max_bonus_amount: 1000,
    max_winning: 3000,
    wager: 35,
    number_of_spins: 175,
    bet_per_spin: 0.2,
    min_deposit_amount: 80,
    lifetime: 7,
    time_left: '',
    ends_at: null,
    image: '/img/bonuses/welcome-1.svg',
    button_text: 'Activate',
    is_active: false,
    is_used: false,
    max_bet: 20,
    spin_games: ['neon-fruits'],
    ...overrides,
  };
}

export function activeBonus(overrides: Partial<ActiveBonus> = {}): ActiveBonus {
  return {
    ...bonus({ is_active: true, is_used: true }),
    state: 'active',
    bonus_balance: 60,
    wager_required: 4900,
    wagered: 1225,
    wager_progress: 25,
    spins_left: 120,
    spins_winnings: 12.4,
    contributions: {
      slots: 100,
      live: 10,
      tables: 10,
      video_poker: 5,
      jackpots: 0,
      game_shows: 0,
      lobby: 0,
    },
    free_bet: null,
    ...overrides,
  };
}

/** A JSON answer for a mocked fetch. */
export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** Replaces fetch with handlers keyed by "METHOD /path" (unknown calls answer 404); returns the calls. */
export function mockFetch(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const handler = handlers[`${method} ${path}`];
      return handler ? handler(body) : json({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

/** The open dialogs as text: "name:bonusId" per dialog, so a test can read what opened with what. */
export function DialogsProbe() {
  const open = useOpenDialogs();
  return (
    <span data-testid="open-dialogs">
      {[...open]
        .map(([name, props]) => {
          const b = props.bonus as { id?: number } | undefined;
          const op = typeof props.operation === 'string' ? `/${props.operation}` : '';
          return b?.id !== undefined ? `${name}:${b.id}${op}` : name;
        })
        .join(' ')}
    </span>
  );
}

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

/** Renders with a fresh query client, a memory router and the dialogs probe. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Where />
                <DialogsProbe />
                {ui}
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Renders the open dialogs that the given registry knows, as the app's dialogs host does. */
export function TestDialogsHost({ registry }: { registry: DialogComponents }) {
  const open = useOpenDialogs();
  return (
    <>
      {[...open].map(([name, props]) => {
        const Component = registry[name];
        return Component ? (
          <Suspense key={name} fallback={null}>
            <Component {...props} onClose={() => closeDialog(name)} />
          </Suspense>
        ) : null;
      })}
    </>
  );
}
