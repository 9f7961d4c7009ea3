import plugin from "./dist/src/index.js";

const emojis = {
  recommended: "✅",
  strict: "🔒",
  "recommended-type-checked": "☑️",
};

/** @type {import('eslint-doc-generator').GenerateOptions} */
const config = {
  configEmoji: Object.entries(emojis).filter(([name]) => name in plugin.configs),
  ruleDocSectionInclude: ["Examples", "When Not To Use It"],
  ruleDocTitleFormat: "prefix-name",
  ruleListColumns: ["name", "description", "configsError", "fixable", "hasSuggestions", "options"],
  urlConfigs: "https://github.com/tool-contract/eslint-plugin-tool-contract#configs",
};

export default config;
