import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { json, mockFetch, ranksAnswer, renderWithProviders, standing } from '../testing';
import { VipPage } from './vip-page';

beforeEach(() => {
  localStorage.clear();
});

describe('the VIP page', () => {
  it('compares Standard and VIP; a guest is asked to sign in by Get VIP; Continue playing goes home', async () => {
    mockFetch({ 'GET /api/frontend/ranks/': () => json(ranksAnswer()) });
    renderWithProviders(<VipPage />, '/vip');

    const standard = screen.getByRole('region', { name: 'Standard' });
    const vip = screen.getByRole('region', { name: 'VIP' });
    expect(within(standard).getByText('from 2%')).toBeTruthy();
    expect(within(standard).getByText('up to 100%')).toBeTruthy();
    expect(within(standard).getByText('24/7 care')).toBeTruthy();
    expect(within(vip).getByText('up to 12%')).toBeTruthy();
    expect(within(vip).getByText('up to 300%')).toBeTruthy();
    expect(within(vip).getByText('Personal VIP manager')).toBeTruthy();
    expect(within(vip).getByText('After depositing $25,000.00 within a month')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Get VIP' }));
    expect(screen.getByTestId('open-dialogs').textContent).toBe('loginMenu');
    await userEvent.click(screen.getByRole('link', { name: 'Continue playing' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("opens a player's cash box from Get VIP and shows this month's deposits", async () => {
    storage.set('accessToken', 'token');
    mockFetch({ 'GET /api/frontend/ranks/': () => json(ranksAnswer(standing({ month_deposits: 3200 }))) });
    renderWithProviders(<VipPage />, '/vip');
    expect((await screen.findByTestId('vip-progress')).textContent).toBe(
      '$3,200.00 of $25,000.00 deposited this month',
    );
    expect(within(screen.getByRole('region', { name: 'Standard' })).getByText('Your plan')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Get VIP' }));
    expect(screen.getByTestId('open-dialogs').textContent).toBe('transitionDialog');
  });

  it('tells a VIP since when, marks the VIP plan as theirs and offers no Get VIP', async () => {
    storage.set('accessToken', 'token');
    mockFetch({
      'GET /api/frontend/ranks/': () =>
        json(ranksAnswer(standing({ is_vip: true, vip_since: '2026-04-10T09:00:00Z' }))),
    });
    renderWithProviders(<VipPage />, '/vip');
    expect((await screen.findByTestId('vip-progress')).textContent).toBe('You are VIP since April 10, 2026.');
    expect(within(screen.getByRole('region', { name: 'VIP' })).getByText('Your plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get VIP' })).toBeNull();
  });
});
