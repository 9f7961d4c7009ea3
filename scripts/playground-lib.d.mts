import type { Server } from "node:http";

export declare const playgroundRoot: string;
export declare const playgroundDist: string;
/** Builds the page into playground/dist with Vite. Returns the files written and their sizes in bytes. */
export declare function buildPlayground(): Promise<Record<string, number>>;
export declare function bundleFiles(): Record<string, number>;
/** Serves playground/dist on 127.0.0.1 (`port` 0: any free port). */
export declare function servePlayground(port?: number): Promise<{ server: Server; url: string }>;
