import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, provider, renderAt, stubApi } from '../testing';
import { filterProviders, ProvidersList } from './providers-list';

const PROVIDERS = [provider(1, 'Royal Studio', 24), provider(2, 'Neon Play', 7), provider(3, 'PlayStar', 1)];

describe('providers list', () => {
  beforeEach(() => {
    stubApi({ 'GET /api/frontend/provider/': () => json(PROVIDERS) });
  });
  afterEach(() => vi.restoreAllMocks());

  it('filters by a case-insensitive part of the name', () => {
    expect(filterProviders(PROVIDERS, 'PLAY').map((p) => p.name)).toEqual(['Neon Play', 'PlayStar']);
    expect(filterProviders(PROVIDERS, '  royal ').map((p) => p.name)).toEqual(['Royal Studio']);
    expect(filterProviders(PROVIDERS, '')).toHaveLength(3);
    expect(filterProviders(PROVIDERS, 'xyz')).toHaveLength(0);
  });

  it('shows logo, name and number of games, and opens the provider in the catalogue', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderAt(<ProvidersList onPick={onPick} />);
    const list = await screen.findByRole('list', { name: 'Game providers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const royal = within(list).getByRole('link', { name: /Royal Studio/ });
    expect(royal.textContent).toContain('24 games');
    expect(royal.querySelector('img')?.getAttribute('src')).toBe('/studio/img/provider-1.svg');
    expect(within(list).getByRole('link', { name: /PlayStar/ }).textContent).toContain('1 game');

    await user.type(screen.getByRole('searchbox', { name: 'Filter providers' }), 'neon');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(list).getByRole('link', { name: /Neon Play/ }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/slots?provider=2');
  });

  it('says so when no provider matches', async () => {
    const user = userEvent.setup();
    renderAt(<ProvidersList onPick={() => undefined} />);
    await screen.findByRole('list', { name: 'Game providers' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter providers' }), 'nothing like it');
    expect(screen.getByText('No provider matches this name.')).toBeTruthy();
  });
});
