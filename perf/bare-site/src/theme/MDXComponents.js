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

// Every Mermaid article of the site now also shows the lab's re-measured
// figures as charts (<DatasetChart>); the template has no charts, so it
// leaves them out, and the site's Mermaid-article figures include them.
function DatasetChart() {
  return null;
}

export default { ...MDXComponents, Cite, Source, DatasetChart };
