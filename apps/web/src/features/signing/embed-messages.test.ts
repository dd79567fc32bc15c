import { describe, expect, it, vi } from 'vitest';
import { embeddingOrigin, type FramedWindow, tellEmbeddingPage } from './embed-messages';

function framedWindow(options: { ancestor?: string; referrer?: string; framed?: boolean }) {
  const postMessage = vi.fn();
  const self = {};
  const win: FramedWindow = {
    parent: options.framed === false ? (self as FramedWindow['parent']) : { postMessage },
    self,
    location: options.ancestor === undefined ? {} : { ancestorOrigins: { length: 1, 0: options.ancestor } },
    document: { referrer: options.referrer ?? '' },
  };
  return { win, postMessage };
}

const MESSAGE = { type: 'signflow:signed', documentId: 'd', signerId: 's' } as const;

describe('the messages to the page around the signing page', () => {
  it('go to the framing origin when it is allowed, and only to it', () => {
    const { win, postMessage } = framedWindow({ ancestor: 'https://shop.example.com' });
    expect(tellEmbeddingPage(['https://other.example.com', 'https://shop.example.com'], MESSAGE, win)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(MESSAGE, 'https://shop.example.com');
  });

  it('read the framing origin from the referrer when the browser does not list ancestors', () => {
    const { win } = framedWindow({ referrer: 'https://shop.example.com/checkout?step=2' });
    expect(embeddingOrigin(['https://shop.example.com'], win)).toBe('https://shop.example.com');
  });

  it.each([
    ['a page not allowed', { ancestor: 'https://evil.example.com' }, ['https://shop.example.com']],
    ['an allowed site on another port', { ancestor: 'https://shop.example.com:8443' }, ['https://shop.example.com']],
    ['no list', { ancestor: 'https://shop.example.com' }, []],
    ['no referrer', { referrer: '' }, ['https://shop.example.com']],
    ['a page not in a frame', { framed: false, ancestor: 'https://shop.example.com' }, ['https://shop.example.com']],
  ])('say nothing to %s', (_, options, allowed) => {
    const { win, postMessage } = framedWindow(options);
    expect(tellEmbeddingPage(allowed, MESSAGE, win)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
