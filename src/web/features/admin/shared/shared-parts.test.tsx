import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { DataTable } from './data-table';
import { CheckboxField } from './checkbox-field';

describe('DataTable', () => {
  test('names its columns, hides the actions header from sight only, and pages under the table', () => {
    render(
      <DataTable
        columns={['Name', 'Status']}
        actions
        emptyText="Nothing here."
        results={{
          loading: false,
          error: null,
          empty: false,
          pages: { page: 1, pageSize: 15, total: 1, onPage: () => {} },
        }}
      >
        <tr>
          <td>Maya</td>
          <td>Active</td>
          <td>Edit</td>
        </tr>
      </DataTable>,
    );
    const table = within(screen.getByRole('region', { name: 'Results' })).getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Status', 'Actions']);
    expect(within(table).getByText('Actions')).toHaveClass('sr-only');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1-1 of 1');
  });

  test('shows the empty text instead of a table, and no page links before the total is known', () => {
    render(
      <DataTable
        columns={['Name']}
        emptyText="No instructors match."
        results={{ loading: false, error: null, empty: true }}
      >
        {null}
      </DataTable>,
    );
    expect(screen.getByText('No instructors match.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('form fields', () => {
  test('a checkbox field reports the new checked state', () => {
    const onChecked = vi.fn();
    render(<CheckboxField label="Active" checked={false} onChecked={onChecked} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(onChecked).toHaveBeenCalledWith(true);
  });
});
