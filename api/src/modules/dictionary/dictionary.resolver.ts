import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { PageInput } from "../../common/paging";
import {
  Dictionary,
  DictionaryFilter,
  DictionaryInput,
  DictionaryOption,
  DictionaryPage,
  DictionarySort,
} from "./dictionary.types";
import { getDictionary, listDictionaries } from "./dictionary.service";
import { createDictionary, deleteDictionary, updateDictionary } from "./dictionary.mutations";
import { dictionaryOptions } from "./dictionary.options";

@Resolver(() => Dictionary)
export class DictionaryResolver {
  @Query(() => DictionaryPage, {
    description:
      "Dictionaries, or the entries below one (filter.parentId), by ordinal number unless sorted otherwise",
  })
  dictionaries(
    @Arg("filter", () => DictionaryFilter, { nullable: true, description: "Filters" })
    filter: DictionaryFilter | null,
    @Arg("sort", () => DictionarySort, { nullable: true, description: "Sort order" })
    sort: DictionarySort | null,
    @Arg("page", () => PageInput, { nullable: true, description: "Page (limit at most 100)" })
    page: PageInput | null,
    @Ctx() ctx: Context,
  ): Promise<DictionaryPage> {
    return listDictionaries(ctx, filter, sort, page);
  }

  @Query(() => Dictionary, { description: "One dictionary entry" })
  dictionary(@Arg("id", () => ID, { description: "Entry id" }) id: string, @Ctx() ctx: Context) {
    return getDictionary(ctx, id);
  }

  @Query(() => [DictionaryOption], {
    description:
      "The options of a configurable list (the items of the dictionary with this key, with their children), " +
      "by ordinal number; empty when there is no such dictionary",
  })
  dictionaryOptions(
    @Arg("key", () => String, { description: "The dictionary's key, such as terminalType" }) key: string,
    @Arg("language", () => String, {
      nullable: true,
      description: "Language code the labels are wanted in, such as zh-CN",
    })
    language: string | null,
    @Ctx() ctx: Context,
  ): Promise<DictionaryOption[]> {
    return dictionaryOptions(ctx.db, key, language);
  }

  @Mutation(() => Dictionary, { description: "Adds a dictionary, an item of one, or a child of an item" })
  createDictionary(
    @Arg("input", () => DictionaryInput, { description: "The entry" }) input: DictionaryInput,
    @Ctx() ctx: Context,
  ) {
    return createDictionary(ctx, input);
  }

  @Mutation(() => Dictionary, { description: "Changes a dictionary entry (it stays where it is)" })
  updateDictionary(
    @Arg("id", () => ID, { description: "Entry id" }) id: string,
    @Arg("input", () => DictionaryInput, { description: "The entry" }) input: DictionaryInput,
    @Ctx() ctx: Context,
  ) {
    return updateDictionary(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes an entry with no children; one with children is refused" })
  deleteDictionary(@Arg("id", () => ID, { description: "Entry id" }) id: string, @Ctx() ctx: Context) {
    return deleteDictionary(ctx, id);
  }
}
