import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "web/src/gql/**", "db/migrations/**", "**/.turbo/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "react-hooks/set-state-in-effect": "off" },
  },
  {
    // Test reports print their measurements.
    files: ["tests/**/*.ts", "**/test/**/*.ts", "scripts/**/*.mjs"],
    rules: { "no-console": "off" },
  },
  {
    // type-graphql needs runtime class imports for decorators' type functions.
    files: ["api/**/*.ts"],
    rules: { "@typescript-eslint/consistent-type-imports": "off" },
  },
);
