import type { CodegenConfig } from "@graphql-codegen/cli";

/** Typed documents for the web (client preset). CODEGEN_OUT lets the staleness check write elsewhere. */
const out = process.env.CODEGEN_OUT ?? "web/src/gql/";

const config: CodegenConfig = {
  schema: "schema.graphql",
  // Operations live in .graphql files beside their feature; scripts/split-documents.mjs then writes
  // one module per document into web/src/gql/documents, which is what the app imports.
  documents: ["web/src/**/*.graphql"],
  ignoreNoDocuments: false,
  generates: {
    [out]: {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTimeISO: "string", JSON: "unknown" },
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
      },
    },
  },
};

export default config;
