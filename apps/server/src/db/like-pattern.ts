/**
 * A search as a `like` pattern finding it anywhere in a lower-cased text: `like` reads `%` and `_` as wildcards, so
 * they (and the escape character) are escaped and a search for them finds them as typed. Use with `escape '\'`.
 */
export const likePattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
