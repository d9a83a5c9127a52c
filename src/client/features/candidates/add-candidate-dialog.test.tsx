import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCandidate } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { AddCandidateDialog } from './add-candidate-dialog.tsx';

// These tests type into many fields; a parallel full run needs more than the default 5 s.
describe('Add New Candidate', { timeout: 20_000 }, () => {
  it('shows the five required messages', async () => {
    mockApi({ '/api/auth/user': staffUser });
    renderApp(<AddCandidateDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Candidate' }));
    for (const message of [
      'Name is required',
      'Party is required',
      'Office is required',
      'State is required',
      'Progressive analysis is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('offers the party and office lists, sends donations and legislation as arrays, then closes', async () => {
    const fetchMock = mockApi({ '/api/auth/user': staffUser, 'POST /api/candidates': json(makeCandidate({ name: 'Kim Park' }), 201) });
    const onOpenChange = vi.fn();
    renderApp(<AddCandidateDialog open onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Kim Park');
    await userEvent.click(screen.getByRole('combobox', { name: 'Party' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Democrat',
      'Republican',
      'Independent',
      'Green',
      'Libertarian',
      'Other',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Green' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Office' }));
    expect(await screen.findAllByRole('option')).toHaveLength(16);
    await userEvent.click(screen.getByRole('option', { name: 'City Council' }));
    await userEvent.type(screen.getByLabelText('State'), 'OR');
    await userEvent.type(screen.getByLabelText('Progressive Analysis'), 'Tenant rights.');
    expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
    await userEvent.click(screen.getByLabelText('Donations (JSON)'));
    await userEvent.paste('not json');
    await userEvent.type(screen.getByLabelText('Legislation Backed'), 'Rent cap{enter}{enter}Transit');
    await userEvent.click(screen.getByRole('button', { name: 'Add Candidate' }));
    expect(await screen.findByText('Candidate added successfully')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [[, body]] = writes(fetchMock) as unknown as [[string, Record<string, unknown>]];
    expect(body).toMatchObject({
      name: 'Kim Park',
      party: 'Green',
      office: 'City Council',
      state: 'OR',
      progressiveScore: 5,
      donations: [],
      legislationBacked: ['Rent cap', 'Transit'],
    });
  });

  it("a failure toasts 'Failed to add candidate'", async () => {
    mockApi({ '/api/auth/user': staffUser, 'POST /api/candidates': json({ message: 'x' }, 500) });
    renderApp(<AddCandidateDialog open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    await userEvent.click(screen.getByRole('combobox', { name: 'Party' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Office' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mayor' }));
    await userEvent.type(screen.getByLabelText('State'), 'NY');
    await userEvent.type(screen.getByLabelText('Progressive Analysis'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add Candidate' }));
    expect(await screen.findByText('Failed to add candidate')).toBeInTheDocument();
  });
});
