import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { precompiledMessages } from "./vite-icu";

const require = createRequire(import.meta.url);
/** Chakra's ES module folder (its "exports" name only the theme barrel). */
const chakraEsm = path
  .join(path.dirname(require.resolve("@chakra-ui/react/theme")), "../../esm")
  .replace(/\\/g, "/");
const api = process.env.API_URL ?? "http://127.0.0.1:4000";

export default defineConfig({
  plugins: [
    precompiledMessages(),
    react(),
    // Brotli and gzip files beside each asset, made once here; the API sends them with Content-Encoding.
    compression({
      algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
    }),
  ],
  resolve: {
    alias: [
      // Chakra's theme files one by one (src/theme/tokens.ts says why).
      {
        find: /^chakra-theme\/(.*)$/,
        replacement: `${chakraEsm}/theme/$1.js`,
      },
      // Messages arrive precompiled (vite-icu.ts), so the browser bundle carries no ICU parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: require.resolve("@formatjs/icu-messageformat-parser/no-parser.js"),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      "/graphql": { target: api, ws: true, changeOrigin: false },
      "/files": { target: api, changeOrigin: false },
    },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
