export interface PackageFeature {
  label: string;
  tooltip: string | null;
}

/** A package's 'label::tooltip' entry split in two (an entry without '::' has no tooltip). */
export function packageFeatureOf(entry: string): PackageFeature {
  const separator = entry.indexOf('::');
  if (separator < 0) return { label: entry.trim(), tooltip: null };
  const tooltip = entry.slice(separator + 2).trim();
  return { label: entry.slice(0, separator).trim(), tooltip: tooltip === '' ? null : tooltip };
}
