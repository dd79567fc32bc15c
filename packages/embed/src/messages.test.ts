import { describe, expect, it, vi } from 'vitest';
import { dispatchSignFlowEvent, isSignFlowEvent, type SignFlowHandlers, signingOriginOf } from './messages';

const SIGNING = 'https://sign.example.com';
const frame = { name: 'the signing frame' };

function handlers() {
  return {
    onLoaded: vi.fn(),
    onSigned: vi.fn(),
    onRejected: vi.fn(),
    onRevisionRequested: vi.fn(),
    onError: vi.fn(),
  } satisfies Required<SignFlowHandlers>;
}

describe("the signing link's origin", () => {
  it('is the scheme, host and port of the link, in their normal form', () => {
    expect(signingOriginOf('https://Sign.Example.com:443/user-sign?templateId=d&userId=s&token=t')).toBe(SIGNING);
    expect(signingOriginOf('http://localhost:3530/user-sign')).toBe('http://localhost:3530');
    expect(signingOriginOf('/user-sign?token=t', 'https://sign.example.com/shop')).toBe(SIGNING);
  });

  it('refuses a link that is not a web address', () => {
    expect(() => signingOriginOf('javascript:alert(1)')).toThrow(/http\(s\) address/);
    expect(() => signingOriginOf('not a link')).toThrow();
  });
});

describe('a message from the signing frame', () => {
  it.each([
    ['signflow:loaded', 'onLoaded'],
    ['signflow:signed', 'onSigned'],
    ['signflow:rejected', 'onRejected'],
    ['signflow:revision_requested', 'onRevisionRequested'],
    ['signflow:error', 'onError'],
  ] as const)('%s calls %s, and only it', (type, handler) => {
    const calls = handlers();
    const data = { type, documentId: 'd', signerId: 's' };
    expect(
      dispatchSignFlowEvent({ origin: SIGNING, data, source: frame }, { origin: SIGNING, source: frame }, calls),
    ).toEqual(data);
    expect(calls[handler]).toHaveBeenCalledWith(data);
    for (const [name, spy] of Object.entries(calls)) if (name !== handler) expect(spy).not.toHaveBeenCalled();
  });

  it("carries an error's message, and nothing else the sender added", () => {
    const calls = handlers();
    const data = { type: 'signflow:error', documentId: 'd', signerId: 's', message: 'Signing ended', extra: '<b>' };
    dispatchSignFlowEvent({ origin: SIGNING, data }, { origin: SIGNING }, calls);
    expect(calls.onError).toHaveBeenCalledWith({
      type: 'signflow:error',
      documentId: 'd',
      signerId: 's',
      message: 'Signing ended',
    });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example.com', source: frame }],
    ['the same host on another port', { origin: 'https://sign.example.com:8443', source: frame }],
    ['the same host over http', { origin: 'http://sign.example.com', source: frame }],
    ['another frame of the same origin', { origin: SIGNING, source: { name: 'another frame' } }],
  ])('is ignored when it comes from %s', (_, from) => {
    const calls = handlers();
    const data = { type: 'signflow:signed', documentId: 'd', signerId: 's' };
    expect(dispatchSignFlowEvent({ ...from, data }, { origin: SIGNING, source: frame }, calls)).toBeNull();
    expect(calls.onSigned).not.toHaveBeenCalled();
  });

  it.each([
    null,
    'signflow:signed',
    { type: 'signflow:paid', documentId: 'd', signerId: 's' },
    { type: 'signflow:signed', documentId: 1, signerId: 's' },
    { type: 'signflow:signed', documentId: 'd' },
    { type: 'signflow:error', documentId: 'd', signerId: 's', message: 42 },
  ])('is ignored when it is not shaped as one: %j', (data) => {
    const calls = handlers();
    expect(isSignFlowEvent(data)).toBe(false);
    expect(dispatchSignFlowEvent({ origin: SIGNING, data }, { origin: SIGNING }, calls)).toBeNull();
    for (const spy of Object.values(calls)) expect(spy).not.toHaveBeenCalled();
  });
});
