import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { officialMoney } from '../../../shared/schemas/races.ts';
import { CompareMoney } from '../compare/compare-money.tsx';
import { OfficialMoney } from './official-money.tsx';

// As GET /api/officials/{id}/money answers it, from the FEC's weball26.txt and weball24.txt lines of Sanders.
const cycle = (over: object) => ({
  fecCandidateId: 'S4VT00033',
  office: 'Senate',
  individual: 0,
  pacs: 0,
  partyCommittees: 0,
  candidateMoney: 0,
  loans: 0,
  debts: 0,
  ...over,
});
const sanders = officialMoney.parse({
  officialId: 8,
  cycles: [
    cycle({ cycle: 2026, receipts: 21334881.29, individual: 20531777.23, pacs: 27, cashOnHand: 21926124.57, coverageEnd: '2025-12-31' }),
    cycle({
      cycle: 2024,
      receipts: 8207886.33,
      individual: 7241250.56,
      pacs: 89133.06,
      cashOnHand: 10740760.66,
      coverageEnd: '2024-12-31',
    }),
  ],
});

describe('campaign money beside the record', () => {
  it("shows an official's figures of both cycles, each linked to the FEC", async () => {
    mockApi({ '/api/officials/8/money': json(sanders) });
    renderApp(<OfficialMoney officialId={8} />);
    const table = await screen.findByRole('table', { name: 'Campaign money by FEC cycle' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['FEC figures', 'Senate 2025–26', 'Senate 2023–24']);
    const raised = within(table).getByRole('row', { name: /^Raised/ });
    expect(
      within(raised)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$21,334,881', '$8,207,886']);
    expect(screen.getAllByRole('link', { name: /S4VT00033 on fec.gov/ })[0]).toHaveAttribute(
      'href',
      'https://www.fec.gov/data/candidate/S4VT00033/',
    );
  });

  it('says when an official has no FEC figures', async () => {
    mockApi({ '/api/officials/9/money': json({ officialId: 9, cycles: [] }) });
    renderApp(<OfficialMoney officialId={9} />);
    expect(await screen.findByText('No FEC campaign figures are recorded for this official.')).toBeInTheDocument();
  });

  it('compares officials’ money cycle by cycle', async () => {
    mockApi({ '/api/officials/8/money': json(sanders), '/api/officials/9/money': json({ officialId: 9, cycles: [] }) });
    renderApp(
      <CompareMoney
        officials={[
          { id: 8, name: 'Bernard Sanders' },
          { id: 9, name: 'New Member' },
        ]}
      />,
    );
    const row = await screen.findByRole('row', { name: /^Raised 2025–26/ });
    expect(await within(row).findByText('$21,334,881')).toBeInTheDocument();
    expect(within(row).getByText('No filing')).toBeInTheDocument();
  });
});
