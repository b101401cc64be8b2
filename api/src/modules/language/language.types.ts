import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { object, string } from "yup";
import { LIMITS, MSG, languageSchema } from "@cgm/domain";
import { Paginated, SortDirection } from "../../common/paging";

@ObjectType({ description: "A language the platform serves content in (Language management)" })
export class Language {
  @Field(() => ID, { description: "Language id" }) id: string;
  @Field(() => String, { description: "Language name, such as English" }) language: string;
  @Field(() => String, { description: "Language code, such as en-US; unique ignoring case" })
  languageCode: string;
  @Field(() => String, { description: "Code of the content the app displays in this language" })
  appDisplayCode: string;
  @Field(() => Int, { description: "Countries with this language as their default language" })
  countries: number;
  @Field(() => Date, { description: "When the language was created" }) createdAt: Date;
  @Field(() => Date, { description: "When the language was last changed" }) updatedAt: Date;
}

@ObjectType({ description: "One page of languages" })
export class LanguagePage extends Paginated(Language) {}

export enum LanguageSortField {
  LANGUAGE = "LANGUAGE",
  LANGUAGE_CODE = "LANGUAGE_CODE",
  APP_DISPLAY_CODE = "APP_DISPLAY_CODE",
  UPDATED_AT = "UPDATED_AT",
}
registerEnumType(LanguageSortField, {
  name: "LanguageSortField",
  description: "What a language list is sorted by",
  valuesConfig: {
    LANGUAGE: { description: "The language name (ignoring case)" },
    LANGUAGE_CODE: { description: "The language code (ignoring case)" },
    APP_DISPLAY_CODE: { description: "The app display content code (ignoring case)" },
    UPDATED_AT: { description: "When the language was last changed" },
  },
});

@InputType({ description: "Sort order of a language list" })
export class LanguageSort {
  @Field(() => LanguageSortField, { description: "Column to sort by" }) field: LanguageSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Ascending or descending" })
  direction: SortDirection;
}

@InputType({ description: "Filters of the language list; each is a case-insensitive part" })
export class LanguageFilter {
  static schema = object({
    language: string().nullable().max(100, MSG.tooLong),
    languageCode: string().nullable().max(100, MSG.tooLong),
  });
  @Field(() => String, { nullable: true, description: "Part of the language name" })
  language?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the language code" })
  languageCode?: string | null;
}

@InputType({ description: "A language as the form saves it; validated by the domain's languageSchema" })
export class LanguageInput {
  static schema = languageSchema;
  @Field(() => String, { description: `Required, at most ${LIMITS.languageNameMax} characters` })
  language: string;
  @Field(() => String, { description: `Required, at most ${LIMITS.languageCodeMax} characters, unique` })
  languageCode: string;
  @Field(() => String, { description: `Required, at most ${LIMITS.languageAppCodeMax} characters` })
  appDisplayCode: string;
}
