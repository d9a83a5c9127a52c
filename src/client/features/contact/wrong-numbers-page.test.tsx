import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { listWrongNumbers, resolveWrongNumber } from '../../../shared/api/contact.ts';
import { WrongNumbersPage } from './wrong-numbers-page.tsx';

const report = {
  id: 3,
  officeId: 'J000298-seattle',
  official: { id: 9, name: 'Pramila Jayapal' },
  office: 'Seattle, WA office',
  reportedPhone: '206-674-0040',
  currentPhone: '206-674-0041',
  note: 'A fax machine answers',
  reportedAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
};

describe('staff’s wrong numbers', { timeout: 20_000 }, () => {
  it('lists each report with the number reported and the number now, and resolves it', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/wrong-numbers': json(listWrongNumbers.response.parse([report])),
      'POST /api/admin/wrong-numbers/3/resolve': () =>
        json(resolveWrongNumber.response.parse({ ...report, resolvedAt: '2026-11-24T10:00:00.000Z' })),
    });
    renderApp(<WrongNumbersPage />);
    const row = (await screen.findByRole('link', { name: 'Pramila Jayapal' })).closest('li')!;
    expect(row).toHaveTextContent('Seattle, WA office');
    expect(row).toHaveTextContent('Reported: 206-674-0040 · now 206-674-0041 (changed by an import since)');
    expect(row).toHaveTextContent('“A fax machine answers”');
    await userEvent.click(within(row).getByRole('button', { name: 'Resolve the report on 206-674-0040' }));
    expect(await within(row).findByText('Resolved')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([['POST /api/admin/wrong-numbers/3/resolve', undefined]]);
  });

  it('shows one page of reports, and the next when staff ask for more, by keyboard too', async () => {
    const next = '/api/admin/wrong-numbers?cursor=abc&limit=50';
    const page = (reports: (typeof report)[], more?: string) =>
      json(listWrongNumbers.response.parse(reports), 200, more ? { Link: `<${more}>; rel="next"` } : {});
    const second = { ...report, id: 4, official: { id: 10, name: 'Adam Smith' }, officeId: 'S000510-tacoma', office: 'Tacoma, WA office' };
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/wrong-numbers': page([report], next),
      [next]: page([second]),
      'POST /api/admin/wrong-numbers/4/resolve': () =>
        json(resolveWrongNumber.response.parse({ ...second, resolvedAt: '2026-11-24T10:00:00.000Z' })),
    });
    renderApp(<WrongNumbersPage />);
    expect(await screen.findByRole('link', { name: 'Pramila Jayapal' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adam Smith' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(next);

    const more = screen.getByRole('button', { name: 'Show more reports' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const row = (await screen.findByRole('link', { name: 'Adam Smith' })).closest('li')!;
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more reports' })).not.toBeInTheDocument();

    // Resolving a report of the second page marks it where it is; the first page stays.
    await userEvent.click(within(row).getByRole('button', { name: 'Resolve the report on 206-674-0040' }));
    expect(await within(row).findByText('Resolved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pramila Jayapal' })).toBeInTheDocument();
  });

  it('tells a reader who is not staff that the list is for staff', async () => {
    mockApi({ '/api/admin/wrong-numbers': json({ message: 'Forbidden' }, 403) });
    renderApp(<WrongNumbersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong-number reports are for newsroom staff only.');
  });
});
