import { API_MESSAGES } from '@signflow/contract/api-errors';
import { describe, expect, it } from 'vitest';
import { correctionOf } from './signer-correction';

const AMY = { name: 'Amy', email: 'amy@exmaple.com' };

describe('correcting a signer', () => {
  it('sends only what changed', () => {
    expect(correctionOf(AMY, { name: 'Amy', email: 'amy@example.com' }).correction).toEqual({
      email: 'amy@example.com',
    });
    expect(correctionOf(AMY, { name: ' Amy Smith ', email: 'AMY@exmaple.com' }).correction).toEqual({
      name: 'Amy Smith',
    });
  });

  it('says that nothing changed, as the API would', () => {
    expect(correctionOf(AMY, { name: 'Amy', email: 'amy@exmaple.com' })).toEqual({
      correction: null,
      errors: { form: API_MESSAGES.signerCorrectionEmpty },
    });
  });

  it('names the field the contract refuses', () => {
    expect(correctionOf(AMY, { name: 'Amy', email: 'not an address' }).errors.email).toBe('Invalid email address');
    expect(correctionOf(AMY, { name: '', email: AMY.email }).errors.name).toBe(
      API_MESSAGES.signerCorrectionNameRequired,
    );
  });
});
