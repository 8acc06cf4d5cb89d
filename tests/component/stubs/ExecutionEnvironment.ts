/** Stand-in for `@docusaurus/ExecutionEnvironment`: a browser. */
const ExecutionEnvironment = {
  canUseDOM: true,
  canUseEventListeners: true,
  canUseIntersectionObserver: false,
  canUseViewport: true,
};
export default ExecutionEnvironment;
