import { constants, createCipheriv, createDecipheriv, createHmac, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The keys of the service-account secrets, generated once into DATA_DIR/service-account-keys.json
 * (mode 600): the RSA pair the browser encrypts with (doc 001 §5: RSA, PKCS#1 padding, base64) and
 * the AES-256-GCM key the secret is re-encrypted with at rest. The clear password exists only in
 * memory, between decryption and re-encryption.
 *
 * Node 20 refuses RSA_PKCS1_PADDING in privateDecrypt (CVE-2023-46809, the Marvin attack) unless
 * started with --security-revert. We do not revert: we decrypt with RSA_NO_PADDING and remove the
 * PKCS#1 v1.5 padding ourselves, with implicit rejection (a malformed padding yields a synthetic
 * message derived from the ciphertext instead of an error), so the answer does not tell whether the
 * padding was right: the same defence OpenSSL 3.2 applies.
 */
export const KEY_FILE = 'service-account-keys.json';

interface KeyFile {
  publicKey: string;
  privateKey: string;
  dataKey: string;
}

export interface ServiceAccountKeys {
  publicKeyPem: string;
  /** The base64 ciphertext's message bytes (synthetic bytes when the padding is wrong); undefined when it cannot be RSA at all. */
  decrypt(base64: string): Buffer | undefined;
  /** Re-encryption for storage: "v1." + base64(iv | tag | ciphertext). */
  seal(plain: string): string;
  open(sealed: string): string;
}

const cache = new Map<string, ServiceAccountKeys>();

export function serviceAccountKeys(dataDir: string): ServiceAccountKeys {
  const file = join(dataDir, KEY_FILE);
  let keys = cache.get(file);
  if (!keys) {
    keys = fromFile(loadOrCreate(file));
    cache.set(file, keys);
  }
  return keys;
}

function loadOrCreate(file: string): KeyFile {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const keys: KeyFile = { publicKey, privateKey, dataKey: randomBytes(32).toString('base64') };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return keys;
}

function fromFile(k: KeyFile): ServiceAccountKeys {
  const dataKey = Buffer.from(k.dataKey, 'base64');
  const rejectionKey = createHmac('sha256', dataKey).update('pkcs1-implicit-rejection').digest();
  const modulusBytes = 256;

  return {
    publicKeyPem: k.publicKey,
    decrypt(base64) {
      const c = Buffer.from(base64, 'base64');
      if (c.length === 0 || c.length > modulusBytes) return undefined;
      // jsencrypt may drop a leading zero byte of the ciphertext: put it back.
      const input = Buffer.concat([Buffer.alloc(modulusBytes - c.length), c]);
      let em: Buffer;
      try {
        em = privateDecrypt({ key: k.privateKey, padding: constants.RSA_NO_PADDING }, input);
      } catch {
        return undefined; // not below the modulus: not an RSA ciphertext of this key
      }
      return unpad(em, syntheticMessage(rejectionKey, input, modulusBytes));
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const raw = Buffer.from(sealed.slice(3), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', dataKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** A message of pseudo-random length and content fixed by the ciphertext (what a bad padding decrypts to). */
function syntheticMessage(key: Buffer, ciphertext: Buffer, k: number): Buffer {
  const stream = Buffer.concat([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => createHmac('sha256', key).update(ciphertext).update(String(i)).digest()));
  const length = stream.readUInt16BE(0) % (k - 11 + 1);
  return stream.subarray(2, 2 + length);
}

/** EM = 00 02 PS(≥ 8 non-zero) 00 M. Every byte is examined whatever the outcome (no early exit). */
function unpad(em: Buffer, synthetic: Buffer): Buffer {
  let bad = em[0] | (em[1] ^ 0x02);
  let separator = 0;
  for (let i = 2; i < em.length; i++) {
    const first = (em[i] === 0 ? 1 : 0) & (separator === 0 ? 1 : 0);
    separator = first ? i : separator;
  }
  bad |= separator < 10 ? 1 : 0;
  return bad === 0 ? Buffer.from(em.subarray(separator + 1)) : synthetic;
}
