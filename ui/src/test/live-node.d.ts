// The few Node APIs live.ts uses (the UI has no @types/node: only tests run under Node).

declare module "node:child_process" {
  export function execFileSync(file: string, args: string[], options: { env?: Record<string, string | undefined>; encoding: "utf8" }): string;
}
declare module "node:fs" {
  export function appendFileSync(path: string, data: string): void;
  export function mkdirSync(path: string, options?: { recursive?: boolean }): void;
  export function mkdtempSync(prefix: string): string;
  export function readFileSync(path: string, encoding: "utf8"): string;
  export function truncateSync(path: string, length: number): void;
  export function statSync(path: string): { size: number };
  export function rmSync(path: string, options?: { force?: boolean }): void;
  export function writeFileSync(path: string, data: string): void;
}
declare module "node:os" {
  export function tmpdir(): string;
}
declare module "node:path" {
  export function join(...parts: string[]): string;
}
declare const process: { env: Record<string, string | undefined> } | undefined;
