import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartTable } from './chart-table.tsx';

const members = Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Member ${i}` }));

describe('ChartTable', () => {
  it('draws its rows only once opened, and keeps them when closed again', async () => {
    render(
      <ChartTable
        summary="Show the chamber as a table"
        caption="Every member"
        columns={[{ header: 'Name', cell: (m: (typeof members)[number]) => m.name }]}
        rows={members}
        rowKey={(m) => String(m.id)}
      />,
    );
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).queryAllByRole('row', { hidden: true })).toHaveLength(1);

    await userEvent.click(screen.getByText('Show the chamber as a table'));
    expect(await within(table).findByRole('cell', { name: 'Member 299' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(301);

    await userEvent.click(screen.getByText('Show the chamber as a table'));
    expect(table.closest('details')!.open).toBe(false);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(301);
  });
});
