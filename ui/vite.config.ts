/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The Tauri binary embeds `dist/` (src-tauri/tauri.conf.json: frontendDist ../ui/dist).
// Everything is bundled locally: the app's CSP allows no remote content.
export default defineConfig({
  plugins: [react()],
  clearScreen: false,
  server: { port: 5173, strictPort: true },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // Whole-screen tests on a shared 2-core machine can exceed the default 5 s without being wrong.
    testTimeout: 20_000,
  },
});
