import { describe, expect, it } from 'vitest';
import { mailBody } from './mail-layout';

describe('mail layout', () => {
  it('says the same in text and HTML: paragraphs, the link, and the lines kept together', () => {
    const body = mailBody({
      before: ['Ada & Bob ask you to sign:'],
      link: { url: 'https://sign.example/s?a=1&b=2', label: 'Open <it>' },
      after: [['Works 30 days.', 'Do not forward it.']],
    });
    expect(body.text).toBe(
      'Ada & Bob ask you to sign:\n\nhttps://sign.example/s?a=1&b=2\n\nWorks 30 days.\nDo not forward it.',
    );
    expect(body.html).toBe(
      '<p>Ada &amp; Bob ask you to sign:</p><p><a href="https://sign.example/s?a=1&amp;b=2">Open &lt;it&gt;</a></p><p>Works 30 days.<br>Do not forward it.</p>',
    );
  });

  it('ends with the link when nothing follows it', () => {
    expect(mailBody({ before: ['One', 'Two'], link: { url: 'u', label: 'l' } })).toEqual({
      text: 'One\n\nTwo\n\nu',
      html: '<p>One</p><p>Two</p><p><a href="u">l</a></p>',
    });
  });
});
