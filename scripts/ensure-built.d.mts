/** Builds the plugin when dist/ is missing or older than any source file. */
export declare function ensureBuilt(): void;
