import noTruthyPresenceCheck from "./no-truthy-presence-check.js";

/** Every rule of the plugin, by id (without the `tool-contract/` prefix). */
export const rules = {
  "no-truthy-presence-check": noTruthyPresenceCheck,
};
