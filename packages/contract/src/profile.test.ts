import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profile';

describe('profileUpdateSchema (the profile form)', () => {
  const valid = { firstName: 'Ada', lastName: '', phoneNumber: '', address: '' };

  it('needs a first name', () => {
    const result = profileUpdateSchema.safeParse({ ...valid, firstName: ' ' });
    expect(result.error?.issues[0]?.message).toBe('First name is required');
  });

  it.each(['12345678', '1234567890123456', '12345678a', '+123456789', '123 456 789'])(
    'refuses phone %j with "Phone number must be 9 to 15 digits"',
    (phoneNumber) => {
      const result = profileUpdateSchema.safeParse({ ...valid, phoneNumber });
      expect(result.error?.issues[0]?.message).toBe('Phone number must be 9 to 15 digits');
    },
  );

  it.each(['123456789', '123456789012345'])('accepts phone %j', (phoneNumber) => {
    expect(profileUpdateSchema.parse({ ...valid, phoneNumber }).phoneNumber).toBe(phoneNumber);
  });

  it('treats empty optional fields as not given', () => {
    expect(profileUpdateSchema.parse(valid)).toMatchObject({ lastName: null, phoneNumber: null, address: null });
  });
});
