/** Stand-in for `@generated/docusaurus.config`: the site as the tests serve it, at `/`. */
const siteConfig = { baseUrl: '/' };
export default siteConfig;
