import { Field, Int, ObjectType, registerEnumType } from "type-graphql";

export enum TranslationImportOutcome {
  CREATE = "CREATE",
  UPDATE = "UPDATE",
  UNCHANGED = "UNCHANGED",
  ERROR = "ERROR",
}
registerEnumType(TranslationImportOutcome, {
  name: "TranslationImportOutcome",
  description: "What importing a row does (or did)",
  valuesConfig: {
    CREATE: { description: "The country gets a name in this language" },
    UPDATE: { description: "The country's name in this language changes" },
    UNCHANGED: { description: "The country already has this name in this language" },
    ERROR: { description: "The row cannot be imported; see its errors" },
  },
});

export type TranslationImportField = "countryCode" | "languageCode" | "name" | "row";

@ObjectType({ description: "One problem of an import row" })
export class TranslationImportError {
  @Field(() => String, { description: "countryCode, languageCode, name, or row (the whole row)" })
  field: TranslationImportField;
  @Field(() => String, { description: "Message id" }) message: string;
}

@ObjectType({ description: "One row of a country translation import file" })
export class TranslationImportRow {
  @Field(() => Int, {
    description:
      "The row's number in the file: the spreadsheet row, or the CSV line it starts on (header: 1)",
  })
  row: number;
  @Field(() => String, { description: "Country code as the file has it (trimmed)" }) countryCode: string;
  @Field(() => String, { description: "Language code as the file has it (trimmed)" }) languageCode: string;
  @Field(() => String, { description: "The country's name in that language (trimmed)" }) name: string;
  @Field(() => TranslationImportOutcome, { description: "What importing the row does (or did)" })
  outcome: TranslationImportOutcome;
  @Field(() => [TranslationImportError], { description: "Empty unless the outcome is ERROR" })
  errors: TranslationImportError[];
}

@ObjectType({ description: "The preview, or the result, of a country translation import" })
export class CountryTranslationImport {
  @Field(() => [TranslationImportRow], { description: "Every data row of the file, in file order" })
  rows: TranslationImportRow[];
  @Field(() => Int, { description: "Rows that create a name" }) created: number;
  @Field(() => Int, { description: "Rows that change a name" }) updated: number;
  @Field(() => Int, { description: "Rows whose name is already so" }) unchanged: number;
  @Field(() => Int, { description: "Rows with errors (a commit is refused while any has one)" })
  invalid: number;
  @Field(() => Boolean, { description: "True when the rows were written (commit=true)" })
  committed: boolean;
}
