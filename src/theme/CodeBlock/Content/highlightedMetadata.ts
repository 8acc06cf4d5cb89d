import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import type { CodeLines } from '../../../lib/codeTokens';

/** A code block's metadata with the tokens highlighted at build time, if it has them. */
export type HighlightedMetadata = CodeBlockMetadata & { readonly tokens?: CodeLines };
