import { describe, expect, it } from 'vitest';
import { createCipher } from './cipher.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { randomToken, sha256, signValue, verifySignedValue } from './tokens.ts';

describe('crypto helpers', () => {
  it('hashes passwords with argon2id and verifies them', async () => {
    const hash = await hashPassword('rahasia-123');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'rahasia-123')).toBe(true);
    expect(await verifyPassword(hash, 'salah')).toBe(false);
    expect(await verifyPassword(null, 'apa saja')).toBe(false);
  });

  it('encrypts with AES-256-GCM and detects tampering', () => {
    const cipher = createCipher('1f'.repeat(32));
    const sealed = cipher.encrypt('shopee-access-token');
    expect(sealed).not.toContain('shopee');
    expect(cipher.decrypt(sealed)).toBe('shopee-access-token');
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${v}.${iv}.${tag}.${body.slice(0, -2)}${body.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => cipher.decrypt(flipped)).toThrow();
    expect(() => createCipher('abcd')).toThrow();
  });

  it('makes unguessable tokens and signed values', () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sha256('a')).toHaveLength(64);
    const signed = signValue('secret', 'unsubscribe', 'ani@example.test');
    expect(verifySignedValue('secret', 'unsubscribe', signed)).toBe('ani@example.test');
    expect(verifySignedValue('secret', 'other-purpose', signed)).toBeNull();
    expect(verifySignedValue('other-secret', 'unsubscribe', signed)).toBeNull();
    expect(verifySignedValue('secret', 'unsubscribe', 'garbage')).toBeNull();
  });
});
