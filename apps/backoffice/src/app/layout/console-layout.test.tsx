import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, signedIn, signedOut } from '../../testing/mock-api';
import { renderConsole } from '../../testing/render';
import { sectionsFor, sections } from '../sections';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const staff = (permissions: string[], roles = ['auditor']) => ({
  id: 7,
  email: 'x@casino.local',
  name: 'Sam Staff',
  roles,
  permissions,
});

const navItems = async () => {
  const nav = await screen.findAllByRole('navigation', { name: 'Sections' });
  return within(nav[0] as HTMLElement)
    .queryAllByRole('link')
    .map((link) => link.textContent);
};

describe('console layout', () => {
  it('lists only the sections the permissions open, and starts at the first of them', async () => {
    mockApi({
      ...signedIn(staff(['audit.read', 'approvals.read', 'players.read'])),
      'GET /api/backoffice/approvals/': { body: page([]) },
    });
    renderConsole('/');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/players'));
    expect(await navItems()).toEqual(['Players', 'Approvals', 'Audit log']);
    expect(screen.getByText('Sam Staff')).toBeTruthy();
    expect(screen.getByText('Auditor')).toBeTruthy();
  });

  it('shows an administrator every registered section', async () => {
    mockApi({
      ...signedIn(staff(['staff.manage', 'approvals.read', 'audit.read'], ['administrator'])),
      'GET /api/backoffice/approvals/': { body: page([]) },
    });
    renderConsole('/');
    expect(await navItems()).toEqual(['Approvals', 'Staff', 'Audit log']);
  });

  it('tells a role without sections so, and refuses a section opened by address', async () => {
    // Staff whose permissions open no section.
    mockApi(signedIn(staff([], ['auditor'])));
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Nothing to open yet' })).toBeTruthy();
    expect(await navItems()).toEqual([]);
    cleanup();

    renderConsole('/staff');
    expect(await screen.findByRole('heading', { name: 'Not open to your roles' })).toBeTruthy();
  });

  it('sends a signed-out visitor to sign-in, remembering where they were going', async () => {
    mockApi(signedOut);
    renderConsole('/audit?action=staff.create');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/sign-in?next=%2Faudit%3Faction%3Dstaff.create',
      ),
    );
  });

  it('filters the registration list by permission in its order', () => {
    expect(sectionsFor(['audit.read', 'staff.manage']).map((s) => s.path)).toEqual(['staff', 'audit']);
    expect(sectionsFor([])).toEqual([]);
    expect(sections.every((s) => s.permission && s.path && s.label)).toBe(true);
  });
});
