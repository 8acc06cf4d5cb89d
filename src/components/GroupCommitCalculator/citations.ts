import type {
  AttributedCitation,
  AttributedVendorCitation,
} from '../../calculators/group-commit/types';

/**
 * The vendor documents among `sources`, each once (the generations and the
 * crash analysis cite some of the same pages). The seed posts are listed
 * separately, with notes.
 */
export function uniqueVendorSources(
  sources: readonly AttributedCitation[],
): readonly AttributedVendorCitation[] {
  return sources
    .filter((source): source is AttributedVendorCitation => source.kind === 'vendor')
    .filter((source, index, all) => all.findIndex((item) => item.url === source.url) === index);
}
