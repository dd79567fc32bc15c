import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE } from './fields';
import { profileUpdateSchema } from './profile';

describe('profileUpdateSchema (the profile form)', () => {
  const valid = { firstName: 'Ada', lastName: '', phoneNumber: '', address: '' };

  it('needs a first name', () => {
    const result = profileUpdateSchema.safeParse({ ...valid, firstName: ' ' });
    expect(result.error?.issues[0]?.message).toBe('First name is required');
  });

  it.each([
    '12345678',
    '1234567890123456',
    '12345678a',
    '+',
    '+ ( ) - .',
    '49+301234567',
    '++49301234567',
    '+49 30 1234567 ext 5',
    '0812/3456/7890',
    '0812_3456_7890',
    '0812\t3456\t7890',
  ])('refuses phone %j, saying what is accepted', (phoneNumber) => {
    const result = profileUpdateSchema.safeParse({ ...valid, phoneNumber });
    expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });

  it.each([
    ['123456789', '123456789'],
    ['123456789012345', '123456789012345'],
    ['+49 30 1234567', '+49301234567'],
    ['0812-3456-7890', '081234567890'],
    ['(030) 123.4567', '0301234567'],
    ['+1 (555) 010-9999', '+15550109999'],
    ['  +62 812 3456 7890  ', '+6281234567890'],
    ['+123456789012345', '+123456789012345'],
  ])('accepts phone %j, kept as %j', (phoneNumber, kept) => {
    expect(profileUpdateSchema.parse({ ...valid, phoneNumber }).phoneNumber).toBe(kept);
  });

  it('counts the digits, not the + nor the separators', () => {
    expect(profileUpdateSchema.safeParse({ ...valid, phoneNumber: '+12 345 678' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ ...valid, phoneNumber: '+1234567890123456' }).success).toBe(false);
  });

  it('says in its message what is accepted', () => {
    expect(PHONE_MESSAGE).toBe(
      'Phone number must have 9 to 15 digits; spaces, dashes, dots, brackets and a leading + are allowed',
    );
  });

  it('treats empty optional fields as not given', () => {
    expect(profileUpdateSchema.parse(valid)).toMatchObject({ lastName: null, phoneNumber: null, address: null });
  });
});
