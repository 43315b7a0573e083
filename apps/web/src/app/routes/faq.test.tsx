import type { ContentPage, ContentPageSummary } from '@casino/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '../testing';

// The help centre over the pages API: the FAQ's questions, a policy page with its contents and
// anchors, links between pages, and the loading and failure states.

const faqPage: ContentPage = {
  slug: 'faq',
  locale: 'en',
  title: 'Frequently asked questions',
  summary: 'Quick answers.',
  updated_at: '2026-07-01T08:00:00.000Z',
  intro_markdown: 'Short answers to the questions we are asked most.',
  sections: [
    {
      anchor: 'withdraw',
      heading: 'How do I withdraw my winnings?',
      body_markdown: 'Withdrawals take **1 to 24 hours**. See [Terms](/faq/terms-conditions#withdrawals).',
    },
    {
      anchor: 'wagering',
      heading: 'What does wagering mean?',
      body_markdown: 'The amount you must bet. See [Bonus policy](/faq/bonus-policy#wagering).',
    },
  ],
};

const bonusPolicy: ContentPage = {
  slug: 'bonus-policy',
  locale: 'en',
  title: 'Bonus policy',
  summary: 'The rules every bonus follows.',
  updated_at: '2026-07-01T08:00:00.000Z',
  intro_markdown: 'This policy applies to every bonus.',
  sections: [
    { anchor: 'balances', heading: 'Cash and bonus balance', body_markdown: 'Cash is used first.' },
    {
      anchor: 'wagering',
      heading: 'Wagering',
      body_markdown:
        '| Game category | Counts |\n| --- | --- |\n| Slots | 100% |\n\nSee [how it ends](#ending).',
    },
    { anchor: 'ending', heading: 'How a bonus ends', body_markdown: '- wagering complete\n- time runs out' },
  ],
};

const pages: ContentPageSummary[] = [
  { slug: 'terms-conditions', title: 'Terms and Conditions', summary: 'The agreement.' },
  { slug: 'bonus-policy', title: 'Bonus policy', summary: 'The rules every bonus follows.' },
  { slug: 'faq', title: 'Frequently asked questions', summary: 'Quick answers.' },
];

const answers = {
  'GET /api/frontend/countries/': [200, []] as [number, unknown],
  'GET /api/frontend/pages/': [200, pages] as [number, unknown],
  'GET /api/frontend/pages/faq/': [200, faqPage] as [number, unknown],
  'GET /api/frontend/pages/bonus-policy/': [200, bonusPolicy] as [number, unknown],
};

const scrolled: string[] = [];

beforeEach(() => {
  window.localStorage.clear();
  scrolled.length = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // happy-dom has no layout: record which element was brought into view.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});
afterEach(() => vi.restoreAllMocks());

describe('/faq', () => {
  it('lists the questions closed, opens an answer, and lists the other pages', async () => {
    stubFetch(answers);
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & policies' })).toBeTruthy();
    const question = await screen.findByRole('button', { name: 'How do I withdraw my winnings?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'How do I withdraw my winnings?' })).toBeNull();

    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'How do I withdraw my winnings?' });
    expect(within(answer).getByText('1 to 24 hours').tagName).toBe('STRONG');
    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');

    const policies = screen.getByRole('region', { name: 'Rules and policies' });
    const cards = within(policies).getAllByRole('link');
    // The FAQ itself is above; the cards are the other pages.
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/faq/terms-conditions', '/faq/bonus-policy']);
    expect(document.title).toBe('Help & policies · Royal Flush Casino');
  });

  it('opens and shows the answer an address names', async () => {
    stubFetch(answers);
    renderApp('/faq#wagering');
    const question = await screen.findByRole('button', { name: 'What does wagering mean?' });
    await waitFor(() => expect(question.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(scrolled).toContain('wagering'));
  });

  it('follows a link in an answer to a section of another page', async () => {
    stubFetch(answers);
    const { router } = renderApp('/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'What does wagering mean?' }));
    const answer = screen.getByRole('region', { name: 'What does wagering mean?' });
    await userEvent.click(within(answer).getByRole('link', { name: 'Bonus policy' }));
    expect(router.state.location.pathname).toBe('/faq/bonus-policy');
    expect(router.state.location.hash).toBe('#wagering');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus policy' })).toBeTruthy();
    await waitFor(() => expect(scrolled).toContain('wagering'));
  });
});

describe('/faq/:subpage', () => {
  it('shows the title, date, contents and every section with its anchor', async () => {
    stubFetch(answers);
    const { router } = renderApp('/faq/bonus-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus policy' })).toBeTruthy();
    expect(screen.getByText('Updated July 1, 2026')).toBeTruthy();
    expect(screen.getByText('This policy applies to every bonus.')).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Cash and bonus balance', 'Wagering', 'How a bonus ends']);
    const section = screen.getByRole('heading', { level: 2, name: /^Wagering/ }).closest('section');
    expect(section?.id).toBe('wagering');
    expect(within(section as HTMLElement).getByRole('table')).toBeTruthy();
    // The menu marks the page shown.
    const menu = screen.getByRole('navigation', { name: 'Help topics' });
    expect(within(menu).getByRole('link', { name: 'Bonus policy' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(menu).getAllByRole('link')).toHaveLength(14);
    expect(within(menu).getByRole('link', { name: 'Fortune wheel terms' }).getAttribute('href')).toBe(
      '/faq/fortune-wheel',
    );
    expect(document.title).toBe('Bonus policy · Royal Flush Casino');

    // Contents and in-page links move to the section without leaving the page.
    await userEvent.click(within(contents).getByRole('link', { name: 'How a bonus ends' }));
    expect(router.state.location.hash).toBe('#ending');
    await waitFor(() => expect(scrolled).toContain('ending'));
    scrolled.length = 0;
    await userEvent.click(screen.getByRole('link', { name: 'how it ends' }));
    await waitFor(() => expect(scrolled).toContain('ending'));
    expect(router.state.location.pathname).toBe('/faq/bonus-policy');
  }, 15_000);

  it('says when a page comes in English because it is not translated yet', async () => {
    stubFetch(answers);
    const { router } = renderApp('/faq/bonus-policy');
    await screen.findByRole('heading', { level: 1, name: 'Bonus policy' });
    expect(screen.queryByText(/not yet available in your language/)).toBeNull();
    await act(async () => {
      const { setLanguage } = await import('../../lib/i18n');
      await setLanguage('es');
    });
    expect(
      await screen.findByText(
        'Esta página aún no está disponible en tu idioma, por eso se muestra en inglés.',
      ),
    ).toBeTruthy();
    await act(async () => {
      const { setLanguage } = await import('../../lib/i18n');
      await setLanguage('en');
    });
    expect(router.state.location.pathname).toBe('/faq/bonus-policy');
  });

  it('shows a failure with a way to try again', async () => {
    stubFetch({ ...answers, 'GET /api/frontend/pages/bonus-policy/': [500, { detail: 'Boom' }] });
    renderApp('/faq/bonus-policy');
    expect(await screen.findByText(/This page could not be loaded/)).toBeTruthy();
    stubFetch(answers);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus policy' })).toBeTruthy();
  });

  it('answers a slug that is not a page with the 404 page, without asking the server', async () => {
    const calls = stubFetch(answers);
    renderApp('/faq/jackpots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/frontend/pages/jackpots'))).toBe(false);
  });
});
