import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBill } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { AddBillDialog } from './add-bill-dialog.tsx';

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// These tests type into many fields; a parallel full run needs more than the default 5 s.
describe('Add New Bill', { timeout: 20_000 }, () => {
  it('shows the required messages and the state rule for state-level bills', async () => {
    mockApi({ '/api/auth/user': staffUser });
    renderApp(<AddBillDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Add New Bill' })).toBeInTheDocument();
    await chooseOption('Level', 'State');
    await userEvent.click(screen.getByRole('button', { name: 'Add Bill' }));
    expect(await screen.findByText('Bill number is required')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Summary is required')).toBeInTheDocument();
    expect(screen.getByText('Progressive analysis is required')).toBeInTheDocument();
    expect(screen.getByText('State is required for state-level bills')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    // Focus lands on the first invalid field.
    await waitFor(() => expect(screen.getByLabelText('Bill Number')).toHaveFocus());

    // An error goes once its field is fixed: no 'Bill number is required' under 'H. 101'.
    await userEvent.type(screen.getByLabelText('Bill Number'), 'H. 101');
    expect(screen.queryByText('Bill number is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Bill Number')).not.toHaveAttribute('aria-invalid');
    await chooseOption('State', 'Vermont');
    expect(screen.queryByText('State is required for state-level bills')).not.toBeInTheDocument();
    // The fields not yet fixed keep theirs.
    expect(screen.getByText('Title is required')).toBeInTheDocument();
  });

  it('submits a federal bill with state null, score falling back to 5, then closes with the toast', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      'POST /api/bills': json(makeBill({ id: 1, billNumber: 'H.R. 9', title: 'Care Act' }), 201),
    });
    const onOpenChange = vi.fn();
    renderApp(<AddBillDialog open onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByLabelText('Bill Number'), 'H.R. 9');
    await userEvent.type(screen.getByLabelText('Title'), 'Care Act');
    await userEvent.type(screen.getByLabelText('Summary'), 'Funds care.');
    await userEvent.clear(screen.getByLabelText('Progressive Score (1-10)'));
    await userEvent.type(screen.getByLabelText('Progressive Analysis'), 'Good.');
    await userEvent.type(screen.getByLabelText('Passed Date'), '2025-02-03');
    await userEvent.click(screen.getByRole('button', { name: 'Add Bill' }));
    expect(await screen.findByText('Bill added successfully')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes(fetchMock)).toEqual([
      [
        'POST /api/bills',
        {
          billNumber: 'H.R. 9',
          title: 'Care Act',
          summary: 'Funds care.',
          status: 'Pending',
          level: 'federal',
          state: null,
          progressiveScore: 5,
          progressiveAnalysis: 'Good.',
          passedDate: '2025-02-03T00:00:00.000Z',
        },
      ],
    ]);
  });

  it("a failure toasts 'Error' / 'Failed to add bill' and stays open", async () => {
    mockApi({ '/api/auth/user': staffUser, 'POST /api/bills': json({ message: 'no' }, 500) });
    const onOpenChange = vi.fn();
    renderApp(<AddBillDialog open onOpenChange={onOpenChange} />);
    for (const [label, text] of [
      ['Bill Number', 'S. 1'],
      ['Title', 'T'],
      ['Summary', 'S'],
      ['Progressive Analysis', 'A'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(label), text);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Add Bill' }));
    expect(await screen.findByText('Failed to add bill')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
