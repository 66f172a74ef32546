import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { ServiceAccount } from '../../src/domain/schemas/serviceAccount';
import { accountUrl, errorAnswer } from './account';

/** The service's key pair: the public half is served, the private half lets tests read what was sent. */
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** Opens an RSA PKCS#1 v1.5 block (node 20 refuses that padding in privateDecrypt, so it is read by hand). */
export function decryptSecret(base64: string): string {
  const block = privateDecrypt({ key: keys.privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(base64, 'base64'));
  if (block[0] !== 0 || block[1] !== 2) throw new Error('not PKCS#1 v1.5 encryption padding');
  return block.subarray(block.indexOf(0, 2) + 1).toString('utf8');
}

const initial = (): ServiceAccount[] => [
  { id: 7, organizationId: 1, identifier: 'Nightly export', userName: 'svc-export@quadrant.onmicrosoft.com', productId: 1, state: 1, statusReason: null, lastUpdated: '2026-02-03T04:05:06Z' },
  { id: 8, organizationId: 1, identifier: 'Policy sync', userName: 'svc-policy@quadrant.example', productId: 3, state: 2, statusReason: 'Sign-in refused by the directory', lastUpdated: '2026-03-01T00:00:00Z' },
];

export const serviceAccountData = {
  accounts: initial(),
  /** What each POST/PATCH carried, by account id. */
  secrets: {} as Record<number, string>,
};

export function resetServiceAccountData() {
  serviceAccountData.accounts = initial();
  serviceAccountData.secrets = {};
}

export const serviceAccountHandlers = [
  http.get(accountUrl('/api/v1.1/serviceAccounts/encryptionPublicKey'), () => HttpResponse.json({ publicKey: keys.publicKey })),
  http.get(accountUrl('/api/v1.0/organizations/:org/user/serviceAccounts'), ({ params }) =>
    HttpResponse.json(serviceAccountData.accounts.filter((a) => a.organizationId === Number(params.org))),
  ),
  http.post(accountUrl('/api/v1.0/organizations/:org/user/serviceAccounts'), async ({ params, request }) => {
    const body = (await request.json()) as { userName: string; identifier: string; secret: string; productId: number };
    const id = Math.max(0, ...serviceAccountData.accounts.map((a) => a.id)) + 1;
    serviceAccountData.accounts.push({
      id, organizationId: Number(params.org), identifier: body.identifier, userName: body.userName, productId: body.productId,
      state: 0, statusReason: null, lastUpdated: '2026-05-01T00:00:00Z',
    });
    serviceAccountData.secrets[id] = body.secret;
    return HttpResponse.json({ id }, { status: 201 });
  }),
  http.patch(accountUrl('/api/v1.0/serviceAccounts/:id'), async ({ params, request }) => {
    const body = (await request.json()) as { userName: string; identifier: string; secret?: string; productId: number };
    const account = serviceAccountData.accounts.find((a) => a.id === Number(params.id));
    if (!account) return errorAnswer(404, 'Service account not found');
    Object.assign(account, { userName: body.userName, identifier: body.identifier, productId: body.productId });
    if (body.secret) serviceAccountData.secrets[account.id] = body.secret;
    return HttpResponse.json(account);
  }),
  http.delete(accountUrl('/api/v1.0/serviceAccounts/:id'), ({ params }) => {
    serviceAccountData.accounts = serviceAccountData.accounts.filter((a) => a.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
];
