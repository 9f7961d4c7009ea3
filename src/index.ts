import type { ESLint, Linter, Rule } from "eslint";

import { rules } from "../rules/index.js";
import { createConfigs } from "./configs.js";
import { version } from "./version.js";

export interface ToolContractPlugin extends ESLint.Plugin {
  readonly meta: { readonly name: string; readonly version: string; readonly namespace: string };
  readonly rules: Record<keyof typeof rules, Rule.RuleModule>;
  readonly configs: {
    readonly recommended: Linter.Config;
    readonly strict: Linter.Config;
    readonly "recommended-type-checked": Linter.Config;
  };
}

const plugin = {
  meta: { name: "eslint-plugin-tool-contract", version, namespace: "tool-contract" },
  // typescript-eslint's rule type is structurally ESLint's, with stricter node types.
  rules: rules as unknown as ToolContractPlugin["rules"],
  configs: {} as ToolContractPlugin["configs"],
} satisfies ToolContractPlugin;

Object.assign(plugin.configs, createConfigs(plugin, Object.keys(rules)));

export default plugin as ToolContractPlugin;
