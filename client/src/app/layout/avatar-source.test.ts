import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BLANK_AVATAR_URL, avatarServiceUrl, chooseAvatar, emailHash, normalizeEmail } from './avatar-source';

/** An independent SHA-256 (Node's), to check the Web Crypto one against. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('avatar service image', () => {
  it('hashes the trimmed, lowercased email with SHA-256', async () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.COM \n')).toBe('ada.lovelace@example.com');
    const hash = await emailHash('  Ada.Lovelace@Example.COM ');
    expect(hash).toBe(sha256('ada.lovelace@example.com'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await emailHash('ada.lovelace@example.com')).toBe(hash);
  });

  it('gives no hash where Web Crypto is missing (not a secure context)', async () => {
    expect(await emailHash('ada@example.com', null)).toBeNull();
  });

  it('asks for size 200 and the retro style by default', () => {
    const url = new URL(avatarServiceUrl('abc123'));
    expect(`${url.origin}${url.pathname}`).toBe('https://gravatar.com/avatar/abc123');
    expect(url.searchParams.get('s')).toBe('200');
    expect(url.searchParams.get('d')).toBe('retro');
    expect(new URL(avatarServiceUrl('abc123', 80, 'identicon')).search).toBe('?s=80&d=identicon');
  });
});

describe('which avatar shows', () => {
  const hash = sha256('ada@example.com');

  it('the photo when there is one', () => {
    expect(chooseAvatar({ photoURL: 'https://photos.example/ada.jpg', email: 'ada@example.com', emailHash: hash, online: true })).toEqual({
      kind: 'photo',
      src: 'https://photos.example/ada.jpg',
    });
  });

  it('else the avatar service image of the email', () => {
    expect(chooseAvatar({ photoURL: '  ', email: 'ada@example.com', emailHash: hash, online: true })).toEqual({
      kind: 'service',
      src: `https://gravatar.com/avatar/${hash}?s=200&d=retro`,
    });
  });

  it('with no email, a fixed blank avatar that needs no request', () => {
    for (const email of [null, undefined, '', '   ']) {
      const avatar = chooseAvatar({ photoURL: null, email, emailHash: null, online: true });
      expect(avatar).toEqual({ kind: 'blank', src: BLANK_AVATAR_URL });
    }
    expect(BLANK_AVATAR_URL.startsWith('data:image/svg+xml,')).toBe(true);
  });

  it('offline, never an external image: the generic icon instead', () => {
    expect(chooseAvatar({ photoURL: 'https://photos.example/ada.jpg', email: 'ada@example.com', emailHash: hash, online: false })).toEqual({ kind: 'icon' });
    expect(chooseAvatar({ photoURL: null, email: 'ada@example.com', emailHash: hash, online: false })).toEqual({ kind: 'icon' });
  });

  it('offline, a photo stored in the app itself still shows', () => {
    const inline = 'data:image/png;base64,iVBORw0KGgo=';
    expect(chooseAvatar({ photoURL: inline, email: null, emailHash: null, online: false })).toEqual({ kind: 'photo', src: inline });
    expect(chooseAvatar({ photoURL: '/avatars/me.png', email: null, emailHash: null, online: false })).toEqual({ kind: 'photo', src: '/avatars/me.png' });
    expect(chooseAvatar({ photoURL: '//cdn.example/me.png', email: null, emailHash: null, online: false })).toEqual({ kind: 'icon' });
  });

  it('the generic icon while the hash is not known yet (or cannot be computed)', () => {
    expect(chooseAvatar({ photoURL: null, email: 'ada@example.com', emailHash: null, online: true })).toEqual({ kind: 'icon' });
  });
});
