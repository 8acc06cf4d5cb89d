// textlint plugin for the site's .mdx pages: textlint-plugin-mdx, plus what
// Docusaurus does before MDX reads a page. `## 見出し {#id}` carries an
// explicit heading ID, which plain MDX would parse as a JavaScript expression
// (and fail on the whole file). The ID is blanked out with spaces of the same
// length, so every reported position and every --fix still lands on the
// original text, and the ID stays out of the heading's prose.
import mdxPlugin from 'textlint-plugin-mdx';

// A CommonJS bundle whose exports are `{ default: { Processor } }`.
const { Processor: MdxProcessor } = mdxPlugin.default;

const HEADING_ID = /[ \t]*\{#[\w-]+\}(?=[ \t]*$)/gm;

/** `text` with each explicit heading ID replaced by as many spaces. */
export function blankHeadingIds(text) {
  return text.replace(HEADING_ID, (id) => ' '.repeat(id.length));
}

class DocusaurusMdxProcessor extends MdxProcessor {
  processor(extension) {
    const { preProcess, postProcess } = super.processor(extension);
    return {
      preProcess: (text, filePath) => preProcess(blankHeadingIds(text), filePath),
      postProcess,
    };
  }
}

export default { Processor: DocusaurusMdxProcessor };
