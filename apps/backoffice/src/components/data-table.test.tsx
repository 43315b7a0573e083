import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page } from '../testing/mock-api';
import { renderScreen } from '../testing/render';
import { DataTable, type TableColumn, type TableFilter } from './data-table';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Thing {
  id: number;
  name: string;
  amount: number;
}

const columns: TableColumn<Thing>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (row) => row.name },
  { id: 'amount', header: 'Amount', numeric: true, sortable: true, cell: (row) => row.amount.toFixed(2) },
  { id: 'note', header: 'Note', cell: () => 'n/a' },
];

function Things({ filters = [{ key: 'q', label: 'Search' }] }: { filters?: TableFilter[] }) {
  return (
    <DataTable
      path="/things/"
      queryKey={['things']}
      label="Things"
      columns={columns}
      rowKey={(row) => String(row.id)}
      fixed={{ status: 'open' }}
      defaultSort={{ field: 'name', order: 'asc' }}
      filters={filters}
    />
  );
}

function setup(path = '/things', filters?: TableFilter[]) {
  const answer = mockApi({
    'GET /api/backoffice/things/': (call) => {
      const pageNumber = Number(call.url.searchParams.get('page'));
      const size = Number(call.url.searchParams.get('page_size'));
      const items = Array.from({ length: 3 }, (_, i) => ({
        id: pageNumber * 100 + i,
        name: `Thing ${pageNumber}.${i}`,
        amount: i * 1.5,
      }));
      return { body: page(items, 120, pageNumber, size) };
    },
  });
  renderScreen(<Things filters={filters} />, path);
  const lastQuery = () => Object.fromEntries(answer.calls.at(-1)?.url.searchParams ?? []);
  return { ...answer, lastQuery };
}

describe('DataTable', () => {
  it('shows the server\'s default of a select filter as chosen, with no "Any" that would mean it', async () => {
    const states = ['pending', 'paid', 'all'].map((value) => ({ value, label: value }));
    setup('/things', [
      { key: 'state', label: 'State', type: 'select', absentMeans: 'pending', options: states },
    ]);
    await screen.findByText('Thing 1.0');
    const select = screen.getByLabelText('State') as HTMLSelectElement;
    expect(select.value).toBe('pending');
    expect(within(select).queryByRole('option', { name: 'Any' })).toBeNull();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['pending', 'paid', 'all']);
  });

  it('asks the server for the page, size, sort and fixed filters, and shows the range', async () => {
    const { lastQuery } = setup();
    expect(await screen.findByText('Thing 1.0')).toBeTruthy();
    expect(lastQuery()).toEqual({ status: 'open', page: '1', page_size: '50', sort: 'name', order: 'asc' });
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages forward and back through the address', async () => {
    const user = userEvent.setup();
    const { lastQuery } = setup();
    await screen.findByText('Thing 1.0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Thing 2.0')).toBeTruthy();
    expect(lastQuery().page).toBe('2');
    expect(screen.getByTestId('location').textContent).toBe('/things?page=2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Thing 3.0');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Thing 2.0');
  });

  it('sorts on the server by a header, toggling the order and starting again at page one', async () => {
    const user = userEvent.setup();
    const { lastQuery } = setup('/things?page=2');
    await screen.findByText('Thing 2.0');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'name', order: 'desc', page: '1' }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');

    await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'amount' }));
    // A column the server cannot sort has no sort button.
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();
  });

  it('changes the page size and applies filters, each from page one', async () => {
    const user = userEvent.setup();
    const { lastQuery } = setup('/things?page=2');
    await screen.findByText('Thing 2.0');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', page_size: '100' }));
    await user.type(screen.getByLabelText('Search'), 'gold');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'gold', page: '1', page_size: '100' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    // Back to the unfiltered list (answered from the cache, so checked in the address).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/things?page_size=100'));
  });

  it('exports every matching row as CSV from the same URL, without the page', async () => {
    const user = userEvent.setup();
    setup('/things?page=3&q=gold&sort=amount&order=desc');
    await screen.findByText('Thing 3.0');
    const exportLink = () =>
      new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '', 'http://x');
    expect(exportLink().pathname).toBe('/api/backoffice/things/');
    expect(Object.fromEntries(exportLink().searchParams)).toEqual({
      status: 'open',
      q: 'gold',
      sort: 'amount',
      order: 'desc',
      format: 'csv',
    });
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(exportLink().searchParams.get('sort')).toBe('name'));
  });
});
