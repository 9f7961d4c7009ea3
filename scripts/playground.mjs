// `npm run playground [-- --port 4173] [-- --build-only]`: builds the playground page (playground/)
// with Vite and serves it on 127.0.0.1. The built files in playground/dist are static: publish them as they are.
import { buildPlayground, servePlayground } from "./playground-lib.mjs";

const args = process.argv.slice(2);
const portIndex = args.indexOf("--port");
const port = portIndex === -1 ? 4173 : Number(args[portIndex + 1]);

const files = await buildPlayground();
const total = Object.values(files).reduce((sum, size) => sum + size, 0);
for (const [file, size] of Object.entries(files)) console.log(`  ${file}  ${(size / 1024).toFixed(0)} KiB`);
console.log(`Built playground/dist: ${(total / 1024 / 1024).toFixed(2)} MiB in ${Object.keys(files).length} files.`);
if (!args.includes("--build-only")) {
  const { url } = await servePlayground(port);
  console.log(`Serving the playground on ${url} (Ctrl-C stops).`);
}
