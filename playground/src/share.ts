/**
 * Share links: `#code=…&config=…&settings=…`. Code and settings are UTF-8, base64url-encoded; the
 * config is its name. Opening a link restores all three.
 */
import type { ConfigName } from "./lint.js";

export interface SharedState {
  readonly code: string;
  readonly config: ConfigName;
  readonly settings: string;
}

export function encodeText(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/gu, "-").replace(/\//gu, "_").replace(/=+$/u, "");
}

export function decodeText(encoded: string): string {
  const base64 = encoded.replace(/-/gu, "+").replace(/_/gu, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

export function toHash(state: SharedState): string {
  const params = new URLSearchParams();
  params.set("code", encodeText(state.code));
  params.set("config", state.config);
  if (state.settings.trim() !== "") params.set("settings", encodeText(state.settings));
  return `#${params.toString()}`;
}

/** The state a hash holds; missing or unreadable parts are `undefined`. */
export function fromHash(hash: string): Partial<SharedState> {
  const params = new URLSearchParams(hash.replace(/^#/u, ""));
  const state: { code?: string; config?: ConfigName; settings?: string } = {};
  const read = (key: string): string | undefined => {
    const value = params.get(key);
    if (value === null) return undefined;
    try {
      return decodeText(value);
    } catch {
      return undefined;
    }
  };
  const code = read("code");
  if (code !== undefined) state.code = code;
  const settings = read("settings");
  if (settings !== undefined) state.settings = settings;
  const config = params.get("config");
  if (config === "recommended" || config === "strict") state.config = config;
  return state;
}
