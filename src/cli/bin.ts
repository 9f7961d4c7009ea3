#!/usr/bin/env node
// The `tool-contract` command. See src/cli/explain.ts and docs/explain.md.
import { main } from "./explain.js";

process.exitCode = await main(process.argv.slice(2));
