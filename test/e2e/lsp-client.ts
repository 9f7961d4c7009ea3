/**
 * A minimal Language Server Protocol client for the editor e2e test: Content-Length framing over
 * stdio, requests matched to responses by id, and every request from the server answered.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { pathToFileURL } from "node:url";

type Handler = (params: unknown) => unknown;

export class LspClient {
  private readonly server: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly handlers = new Map<string, Handler>();
  readonly stderr: string[] = [];

  constructor(command: string, args: readonly string[], cwd: string) {
    this.server = spawn(command, [...args], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    this.server.stdout.on("data", (chunk: Buffer) => this.receive(chunk));
    this.server.stderr.on("data", (chunk: Buffer) => this.stderr.push(chunk.toString()));
  }

  /** Answers the server's requests of this method (unhandled ones get `null`). */
  onRequest(method: string, handler: Handler): void {
    this.handlers.set(method, handler);
  }

  request<T>(method: string, params: unknown, timeoutMs = 30_000): Promise<T> {
    const id = this.nextId++;
    this.send({ jsonrpc: "2.0", id, method, params });
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer in ${timeoutMs} ms\n${this.stderr.join("")}`)), timeoutMs);
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ jsonrpc: "2.0", method, params });
  }

  async close(): Promise<void> {
    try {
      await this.request("shutdown", null, 5_000);
      this.notify("exit", null);
    } finally {
      this.server.kill();
    }
  }

  private send(message: unknown): void {
    const body = Buffer.from(JSON.stringify(message), "utf8");
    this.server.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.server.stdin.write(body);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf("\r\n\r\n");
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/iu.exec(this.buffer.subarray(0, headerEnd).toString())?.[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const body = this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString("utf8");
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.dispatch(JSON.parse(body) as { id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string } });
    }
  }

  private dispatch(message: { id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string } }): void {
    if (message.method !== undefined && message.id !== undefined) {
      const handler = this.handlers.get(message.method);
      this.send({ jsonrpc: "2.0", id: message.id, result: handler ? handler(message.params) : null });
    } else if (message.id !== undefined) {
      const waiter = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (!waiter) return;
      if ("error" in message && message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result);
    }
  }
}

/**
 * Starts `vscode-eslint-language-server` on `folder` (which needs its own `node_modules/eslint`), with
 * the whole settings object the server asks for (see shared/TOOLING.md), and sends `initialize` and
 * `initialized`. `onApplyEdit` answers the server's `workspace/applyEdit` requests.
 */
export async function startEslintLanguageServer(
  serverPath: string,
  folder: string,
  onApplyEdit: (params: unknown) => unknown = () => ({ applied: true }),
): Promise<LspClient> {
  const client = new LspClient(process.execPath, [serverPath, "--stdio"], folder);
  const workspaceFolder = { uri: pathToFileURL(folder).href, name: "workspace" };
  const settings = {
    validate: "on",
    run: "onType",
    nodePath: null,
    packageManager: "npm",
    useESLintClass: false,
    useFlatConfig: true,
    experimental: { useFlatConfig: false },
    options: {},
    rulesCustomizations: [],
    problems: { shortenToSingleLine: false },
    format: false,
    quiet: false,
    onIgnoredFiles: "off",
    codeActionOnSave: { mode: "all" },
    codeAction: {
      disableRuleComment: { enable: true, location: "separateLine", commentStyle: "line" },
      showDocumentation: { enable: true },
    },
    workingDirectory: { mode: "location" },
    workspaceFolder,
  };
  client.onRequest("workspace/configuration", (params) => (params as { items: unknown[] }).items.map(() => settings));
  client.onRequest("workspace/applyEdit", onApplyEdit);
  await client.request("initialize", {
    processId: process.pid,
    rootUri: workspaceFolder.uri,
    workspaceFolders: [workspaceFolder],
    capabilities: {
      workspace: { configuration: true, applyEdit: true, workspaceFolders: true },
      textDocument: {
        diagnostic: { dynamicRegistration: false },
        codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ["quickfix", "source.fixAll.eslint"] } } },
      },
    },
  });
  client.notify("initialized", {});
  return client;
}
