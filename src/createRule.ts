import { ESLintUtils } from "@typescript-eslint/utils";

export const REPOSITORY_URL = "https://github.com/tool-contract/eslint-plugin-tool-contract";

/** The documentation page of a rule; also the `codeDescription` editors link to. */
export function docsUrl(ruleName: string): string {
  return `${REPOSITORY_URL}/blob/main/docs/rules/${ruleName}.md`;
}

export interface ToolContractDocs {
  /** `true`: on in `recommended`; `"strict"`: only in `strict`. */
  readonly recommended?: boolean | "strict";
}

export const createRule = ESLintUtils.RuleCreator<ToolContractDocs>(docsUrl);
