// The examples are linted with the built plugin, exactly as a user's project would be.
import toolContract from "../dist/src/index.js";

export default [toolContract.configs.recommended];
