import { JSEncrypt } from 'jsencrypt';

/**
 * Doc 001 §5: "Service account secret: encrypted in the browser with an RSA public key (PKCS1
 * padding) fetched from the service and sent base64 encoded." jsencrypt pads with PKCS#1 v1.5 and
 * answers base64. `publicKey` is the PEM (SPKI or PKCS#1) from
 * GET /api/v1.1/serviceAccounts/encryptionPublicKey. Throws when the key is unusable or the secret
 * is too long for it, so nothing is ever sent in clear.
 */
export function encryptSecret(secret: string, publicKey: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const encrypted = rsa.encrypt(secret);
  if (typeof encrypted !== 'string' || encrypted === '') throw new Error('The secret could not be encrypted with the service key.');
  return encrypted;
}
