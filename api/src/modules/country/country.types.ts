import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { object, string } from "yup";
import { LIMITS, MSG, countrySchema, countryTranslationsSchema } from "@cgm/domain";
import { Paginated, SortDirection } from "../../common/paging";

@ObjectType({ description: "A name in one language" })
export class Translation {
  @Field(() => ID, { description: "Language id" }) languageId: string;
  @Field(() => String, { description: "Language code, such as fr" }) languageCode: string;
  @Field(() => String, { description: "The text in that language" }) name: string;
}

@ObjectType({ description: "A record's id and name" })
export class RecordRef {
  @Field(() => ID, { description: "Id" }) id: string;
  @Field(() => String, { description: "Name" }) name: string;
}

@ObjectType({ description: "A country (Country management)" })
export class Country {
  @Field(() => ID, { description: "Country id" }) id: string;
  @Field(() => String, { description: "Country name" }) country: string;
  @Field(() => String, { description: "Country code, at most 3 characters; unique ignoring case" })
  countryCode: string;
  @Field(() => String, { description: "Phone area code, such as +86" }) phoneAreaCode: string;
  @Field(() => String, { nullable: true, description: "Stored file of the country's icon; null when none" })
  iconFileId: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Where signed-in staff download the icon (GET, session cookie): /files/v1/{iconFileId}",
  })
  iconUrl: string | null;
  @Field(() => RecordRef, { description: "The center the country belongs to" }) center: RecordRef;
  @Field(() => RecordRef, { description: "Default language (its name)" }) defaultLanguage: RecordRef;
  @Field(() => [Translation], { description: "The country's name in each language that has one" })
  translations: Translation[];
  @Field(() => Date, { description: "When the country was created" }) createdAt: Date;
  @Field(() => Date, { description: "When the country was last changed" }) updatedAt: Date;
}

@ObjectType({ description: "One page of countries" })
export class CountryPage extends Paginated(Country) {}

export enum CountrySortField {
  COUNTRY = "COUNTRY",
  COUNTRY_CODE = "COUNTRY_CODE",
  PHONE_AREA_CODE = "PHONE_AREA_CODE",
  UPDATED_AT = "UPDATED_AT",
}
registerEnumType(CountrySortField, {
  name: "CountrySortField",
  description: "What a country list is sorted by",
  valuesConfig: {
    COUNTRY: { description: "The country name (ignoring case)" },
    COUNTRY_CODE: { description: "The country code (ignoring case)" },
    PHONE_AREA_CODE: { description: "The phone area code" },
    UPDATED_AT: { description: "When the country was last changed" },
  },
});

@InputType({ description: "Sort order of a country list" })
export class CountrySort {
  @Field(() => CountrySortField, { description: "Column to sort by" }) field: CountrySortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Ascending or descending" })
  direction: SortDirection;
}

@InputType({ description: "Filters of the country list" })
export class CountryFilter {
  static schema = object({
    country: string().nullable().max(100, MSG.tooLong),
    countryCode: string().nullable().max(100, MSG.tooLong),
  });
  @Field(() => String, { nullable: true, description: "Part of the country name, in any language" })
  country?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the country code" })
  countryCode?: string | null;
  @Field(() => ID, { nullable: true, description: "Only the countries of this center" })
  centerId?: string | null;
}

@InputType({ description: "A country as the form saves it; validated by the domain's countrySchema" })
export class CountryInput {
  // countrySchema, except that a left-out icon passes here: an update then keeps the country's icon,
  // and the service refuses a create without one (iconFileId: validation.required). Null or blank is
  // refused here already.
  static schema = countrySchema.shape({
    iconFileId: string().trim().optional().nonNullable(MSG.required).min(1, MSG.required),
  });
  @Field(() => String, { description: `Required, at most ${LIMITS.countryNameMax} characters` })
  country: string;
  @Field(() => String, {
    description: `Required, at most ${LIMITS.countryCodeMax} letters or digits, unique`,
  })
  countryCode: string;
  @Field(() => String, { description: `Required, at most ${LIMITS.phoneAreaCodeMax} characters` })
  phoneAreaCode: string;
  // IDs are nullable here so that a missing choice is a field error ("validation.required").
  @Field(() => ID, { nullable: true, description: "Required: the center the country belongs to" })
  centerId: string | null;
  @Field(() => ID, { nullable: true, description: "Required: the default language" })
  defaultLanguageId: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "Required: the icon, a complete upload of kind countryIcon (PNG, JPEG, GIF or WebP) of the " +
      "caller's, or the country's current icon; left out, an update keeps the current one; null or " +
      "left out on a create is refused (iconFileId: validation.required)",
  })
  iconFileId?: string | null;
}

@InputType({ description: "A name in one language" })
export class TranslationInput {
  @Field(() => ID, { description: "Language id" }) languageId: string;
  @Field(() => String, { description: `The text, at most ${LIMITS.translationMax} characters` }) name: string;
}

@InputType({ description: "A country's names per language; languages left out lose their name" })
export class CountryTranslationsInput {
  static schema = countryTranslationsSchema;
  @Field(() => [TranslationInput], { description: "One name per language" }) translations: TranslationInput[];
}
