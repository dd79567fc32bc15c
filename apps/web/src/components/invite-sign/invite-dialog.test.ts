import { describe, expect, it } from 'vitest';
import { signersWithoutField } from './invite-dialog';

const signer = (id: string, name: string) => ({ id, name, email: `${id}@example.com`, level: 1, color: '#000' });
const fieldOf = (userId: string) => ({ userId }) as never;

describe('signersWithoutField', () => {
  it('names every signer without a field, in signing order', () => {
    const users = [signer('a', 'Ana Ruiz'), signer('b', 'Bo Li'), signer('c', 'Cy')];
    expect(signersWithoutField({ users, coordinates: [fieldOf('b')] })).toEqual(['Ana Ruiz', 'Cy']);
  });

  it('names nobody once each signer has a field', () => {
    const users = [signer('a', 'Ana Ruiz'), signer('b', 'Bo Li')];
    expect(signersWithoutField({ users, coordinates: [fieldOf('a'), fieldOf('b'), fieldOf('b')] })).toEqual([]);
  });
});
