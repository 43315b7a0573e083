import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, mockApi, signedIn } from '../../../testing/mock-api';
import { renderConsole } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const editor = { ...administrator, roles: ['content'], permissions: ['content.manage'] };
const spanish = `---
title: Política de cookies
summary: Qué usamos.
---

Intro con **negrita**.

## Qué usamos {#what-we-use}
Solo lo necesario.

## Tus opciones {#your-choices}
Puedes borrarlo.
`;

const pageAnswer = {
  slug: 'cookies',
  locale: 'es',
  version: 3,
  updated_at: '2026-11-20T10:00:00Z',
  updated_by: 'maria@casino.local',
  text: spanish,
  anchors: ['what-we-use', 'your-choices'],
  english_anchors: ['what-we-use', 'your-choices'],
};

function routes(extra: Record<string, unknown> = {}) {
  return {
    ...signedIn(editor),
    'GET /api/backoffice/content/pages/cookies/es/': { body: pageAnswer },
    'GET /api/backoffice/content/pages/cookies/es/versions/': {
      body: {
        items: [
          {
            version: 3,
            title: 'Política de cookies',
            length: 80,
            written_at: '2026-11-20T10:00:00Z',
            written_by: 'maria@casino.local',
          },
          {
            version: 1,
            title: 'Política de cookies',
            length: 70,
            written_at: '2026-11-01T10:00:00Z',
            written_by: 'seed',
          },
        ],
      },
    },
    ...extra,
  };
}

describe('the page editor', () => {
  it('previews the markdown as the player app renders it and checks the anchors while typing', async () => {
    mockApi(routes());
    renderConsole('/content/cookies/es');
    const preview = await screen.findByRole('article', { name: 'Preview, as players will see it' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeTruthy();
    expect(within(preview).getByText('negrita').tagName).toBe('STRONG');
    expect(screen.getByText('Anchors match English (2 sections).')).toBeTruthy();
    // The history lists every version and who wrote it.
    expect(screen.getByText('seed')).toBeTruthy();

    const textarea = screen.getByLabelText('Markdown');
    fireEvent.change(textarea, { target: { value: spanish.replace('{#what-we-use}', '{#que-usamos}') } });
    const status = screen.getByText('The anchors do not match the English page:')
      .parentElement as HTMLElement;
    expect(within(status).getByText('#what-we-use')).toBeTruthy();
    expect(within(status).getByText('#que-usamos')).toBeTruthy();
    expect(within(preview).getByRole('heading', { level: 2, name: /Qué usamos/ }).textContent).toContain(
      '#que-usamos',
    );
  });

  it("saves with a reason and the version it was edited from, and shows the server's anchors refusal", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      routes({
        'PUT /api/backoffice/content/pages/cookies/es/': {
          status: 400,
          body: {
            text: ["the anchors must be the English page's, in its order: missing #what-we-use"],
            missing_anchors: ['what-we-use'],
            extra_anchors: ['que-usamos'],
          },
        },
      }),
    );
    renderConsole('/content/cookies/es');
    const textarea = await screen.findByLabelText('Markdown');
    fireEvent.change(textarea, { target: { value: spanish.replace('{#what-we-use}', '{#que-usamos}') } });
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the page' });
    await user.type(within(dialog).getByRole('textbox'), 'Translated the first heading');
    await user.click(within(dialog).getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          /Not saved: the anchors must be the English page's, in its order. Missing: #what-we-use. Not in English: #que-usamos./,
        ),
      ).toBeTruthy(),
    );
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ reason: 'Translated the first heading', base_version: 3 });
    expect(put?.headers['X-CSRF-Token']).toBe('csrf-123');
  });
});
