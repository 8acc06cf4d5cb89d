import MDXComponents from '@theme-original/MDXComponents';

// The copied articles cite their sources with the site's <Cite> and
// <Source>; here a citation is a bare marker and the sources list is left
// out, so the article is the same Markdown without the site's components.
function Cite() {
  return <sup>*</sup>;
}

function Source() {
  return null;
}

export default { ...MDXComponents, Cite, Source };
