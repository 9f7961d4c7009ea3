// A child of `npm run bench`: lints the corpus (syntax mode) or the typed project once with one
// configuration, then prints its peak resident set size.
// `node bench/child.mjs <syntax|typed> <key> [--stride=N]` (every Nth file only, for `--quick`).
import { configurations, loadCorpus, root, typedProjectFiles } from "./lib.mjs";

const [mode, key, strideArgument] = process.argv.slice(2);
const stride = Number(strideArgument?.replace("--stride=", "") || 1);
const { Linter } = await import("eslint");
const configs = await configurations();
const entry = mode === "typed" ? configs.typed(root)[key] : configs.syntax[key];
if (!entry) throw new Error(`unknown configuration ${mode} ${key}`);
const files = (mode === "typed" ? typedProjectFiles() : loadCorpus().files).filter((_file, index) => index % stride === 0);
const linter = new Linter({ configType: "flat", cwd: root });
for (const file of files) linter.verify(file.text, entry.config, { filename: file.path });
console.log(JSON.stringify({ rssMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
