/**
 * What the browser build gets for `node:fs` and `node:module`. The plugin reads other modules from
 * disk only for cross-module reading, which is off in the playground (the file has no place on
 * disk), and loads TypeScript only for typed linting, which the playground does not do. Reaching
 * one of these is a bug in the browser build; it throws, and the page shows the error.
 */
function unavailable(name: string): never {
  throw new Error(`${name} is not available in the browser playground.`);
}

export const readFileSync = (): never => unavailable("fs.readFileSync");
export const readdirSync = (): never => unavailable("fs.readdirSync");
export const statSync = (): never => unavailable("fs.statSync");
export const existsSync = (): boolean => false;
export const realpathSync = (): never => unavailable("fs.realpathSync");
export const createRequire = (): never => unavailable("module.createRequire");
export const promises = {};
// `os`, read by libraries when they load (the platform decides path and case handling).
export const platform = (): string => "browser";
export const EOL = "\n";
export const cpus = (): unknown[] => [];
export const homedir = (): string => "/";
export const tmpdir = (): string => "/tmp";
// `util`, `url`.
export const inspect = (value: unknown): string => String(value);
export const inherits = (child: { prototype: object }, parent: { prototype: object }): void => {
  Object.setPrototypeOf(child.prototype, parent.prototype);
};
export const fileURLToPath = (url: string | URL): string => new URL(url).pathname;
export const pathToFileURL = (path: string): URL => new URL(`file://${path}`);
export default {
  readFileSync,
  readdirSync,
  statSync,
  existsSync,
  realpathSync,
  createRequire,
  promises,
  platform,
  EOL,
  cpus,
  homedir,
  tmpdir,
  inspect,
  inherits,
  fileURLToPath,
  pathToFileURL,
};
