import { LANGUAGES } from '@signflow/contract/languages';
import { describe, expect, it } from 'vitest';
import { identityLinkedMail } from './identity-linked-mail';

describe('the mail telling an owner another provider was linked', () => {
  it.each(LANGUAGES)('names who, where to, when and from where, and links forgot-password, in %s', (language) => {
    const mail = identityLinkedMail({
      to: 'ada@example.com',
      language,
      provider: 'Google',
      identity: { email: 'ada@example.com', name: 'Ada <Lovelace>' },
      at: new Date('2026-11-26T09:05:59Z'),
      ip: '203.0.113.9',
      forgotPasswordLink: 'http://app.test/forgot-password',
    });
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toContain('Google');
    for (const fact of ['Google', 'Ada <Lovelace> (ada@example.com)', '2026-11-26 09:05 (UTC)', '203.0.113.9']) {
      expect(mail.text).toContain(fact);
    }
    expect(mail.text.split('\n\n').at(-1)).toBe('http://app.test/forgot-password');
    // The provider's name for the person is theirs to choose: the HTML escapes it.
    expect(mail.html).toContain('Ada &lt;Lovelace&gt; (ada@example.com)');
    expect(mail.html).not.toContain('<Lovelace>');
    expect(mail.html).toContain('<a href="http://app.test/forgot-password">');
  });
});
