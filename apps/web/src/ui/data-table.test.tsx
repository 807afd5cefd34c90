import { useState } from 'react';
import { screen } from '@testing-library/react';
import type { SortDescriptor } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLocale } from '../../test/render';
import { DataTable, type TDataTableColumn } from './data-table';

interface TPayment {
  id: string;
  payee: string;
  amount: string;
}

const PAYMENTS: TPayment[] = [
  { id: 'p1', payee: 'Slavonska žitna d.o.o.', amount: '1.250,00' },
  { id: 'p2', payee: 'Jadranska ribarnica d.o.o.', amount: '86,40' },
  { id: 'p3', payee: 'Zagorski mlin d.d.', amount: '12.000,00' },
];

const COLUMNS: TDataTableColumn<TPayment>[] = [
  {
    id: 'payee',
    header: 'Primatelj',
    cell: (row) => row.payee,
    isSortable: true,
    isRowHeader: true,
  },
  { id: 'amount', header: 'Iznos', cell: (row) => row.amount, isSortable: true, align: 'end' },
];

const getRowKey = (row: TPayment) => row.id;

function SortedTable() {
  const [sort, setSort] = useState<SortDescriptor | undefined>(undefined);
  const rows = [...PAYMENTS].sort((a, b) => {
    if (!sort) return 0;
    const order = a.payee.localeCompare(b.payee, 'hr');
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <DataTable
      label="Plaćanja"
      columns={COLUMNS}
      rows={rows}
      getRowKey={getRowKey}
      sortDescriptor={sort}
      onSortChange={setSort}
    />
  );
}

const bodyRowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('DataTable', () => {
  it('is a named grid with column headers, a row header per row and the rows in order', () => {
    renderInLocale(
      <DataTable label="Plaćanja" columns={COLUMNS} rows={PAYMENTS} getRowKey={getRowKey} />,
    );
    const grid = screen.getByRole('grid', { name: 'Plaćanja' });
    expect(grid.tagName).toBe('TABLE');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Primatelj↕',
      'Iznos↕',
    ]);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      PAYMENTS.map((payment) => payment.payee),
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('gridcell', { name: '12.000,00' }).className).toMatch(/alignEnd/);
  });

  it('sorts by a column header: click toggles aria-sort, and so does Enter on the header', async () => {
    const { user } = renderInLocale(<SortedTable />);
    const payee = screen.getByRole('columnheader', { name: /Primatelj/ });
    expect(payee.getAttribute('aria-sort')).toBe('none');

    await user.click(payee);
    expect(payee.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyRowTexts()[0]).toContain('Jadranska ribarnica');

    await user.click(payee);
    expect(payee.getAttribute('aria-sort')).toBe('descending');
    expect(bodyRowTexts()[0]).toContain('Zagorski mlin');

    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(payee);
    expect(payee.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Iznos/ }).getAttribute('aria-sort')).toBe(
      'none',
    );
  });

  it('reaches the header by keyboard: Tab into the grid, arrow up, Enter sorts', async () => {
    const { user } = renderInLocale(<SortedTable />);
    await user.tab();
    expect(document.activeElement?.getAttribute('data-key')).toBe('p1');
    await user.keyboard('{ArrowRight}{ArrowUp}');
    const header = document.activeElement;
    expect(header?.getAttribute('role')).toBe('columnheader');
    await user.keyboard('{Enter}');
    expect(header?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('selects a row with Space and all rows with "select all", and counts them in the toolbar', async () => {
    const { user } = renderInLocale(
      <DataTable
        label="Plaćanja"
        columns={COLUMNS}
        rows={PAYMENTS}
        getRowKey={getRowKey}
        selectionMode="multiple"
        toolbar={<button type="button">Izvoz</button>}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(screen.queryByText(/Odabrano/)).toBeNull();

    await user.click(screen.getByRole('rowheader', { name: 'Jadranska ribarnica d.o.o.' }));
    await user.keyboard('{ArrowUp}{ }');
    expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual(['true', 'true', 'false']);
    expect(screen.getByText('Odabrano: 2')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Odaberite sve' }));
    expect(rows.every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true);
    expect(screen.getByText('Odabrano: 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Izvoz' })).toBeTruthy();
  });

  it('loads more below the table, appends the page, and at the end moves focus to the first new row', async () => {
    const { user } = renderInLocale(<PagedTable />);
    expect(bodyRowTexts()).toHaveLength(2);
    const loadMore = screen.getByRole('button', { name: 'Učitaj još' });

    await user.click(loadMore);
    expect(bodyRowTexts()).toHaveLength(4);
    expect(document.activeElement).toBe(loadMore);

    await user.click(loadMore);
    expect(bodyRowTexts()).toEqual(['Račun 1', 'Račun 2', 'Račun 3', 'Račun 4', 'Račun 5']);
    expect(screen.queryByRole('button', { name: 'Učitaj još' })).toBeNull();
    expect(document.activeElement?.getAttribute('data-key')).toBe('5');
  });

  it('marks the load-more button busy while the next page is on its way', () => {
    renderInLocale(
      <DataTable
        label="Plaćanja"
        columns={COLUMNS}
        rows={PAYMENTS}
        getRowKey={getRowKey}
        hasMore
        isLoadingMore
        onLoadMore={() => undefined}
      />,
      { locale: 'en' },
    );
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the empty text, the loading row and the error with retry in place of the rows', async () => {
    const onRetry = vi.fn();
    const props = { label: 'Plaćanja', columns: COLUMNS, rows: [], getRowKey };
    const { rerender, user } = renderInLocale(
      <DataTable {...props} emptyText="Nema plaćanja u odabranom razdoblju." />,
    );
    expect(screen.getAllByRole('row')[1]?.textContent).toBe('Nema plaćanja u odabranom razdoblju.');

    rerender(<DataTable {...props} isLoading />);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Učitavanje…');

    rerender(<DataTable {...props} error={new Error('offline')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Došlo je do pogreške');
    await user.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names the loading row and the empty table in English', () => {
    const props = { label: 'Payments', columns: COLUMNS, rows: [], getRowKey };
    const { rerender } = renderInLocale(<DataTable {...props} />, { locale: 'en' });
    expect(screen.getAllByRole('row')[1]?.textContent).toBe('There is nothing to show.');
    rerender(<DataTable {...props} isLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('marks the current row', () => {
    renderInLocale(
      <DataTable
        label="Plaćanja"
        columns={COLUMNS}
        rows={PAYMENTS}
        getRowKey={getRowKey}
        isCurrentRow={(row) => row.id === 'p2'}
      />,
    );
    const current = document.querySelectorAll('[data-current]');
    expect([...current].map((row) => row.getAttribute('data-key'))).toEqual(['p2']);
  });
});

describe('DataTable, virtualised', () => {
  // jsdom has no layout: react-aria's virtualizer then treats the view as infinitely large and
  // renders every row. A 400 × 1000 px box stands in for the table's real one.
  function giveElementsABox() {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => 400,
    });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => 1000,
    });
  }

  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });

  const manyRows: TPayment[] = Array.from({ length: 1000 }, (_, index) => ({
    id: `r${index}`,
    payee: `Dobavljač ${index + 1}`,
    amount: `${index},00`,
  }));

  it('renders only the rows in view of 1,000, and switches itself on above 200 rows', () => {
    giveElementsABox();
    renderInLocale(
      <DataTable label="Promet" columns={COLUMNS} rows={manyRows} getRowKey={getRowKey} />,
    );
    const grid = screen.getByRole('grid', { name: 'Promet' });
    expect(grid.tagName).toBe('DIV');
    expect(grid.getAttribute('aria-rowcount')).toBe('1001');
    const renderedRows = screen.getAllByRole('row').length;
    expect(renderedRows).toBeGreaterThan(1);
    expect(renderedRows).toBeLessThan(60);
    expect(screen.getByRole('rowheader', { name: 'Dobavljač 1' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Dobavljač 1000' })).toBeNull();
  });
});

function PagedTable() {
  const all = Array.from({ length: 5 }, (_, index) => ({
    id: String(index + 1),
    payee: `Račun ${index + 1}`,
    amount: '1,00',
  }));
  const [count, setCount] = useState(2);
  return (
    <DataTable
      label="Računi"
      columns={COLUMNS.slice(0, 1)}
      rows={all.slice(0, count)}
      getRowKey={getRowKey}
      hasMore={count < all.length}
      onLoadMore={() => setCount((shown) => shown + 2)}
    />
  );
}
