import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { encryptSecret } from './encryptSecret';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/**
 * Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809), so the test opens the raw RSA
 * block and checks the v1.5 encryption padding itself: 0x00 0x02, at least 8 non-zero bytes, 0x00,
 * then the message.
 */
function decrypt(base64: string): string {
  const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(base64, 'base64'));
  expect([block[0], block[1]]).toEqual([0x00, 0x02]);
  const end = block.indexOf(0x00, 2);
  expect(end).toBeGreaterThanOrEqual(10);
  return block.subarray(end + 1).toString('utf8');
}

describe('encryptSecret (RSA, PKCS#1 v1.5, base64)', () => {
  it('round-trips: the private key recovers the exact secret', () => {
    const secret = 'S3cure-passphrase £€ with ünïcode';
    const sent = encryptSecret(secret, publicKey);
    expect(sent).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(sent, 'base64')).toHaveLength(256);
    expect(sent).not.toContain('S3cure');
    expect(decrypt(sent)).toBe(secret);
  });

  it('pads randomly: the same secret gives a different ciphertext each time', () => {
    expect(encryptSecret('same-secret', publicKey)).not.toBe(encryptSecret('same-secret', publicKey));
  });

  it('throws rather than send anything when the key is unusable', () => {
    expect(() => encryptSecret('secret-1234', 'not a key')).toThrow();
  });

  it('throws when the secret is too long for the key', () => {
    expect(() => encryptSecret('x'.repeat(300), publicKey)).toThrow();
  });
});
