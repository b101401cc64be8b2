import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { PageInput } from "../../common/paging";
import {
  Center,
  CenterFilter,
  CenterInput,
  CenterPage,
  CenterSort,
  CenterTranslationsInput,
} from "./center.types";
import { getCenter, listCenters } from "./center.service";
import { createCenter, deleteCenter, updateCenter } from "./center.mutations";
import { setCenterCountryTranslations } from "./center.translations";

@Resolver(() => Center)
export class CenterResolver {
  @Query(() => CenterPage, {
    description: "Centers of organisations in your data scope, by center code unless sorted otherwise",
  })
  centers(
    @Arg("filter", () => CenterFilter, { nullable: true, description: "Filters" })
    filter: CenterFilter | null,
    @Arg("sort", () => CenterSort, { nullable: true, description: "Sort order" }) sort: CenterSort | null,
    @Arg("page", () => PageInput, { nullable: true, description: "Page (limit at most 100)" })
    page: PageInput | null,
    @Ctx() ctx: Context,
  ): Promise<CenterPage> {
    return listCenters(ctx, filter, sort, page);
  }

  @Query(() => Center, { description: "One center of an organisation in your data scope" })
  center(@Arg("id", () => ID, { description: "Center id" }) id: string, @Ctx() ctx: Context) {
    return getCenter(ctx, id);
  }

  @Mutation(() => Center, { description: "Adds a center" })
  createCenter(
    @Arg("input", () => CenterInput, { description: "The center" }) input: CenterInput,
    @Ctx() ctx: Context,
  ) {
    return createCenter(ctx, input);
  }

  @Mutation(() => Center, { description: "Changes a center" })
  updateCenter(
    @Arg("id", () => ID, { description: "Center id" }) id: string,
    @Arg("input", () => CenterInput, { description: "The center" }) input: CenterInput,
    @Ctx() ctx: Context,
  ) {
    return updateCenter(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes a center no country belongs to" })
  deleteCenter(@Arg("id", () => ID, { description: "Center id" }) id: string, @Ctx() ctx: Context) {
    return deleteCenter(ctx, id);
  }

  @Mutation(() => Center, {
    description: "Sets the names per language of countries the center supports (Country translation)",
  })
  setCenterCountryTranslations(
    @Arg("id", () => ID, { description: "Center id" }) id: string,
    @Arg("input", () => CenterTranslationsInput, { description: "The names per country and language" })
    input: CenterTranslationsInput,
    @Ctx() ctx: Context,
  ) {
    return setCenterCountryTranslations(ctx, id, input);
  }
}
