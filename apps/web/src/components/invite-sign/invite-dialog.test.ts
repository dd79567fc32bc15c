import { describe, expect, it } from 'vitest';
import { signersWithoutField } from './invite-dialog';

const signer = (id: string, name: string) => ({ id, name, email: `${id}@example.com`, level: 1, color: '#000' });
const fieldOf = (signerId: string) => ({ signerId }) as never;

describe('signersWithoutField', () => {
  it('names every signer without a field, in signing order', () => {
    const signers = [signer('a', 'Ana Ruiz'), signer('b', 'Bo Li'), signer('c', 'Cy')];
    expect(signersWithoutField({ signers, fields: [fieldOf('b')] })).toEqual(['Ana Ruiz', 'Cy']);
  });

  it('names nobody once each signer has a field', () => {
    const signers = [signer('a', 'Ana Ruiz'), signer('b', 'Bo Li')];
    expect(signersWithoutField({ signers, fields: [fieldOf('a'), fieldOf('b'), fieldOf('b')] })).toEqual([]);
  });
});
