import { PACKAGES } from '@signflow/contract/billing';
import { describe, expect, it } from 'vitest';
import { textKey } from '../../i18n/text-keys';
import { packageFeatureOf } from './package-features';

describe('packageFeatureOf', () => {
  it('splits a label from its tooltip', () => {
    expect(packageFeatureOf('Up to 10 flows::Reusable flows')).toEqual({
      label: 'Up to 10 flows',
      tooltip: 'Reusable flows',
    });
    expect(packageFeatureOf('No tooltip')).toEqual({ label: 'No tooltip', tooltip: null });
    expect(packageFeatureOf('Empty::')).toEqual({ label: 'Empty', tooltip: null });
  });

  it('has every label and tooltip of every package as an interface text (a limit by its template)', () => {
    const texts = PACKAGES.flatMap((pack) => pack.packagePages.map(packageFeatureOf)).flatMap((feature) => [
      feature.label,
      feature.tooltip ?? feature.label,
    ]);
    expect(texts.filter((text) => textKey(text) === null)).toEqual([]);
  });
});
