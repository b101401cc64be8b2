import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { object, string } from "yup";
import { LIMITS, MSG, centerSchema } from "@cgm/domain";
import { Paginated, SortDirection } from "../../common/paging";
import { RecordRef, Translation, TranslationInput } from "../country/country.types";

@ObjectType({ description: "A country a center supports, with its name in each language" })
export class CenterCountry {
  @Field(() => ID, { description: "Country id" }) id: string;
  @Field(() => String, { description: "Country name" }) country: string;
  @Field(() => String, { description: "Country code" }) countryCode: string;
  @Field(() => [Translation], { description: "The country's name in each language that has one" })
  translations: Translation[];
}

@ObjectType({ description: "A center (site) serving a set of countries (Center management)" })
export class Center {
  @Field(() => ID, { description: "Center id" }) id: string;
  @Field(() => String, { description: "Center name" }) name: string;
  @Field(() => String, { description: "Center code; unique ignoring case" }) centerCode: string;
  @Field(() => String, { description: "Domain address: a host name or an https:// address" }) domain: string;
  @Field(() => RecordRef, { description: "The related organisation" }) organisation: RecordRef;
  @Field(() => [CenterCountry], { description: "Supported countries, by country code" })
  countries: CenterCountry[];
  @Field(() => Date, { description: "When the center was created" }) createdAt: Date;
  @Field(() => Date, { description: "When the center was last changed" }) updatedAt: Date;
}

@ObjectType({ description: "One page of centers" })
export class CenterPage extends Paginated(Center) {}

export enum CenterSortField {
  NAME = "NAME",
  CENTER_CODE = "CENTER_CODE",
  DOMAIN = "DOMAIN",
  UPDATED_AT = "UPDATED_AT",
}
registerEnumType(CenterSortField, {
  name: "CenterSortField",
  description: "What a center list is sorted by",
  valuesConfig: {
    NAME: { description: "The center name (ignoring case)" },
    CENTER_CODE: { description: "The center code (ignoring case)" },
    DOMAIN: { description: "The domain address (ignoring case)" },
    UPDATED_AT: { description: "When the center was last changed" },
  },
});

@InputType({ description: "Sort order of a center list" })
export class CenterSort {
  @Field(() => CenterSortField, { description: "Column to sort by" }) field: CenterSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Ascending or descending" })
  direction: SortDirection;
}

@InputType({ description: "Filters of the center list (only centers of organisations in your data scope)" })
export class CenterFilter {
  static schema = object({
    name: string().nullable().max(100, MSG.tooLong),
    centerCode: string().nullable().max(100, MSG.tooLong),
  });
  @Field(() => String, { nullable: true, description: "Part of the center name" }) name?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the center code" }) centerCode?: string | null;
  @Field(() => ID, { nullable: true, description: "Only the centers of this organisation" })
  orgId?: string | null;
}

@InputType({ description: "A center as the form saves it; validated by the domain's centerSchema" })
export class CenterInput {
  static schema = centerSchema;
  @Field(() => String, { description: `Required, at most ${LIMITS.centerNameMax} characters` }) name: string;
  @Field(() => String, { description: `Required, at most ${LIMITS.centerCodeMax} characters, unique` })
  centerCode: string;
  @Field(() => String, {
    description: `Required, at most ${LIMITS.centerDomainMax} characters: a host name or an https:// address`,
  })
  domain: string;
  // Nullable so that a missing choice is a field error ("validation.required").
  @Field(() => ID, { nullable: true, description: "Required: an organisation in your data scope" })
  orgId: string | null;
  @Field(() => [ID], { description: "Required: the supported countries (at least one)" })
  countryIds: string[];
}

@InputType({ description: "One supported country's names per language" })
export class CenterCountryTranslationsInput {
  @Field(() => ID, { description: "A country the center supports" }) countryId: string;
  @Field(() => [TranslationInput], { description: "One name per language; languages left out lose theirs" })
  translations: TranslationInput[];
}

@InputType({ description: "Names per language of some of a center's supported countries" })
export class CenterTranslationsInput {
  @Field(() => [CenterCountryTranslationsInput], { description: "The countries to set" })
  countries: CenterCountryTranslationsInput[];
}
