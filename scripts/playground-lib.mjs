// Building and serving the playground (playground/): used by `npm run playground` and the browser test.
import { createReadStream, readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const playgroundRoot = fileURLToPath(new URL("../playground/", import.meta.url));
export const playgroundDist = join(playgroundRoot, "dist");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
};

/** Builds the page into playground/dist with Vite. Returns the files written and their sizes in bytes. */
export async function buildPlayground() {
  const { build } = await import("vite");
  await build({ configFile: join(playgroundRoot, "vite.config.ts"), logLevel: "error" });
  return bundleFiles();
}

/** The built files (relative path → bytes). */
export function bundleFiles() {
  const files = {};
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else files[path.slice(playgroundDist.length + 1).split(sep).join("/")] = statSync(path).size;
    }
  };
  visit(playgroundDist);
  return files;
}

/** Serves playground/dist on 127.0.0.1 (`port` 0: any free port). Resolves to the server and its URL. */
export function servePlayground(port = 0) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
    const path = normalize(join(playgroundDist, pathname.endsWith("/") ? `${pathname}index.html` : pathname));
    if (!path.startsWith(playgroundDist) || !statSync(path, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("Not found");
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" });
    createReadStream(path).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}/` });
    });
  });
}
