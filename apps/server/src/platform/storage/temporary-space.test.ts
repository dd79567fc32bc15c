import { describe, expect, it } from 'vitest';
import { createTemporarySpace } from './temporary-space';

describe('the temporary area’s bound', () => {
  it('grants claims while they fit, and refuses the one that would pass the bound', () => {
    const space = createTemporarySpace(100);
    const first = space.claim(60);
    expect(first).not.toBeNull();
    expect(space.claim(41)).toBeNull();
    const second = space.claim(40);
    expect(second).not.toBeNull();
    expect(space.inUse()).toBe(100);
    first?.release();
    expect(space.inUse()).toBe(40);
    expect(space.claim(60)).not.toBeNull();
  });

  it('grows a claim as an undeclared body arrives, until the bound, and gives all of it back once', () => {
    const space = createTemporarySpace(100);
    const claim = space.claim(0);
    expect(claim?.cover(30)).toBe(true);
    expect(claim?.cover(20)).toBe(true);
    expect(space.inUse()).toBe(30);
    expect(claim?.cover(101)).toBe(false);
    expect(space.inUse()).toBe(30);
    expect(claim?.cover(100)).toBe(true);
    expect(space.claim(1)).toBeNull();
    claim?.release();
    claim?.release();
    expect(space.inUse()).toBe(0);
    expect(claim?.cover(10)).toBe(false);
    expect(space.inUse()).toBe(0);
  });
});
