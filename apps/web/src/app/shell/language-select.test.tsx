import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { setLanguage } from '../../lib/i18n';
import { renderApp, stubFetch } from '../testing';

describe('language selector', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(async () => {
    await act(() => setLanguage('en'));
    vi.restoreAllMocks();
  });

  it('switches the interface, the page language and the Accept-Language header', async () => {
    const calls = stubFetch({ 'GET /api/frontend/countries/': [200, []] });
    renderApp('/');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /language: english/i }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));

    // Spanish is fetched on demand, then the interface switches.
    expect(await screen.findByRole('button', { name: /idioma: español/i })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('es');
    expect(screen.getAllByRole('button', { name: 'Entrar' }).length).toBeGreaterThan(0);

    calls.length = 0;
    await api('/api/frontend/countries/');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('es');
  });

  it('is operable from the keyboard', async () => {
    stubFetch({ 'GET /api/frontend/countries/': [200, []] });
    renderApp('/');
    const user = userEvent.setup();
    screen.getByRole('button', { name: /language: english/i }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('English');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(await screen.findByRole('button', { name: /язык: русский/i })).toBe(document.activeElement);
    expect(document.documentElement.lang).toBe('ru');
  });
});
