import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { PageInput } from "../../common/paging";
import { Language, LanguageFilter, LanguageInput, LanguagePage, LanguageSort } from "./language.types";
import {
  createLanguage,
  deleteLanguage,
  getLanguage,
  listLanguages,
  updateLanguage,
} from "./language.service";

@Resolver(() => Language)
export class LanguageResolver {
  @Query(() => LanguagePage, { description: "Languages, by language code unless sorted otherwise" })
  languages(
    @Arg("filter", () => LanguageFilter, { nullable: true, description: "Filters" })
    filter: LanguageFilter | null,
    @Arg("sort", () => LanguageSort, { nullable: true, description: "Sort order" }) sort: LanguageSort | null,
    @Arg("page", () => PageInput, { nullable: true, description: "Page (limit at most 100)" })
    page: PageInput | null,
    @Ctx() ctx: Context,
  ): Promise<LanguagePage> {
    return listLanguages(ctx, filter, sort, page);
  }

  @Query(() => Language, { description: "One language" })
  language(@Arg("id", () => ID, { description: "Language id" }) id: string, @Ctx() ctx: Context) {
    return getLanguage(ctx, id);
  }

  @Mutation(() => Language, { description: "Adds a language" })
  createLanguage(
    @Arg("input", () => LanguageInput, { description: "The language" }) input: LanguageInput,
    @Ctx() ctx: Context,
  ) {
    return createLanguage(ctx, input);
  }

  @Mutation(() => Language, { description: "Changes a language" })
  updateLanguage(
    @Arg("id", () => ID, { description: "Language id" }) id: string,
    @Arg("input", () => LanguageInput, { description: "The language" }) input: LanguageInput,
    @Ctx() ctx: Context,
  ) {
    return updateLanguage(ctx, id, input);
  }

  @Mutation(() => Boolean, {
    description:
      "Deletes a language no country has as default and no version release is in; its translations go with it",
  })
  deleteLanguage(@Arg("id", () => ID, { description: "Language id" }) id: string, @Ctx() ctx: Context) {
    return deleteLanguage(ctx, id);
  }
}
