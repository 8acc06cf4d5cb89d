// Stands in for theme-classic's prism-include-languages client module
// (plugins/build-time-highlight): code is highlighted at build time.
export {};
