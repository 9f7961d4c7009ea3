// Settles pending calls from JSON-RPC 2.0 replies read off a socket, one JSON message per line.
export interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export interface JsonRpcReply {
  jsonrpc: "2.0";
  id: number | string | null;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export function settle(line: string, pending: Map<number | string, Pending>): void {
  const reply = JSON.parse(line) as JsonRpcReply;
  if (reply.jsonrpc !== "2.0" || reply.id === null) return;
  const waiter = pending.get(reply.id);
  if (!waiter) return;
  pending.delete(reply.id);

  if (reply.error) {
    waiter.reject(new Error(`${reply.error.code}: ${reply.error.message}`));
  } else if (reply.result != null) {
    waiter.resolve(reply.result);
  } else {
    waiter.reject(new Error("reply without a result"));
  }
}

/** A synchronous variant used by the test harness: the result, or a thrown error. */
export function unwrap(reply: JsonRpcReply): unknown {
  if (!reply.result) throw new Error(reply.error?.message ?? "empty reply");
  return reply.result;
}
