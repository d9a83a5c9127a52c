import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { json, mockApi, readerUser, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { apiKey, issuedApiKey } from '../../../shared/schemas/api-keys.ts';
import { ApiKeysPage } from './api-keys-page.tsx';

type Key = z.output<typeof apiKey>;
const desk: Key = {
  id: 1,
  name: 'Riverside Gazette data desk',
  prefix: 'cl_AbCdEfG',
  createdAt: new Date('2026-05-01T10:00:00Z'),
  revokedAt: null,
};
const SECRET = 'cl_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

describe('API keys', () => {
  it('issues a key, shown once, and revokes one', async () => {
    let keys: Key[] = [desk];
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/api-keys': () => json(keys.map((key) => apiKey.encode(key))),
      'POST /api/admin/api-keys': () => {
        const key = {
          id: 2,
          name: 'A researcher',
          prefix: SECRET.slice(0, 10),
          createdAt: new Date('2026-05-02T10:00:00Z'),
          revokedAt: null,
        };
        keys = [key, ...keys];
        return json(issuedApiKey.encode({ ...key, key: SECRET }), 201);
      },
      'DELETE /api/admin/api-keys/1': () => {
        keys = keys.map((key) => (key.id === 1 ? { ...key, revokedAt: new Date('2026-05-03T10:00:00Z') } : key));
        return json(apiKey.encode(keys.find((key) => key.id === 1)!));
      },
    });
    renderApp(<ApiKeysPage />, { path: '/admin/api-keys' });
    expect(await screen.findByText('Riverside Gazette data desk')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Who the key is for'), 'A researcher');
    await userEvent.click(screen.getByRole('button', { name: 'Issue key' }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copy it now: it will not be shown again.');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the key for Riverside Gazette data desk' }));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      ['POST /api/admin/api-keys', { name: 'A researcher' }],
      ['DELETE /api/admin/api-keys/1', undefined],
    ]);
  });

  it('tells a reader the keys are for staff', async () => {
    mockApi({ '/api/auth/user': readerUser, '/api/admin/api-keys': json({ message: 'Forbidden: staff only' }, 403) });
    renderApp(<ApiKeysPage />, { path: '/admin/api-keys' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'API keys are for newsroom staff only: your account is not a staff account.',
    );
  });
});
