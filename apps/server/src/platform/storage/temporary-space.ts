/**
 * The room uploads in flight may take in the temporary area (`DATA_DIR/tmp`), counted by this process: each
 * upload claims what it may write before writing it, and gives it back once its file is kept or removed.
 */
export interface TemporarySpace {
  /** Claims `bytes` (what a declared body can hold), or answers null when that would pass the bound. */
  claim(bytes: number): TemporaryClaim | null;
  /** Bytes claimed now. */
  inUse(): number;
}

export interface TemporaryClaim {
  /**
   * Grows the claim to cover `bytes` in all (a body of undeclared length, as it arrives); false when that would
   * pass the bound, the claim then staying as it was.
   */
  cover(bytes: number): boolean;
  /** Gives the claim back; again does nothing. */
  release(): void;
}

export function createTemporarySpace(totalBytes: number): TemporarySpace {
  let used = 0;
  const fits = (more: number) => used + more <= totalBytes;
  return {
    claim(bytes) {
      if (!fits(bytes)) return null;
      used += bytes;
      let held = bytes;
      let released = false;
      return {
        cover(total) {
          if (released) return false;
          if (total <= held) return true;
          if (!fits(total - held)) return false;
          used += total - held;
          held = total;
          return true;
        },
        release() {
          if (released) return;
          released = true;
          used -= held;
        },
      };
    },
    inUse: () => used,
  };
}
