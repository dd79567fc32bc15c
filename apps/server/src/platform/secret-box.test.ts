import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox('app secret one', 'signer links');

  it('opens what it sealed, for the same owner', () => {
    const sealed = box.seal('the token', 'row-1');
    expect(sealed).not.toContain('the token');
    expect(box.open(sealed, 'row-1')).toBe('the token');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('the token', 'row-1')).not.toBe(box.seal('the token', 'row-1'));
  });

  it('refuses another owner, another purpose, another app secret, and a changed text', () => {
    const sealed = box.seal('the token', 'row-1');
    expect(box.open(sealed, 'row-2')).toBeNull();
    expect(createSecretBox('app secret one', 'other purpose').open(sealed, 'row-1')).toBeNull();
    expect(createSecretBox('app secret two', 'signer links').open(sealed, 'row-1')).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(box.open(bytes.toString('base64url'), 'row-1')).toBeNull();
    expect(box.open('', 'row-1')).toBeNull();
    expect(box.open('not base64 at all!', 'row-1')).toBeNull();
  });
});
