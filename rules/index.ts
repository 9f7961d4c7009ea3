import noCoercionBeforeValidation from "./no-coercion-before-validation.js";
import noLossyDefault from "./no-lossy-default.js";
import noTruthyPresenceCheck from "./no-truthy-presence-check.js";
import noTruthyToolValue from "./no-truthy-tool-value.js";
import noUngatedLookup from "./no-ungated-lookup.js";
import requireToolParamTypes from "./require-tool-param-types.js";

/** Every rule of the plugin, by id (without the `tool-contract/` prefix). */
export const rules = {
  "no-coercion-before-validation": noCoercionBeforeValidation,
  "no-lossy-default": noLossyDefault,
  "no-truthy-presence-check": noTruthyPresenceCheck,
  "no-truthy-tool-value": noTruthyToolValue,
  "no-ungated-lookup": noUngatedLookup,
  "require-tool-param-types": requireToolParamTypes,
};
