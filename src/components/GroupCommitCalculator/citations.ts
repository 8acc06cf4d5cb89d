import type { AttributedCitation, VendorCitation } from '../../calculators/group-commit/types';

/**
 * The vendor documents among `sources`, each once (the generations and the
 * crash analysis cite some of the same pages). The seed posts are listed
 * separately, with notes.
 */
export function uniqueVendorSources(
  sources: readonly AttributedCitation[],
): readonly VendorCitation[] {
  return sources
    .filter((source): source is VendorCitation => source.kind === 'vendor')
    .filter(
      (source, index, all) => all.findIndex((item) => item.source === source.source) === index,
    );
}
