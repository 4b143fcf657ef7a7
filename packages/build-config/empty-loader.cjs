// Stylesheets have no meaning in the Node prerender build: the browser build emits and links them.
module.exports = function emptyModule() {
  return 'export {};';
};
