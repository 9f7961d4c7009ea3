// The CommonJS entry: `require("eslint-plugin-tool-contract")` gives the plugin itself, the same
// object that `import` gives (Node's require(esm) loads the one ES module; no second copy).
import esm = require("./index.js");

export = esm.default;
