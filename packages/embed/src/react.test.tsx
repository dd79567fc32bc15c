import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mountSignFlowSigning } from './mount';
import { SignFlowSigning } from './react';

const LINK = 'https://sign.example.com/user-sign?templateId=d&userId=s&token=t';

/** A message as the browser hands it to the page: its origin, and the window that sent it. */
function receive(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('the plain script', () => {
  it('puts the signing link in a frame and raises the events its own frame sends from its origin', () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const onSigned = vi.fn();
    const onLoaded = vi.fn();
    const mounted = mountSignFlowSigning(element, { url: LINK, onSigned, onLoaded });
    expect(mounted.iframe.src).toBe(LINK);
    expect(mounted.iframe.title).toBe('Sign document');
    const signed = { type: 'signflow:signed', documentId: 'd', signerId: 's' };

    receive(signed, 'https://evil.example.com', mounted.iframe.contentWindow);
    receive(signed, 'https://sign.example.com', window);
    expect(onSigned).not.toHaveBeenCalled();

    receive(signed, 'https://sign.example.com', mounted.iframe.contentWindow);
    expect(onSigned).toHaveBeenCalledWith(signed);
    expect(onLoaded).not.toHaveBeenCalled();

    mounted.unmount();
    expect(element.querySelector('iframe')).toBeNull();
    receive(signed, 'https://sign.example.com', null);
    expect(onSigned).toHaveBeenCalledTimes(1);
  });
});

describe('the React component', () => {
  it('shows the frame and calls the latest handlers', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const onRejected = vi.fn();
    const { rerender, unmount } = render(<SignFlowSigning url={LINK} title="Sign the lease" onSigned={first} />);
    const frame = screen.getByTitle('Sign the lease') as HTMLIFrameElement;
    expect(frame.src).toBe(LINK);

    rerender(<SignFlowSigning url={LINK} title="Sign the lease" onSigned={latest} onRejected={onRejected} />);
    expect(screen.getByTitle('Sign the lease')).toBe(frame);
    act(() =>
      receive(
        { type: 'signflow:signed', documentId: 'd', signerId: 's' },
        'https://sign.example.com',
        frame.contentWindow,
      ),
    );
    act(() =>
      receive(
        { type: 'signflow:rejected', documentId: 'd', signerId: 's' },
        'https://sign.example.com',
        frame.contentWindow,
      ),
    );
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(onRejected).toHaveBeenCalledTimes(1);

    unmount();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
