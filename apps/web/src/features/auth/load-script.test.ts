import { ADD_SCRIPT_ERROR } from '@signflow/contract/social-sign-in';
import { describe, expect, it } from 'vitest';
import { loadScript, ScriptLoadError } from './load-script';

interface FakeScript {
  src: string;
  onload?: () => void;
  onerror?: () => void;
  remove(): void;
}

/** Just what loadScript touches of a document: scripts created and put in the head. */
function fakeDocument() {
  const head: FakeScript[] = [];
  const document = {
    createElement: () => {
      const script: FakeScript = { src: '', remove: () => head.splice(head.indexOf(script), 1) };
      return script;
    },
    head: { appendChild: (script: FakeScript) => head.push(script) },
  };
  return { head, document: document as unknown as Document };
}

describe('loadScript', () => {
  it('adds the script once however often it is asked for, and resolves when it loads', async () => {
    const { head, document } = fakeDocument();
    const first = loadScript('https://sdk.example.com/a.js', document);
    const second = loadScript('https://sdk.example.com/a.js', document);
    expect(head.map((script) => script.src)).toEqual(['https://sdk.example.com/a.js']);
    head[0]?.onload?.();
    await expect(Promise.all([first, second])).resolves.toBeDefined();
  });

  it('rejects a failed load with ADD_SCRIPT_ERROR, and tries again at the next call', async () => {
    const { head, document } = fakeDocument();
    const failing = loadScript('https://sdk.example.com/b.js', document);
    head[0]?.onerror?.();
    const error = await failing.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).code).toBe(ADD_SCRIPT_ERROR);
    expect(head).toHaveLength(0);
    void loadScript('https://sdk.example.com/b.js', document).catch(() => {});
    expect(head).toHaveLength(1);
  });
});
