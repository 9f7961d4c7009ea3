// The end-to-end tests lint with the built plugin: build it first when dist/ is stale.
import { ensureBuilt } from "../scripts/ensure-built.mjs";

export default function setup(): void {
  ensureBuilt();
}
