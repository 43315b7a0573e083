import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Markdown } from './markdown';

afterEach(cleanup);

function Where() {
  const { pathname, hash } = useLocation();
  return <span data-testid="where">{pathname + hash}</span>;
}

function renderMarkdown(source: string) {
  return render(
    <MemoryRouter initialEntries={['/faq/contact']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <Markdown source={source} />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Markdown', () => {
  it('renders paragraphs, emphasis, lists and tables as elements', () => {
    renderMarkdown(
      'Intro with **bold** and *italic*.\n\n- one\n- two\n\n| Station | Rate |\n| --- | --- |\n| 2 | 2% |',
    );
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Rate' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '2' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '2%' })).toBeTruthy();
  });

  it('never renders HTML from the text', () => {
    const { container } = renderMarkdown(
      '<img src=x onerror="alert(1)"> <script>alert(2)</script> **<b>x</b>**',
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('follows links inside the app through the router and keeps other schemes from being links', async () => {
    renderMarkdown(
      'See the [bonus policy](/faq/bonus-policy#wagering), [this section](#escalation), [the regulator](https://onjn.gov.ro), [mail us](mailto:support@royalflush.casino) and [a trap](javascript:alert(1)).',
    );
    const external = screen.getByRole('link', { name: 'the regulator' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail us' }).getAttribute('href')).toBe(
      'mailto:support@royalflush.casino',
    );
    expect(screen.queryByRole('link', { name: 'a trap' })).toBeNull();
    expect(screen.getByText(/a trap/)).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'this section' }));
    expect(screen.getByTestId('where').textContent).toBe('/faq/contact#escalation');
    await userEvent.click(screen.getByRole('link', { name: 'bonus policy' }));
    expect(screen.getByTestId('where').textContent).toBe('/faq/bonus-policy#wagering');
  });

  it('renders what CommonMark says: nested lists, code fences, hard breaks, setext headings', () => {
    const { container } = renderMarkdown(
      [
        'Limits',
        '------',
        '',
        'Sub-rules',
        '=========',
        '',
        '1. Deposit',
        '   - daily',
        '   - weekly',
        '2. Loss',
        '',
        '```',
        'stake * 35',
        '  = wager',
        '```',
        '',
        'First line  ',
        'second line\\',
        'third line',
      ].join('\n'),
    );
    // Headings inside a section sit below the section's own level.
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Limits', 'Sub-rules']);
    const outer = container.querySelector('ol');
    expect(outer?.children).toHaveLength(2);
    const nested = outer?.querySelector('li > ul');
    expect([...(nested?.children ?? [])].map((li) => li.textContent)).toEqual(['daily', 'weekly']);
    expect(container.querySelector('pre code')?.textContent).toBe('stake * 35\n  = wager');
    const paragraph = [...container.querySelectorAll('p')].at(-1);
    expect(paragraph?.querySelectorAll('br')).toHaveLength(2);
    expect(paragraph?.textContent).toBe('First linesecond linethird line');
  });

  it('keeps link titles and addresses with parentheses, and still allow-lists where links go', () => {
    renderMarkdown(
      'Read [the rules](/faq/bonus-policy "Bonus rules"), [a wager](https://en.wikipedia.org/wiki/Wager_(gambling)) and [a trap](<javascript:alert(1)> "x").',
    );
    const rules = screen.getByRole('link', { name: 'the rules' });
    expect(rules.getAttribute('title')).toBe('Bonus rules');
    expect(rules.getAttribute('href')).toBe('/faq/bonus-policy');
    expect(screen.getByRole('link', { name: 'a wager' }).getAttribute('href')).toBe(
      'https://en.wikipedia.org/wiki/Wager_(gambling)',
    );
    expect(screen.queryByRole('link', { name: 'a trap' })).toBeNull();
  });

  it('links e-mail addresses and reads character references as the characters they are', () => {
    const { container } = renderMarkdown(
      'Write to support@royalflush.casino: &lt;b&gt; costs &#8364;5 &amp; more.',
    );
    expect(screen.getByRole('link', { name: 'support@royalflush.casino' }).getAttribute('href')).toBe(
      'mailto:support@royalflush.casino',
    );
    expect(container.querySelector('p')?.textContent).toBe(
      'Write to support@royalflush.casino: <b> costs €5 & more.',
    );
    expect(container.querySelector('b')).toBeNull();
  });
});
