import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { PageInput } from "../../common/paging";
import {
  Country,
  CountryFilter,
  CountryInput,
  CountryPage,
  CountrySort,
  CountryTranslationsInput,
} from "./country.types";
import { getCountry, listCountries } from "./country.service";
import { createCountry, deleteCountry, setCountryTranslations, updateCountry } from "./country.mutations";
import { importCountryTranslations } from "./country.import";
import { CountryTranslationImport } from "./country.import.types";

@Resolver(() => Country)
export class CountryResolver {
  @Query(() => CountryPage, { description: "Countries, by country code unless sorted otherwise" })
  countries(
    @Arg("filter", () => CountryFilter, { nullable: true, description: "Filters" })
    filter: CountryFilter | null,
    @Arg("sort", () => CountrySort, { nullable: true, description: "Sort order" }) sort: CountrySort | null,
    @Arg("page", () => PageInput, { nullable: true, description: "Page (limit at most 100)" })
    page: PageInput | null,
    @Ctx() ctx: Context,
  ): Promise<CountryPage> {
    return listCountries(ctx, filter, sort, page);
  }

  @Query(() => Country, { description: "One country" })
  country(@Arg("id", () => ID, { description: "Country id" }) id: string, @Ctx() ctx: Context) {
    return getCountry(ctx, id);
  }

  @Mutation(() => Country, { description: "Adds a country; its center supports it from then on" })
  createCountry(
    @Arg("input", () => CountryInput, { description: "The country" }) input: CountryInput,
    @Ctx() ctx: Context,
  ) {
    return createCountry(ctx, input);
  }

  @Mutation(() => Country, { description: "Changes a country" })
  updateCountry(
    @Arg("id", () => ID, { description: "Country id" }) id: string,
    @Arg("input", () => CountryInput, { description: "The country" }) input: CountryInput,
    @Ctx() ctx: Context,
  ) {
    return updateCountry(ctx, id, input);
  }

  @Mutation(() => Boolean, {
    description: "Deletes a country with its translations; refused while a center supports only this country",
  })
  deleteCountry(@Arg("id", () => ID, { description: "Country id" }) id: string, @Ctx() ctx: Context) {
    return deleteCountry(ctx, id);
  }

  @Mutation(() => Country, { description: "Sets the country's name in each language (Translation setting)" })
  setCountryTranslations(
    @Arg("id", () => ID, { description: "Country id" }) id: string,
    @Arg("input", () => CountryTranslationsInput, { description: "The names per language" })
    input: CountryTranslationsInput,
    @Ctx() ctx: Context,
  ) {
    return setCountryTranslations(ctx, id, input);
  }

  @Mutation(() => CountryTranslationImport, {
    description:
      "Imports countries' names per language from an uploaded file (kind translationImport: CSV in UTF-8 " +
      "or XLSX; header row naming countryCode, languageCode and name in any order; at most 5000 rows). " +
      "commit=false previews each row's outcome and errors, writing nothing; commit=true writes every " +
      "row in one transaction, and is refused (countryImport.hasErrors) while any row has an error",
  })
  importCountryTranslations(
    @Arg("fileId", () => ID, { description: "The uploaded file (kind translationImport) of the caller" })
    fileId: string,
    @Arg("commit", () => Boolean, { description: "false: preview only; true: write all rows or none" })
    commit: boolean,
    @Ctx() ctx: Context,
  ) {
    return importCountryTranslations(ctx, fileId, commit);
  }
}
