import { describe, expect, it } from 'vitest';
import { uploadSignersSchema } from './documents';
import { inviteBodySchema, senderMessageField } from './sender-controls';

describe('senderMessageField', () => {
  it('keeps line breaks (one kind), trims, and reads blank as none', () => {
    expect(senderMessageField.parse('  Hello\r\nthere\rfriend  ')).toBe('Hello\nthere\nfriend');
    expect(senderMessageField.parse('   ')).toBeNull();
    expect(senderMessageField.parse(undefined)).toBeNull();
    expect(senderMessageField.parse(null)).toBeNull();
  });

  it('refuses other control characters and more than 1000 characters', () => {
    expect(senderMessageField.safeParse('a\tb').error?.issues[0]?.message).toBe('Must not contain control characters');
    expect(senderMessageField.safeParse('a\u0085b').success).toBe(false);
    expect(senderMessageField.safeParse('x'.repeat(1001)).error?.issues[0]?.message).toBe(
      'The message must be 1000 characters or less',
    );
    expect(senderMessageField.parse('x'.repeat(1000))).toHaveLength(1000);
  });

  it('is optional in the Invite Sign body', () => {
    expect(inviteBodySchema.parse(undefined)).toEqual({});
    expect(inviteBodySchema.parse({ message: 'Hi' })).toEqual({ message: 'Hi' });
  });
});

describe('uploadSignersSchema', () => {
  it('takes approver rows as the flow form does, lower-casing e-mails and reading levels typed as text', () => {
    expect(uploadSignersSchema.parse([{ approverName: ' Ana ', approverMail: 'A@X.COM', approvalLevel: '2' }])).toEqual(
      [{ approverName: 'Ana', approverMail: 'a@x.com', approvalLevel: 2 }],
    );
  });

  it('needs between 1 and 50 rows', () => {
    expect(uploadSignersSchema.safeParse([]).error?.issues[0]?.message).toBe('A flow needs at least one approver');
    const row = { approverName: 'A', approverMail: 'a@x.com', approvalLevel: 1 };
    expect(uploadSignersSchema.safeParse(Array.from({ length: 51 }, () => row)).success).toBe(false);
  });
});
