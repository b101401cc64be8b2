import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { PageInput } from "../../common/paging";
import {
  AppUpgrade,
  AppUpgradeFilter,
  AppUpgradeInput,
  AppUpgradePage,
  AppUpgradeSort,
} from "./appUpgrade.types";
import { getAppUpgrade, listAppUpgrades } from "./appUpgrade.service";
import { createAppUpgrade, setAppUpgradeInvalid, updateAppUpgrade } from "./appUpgrade.mutations";

@Resolver(() => AppUpgrade)
export class AppUpgradeResolver {
  @Query(() => AppUpgradePage, {
    description: "App versions (App upgrade), newest first unless sorted otherwise",
  })
  appUpgrades(
    @Arg("filter", () => AppUpgradeFilter, { nullable: true, description: "Filters" })
    filter: AppUpgradeFilter | null,
    @Arg("sort", () => AppUpgradeSort, { nullable: true, description: "Sort order" })
    sort: AppUpgradeSort | null,
    @Arg("page", () => PageInput, { nullable: true, description: "Page (limit at most 100)" })
    page: PageInput | null,
    @Ctx() ctx: Context,
  ): Promise<AppUpgradePage> {
    return listAppUpgrades(ctx, filter, sort, page);
  }

  @Query(() => AppUpgrade, { description: "One app version" })
  appUpgrade(@Arg("id", () => ID, { description: "App version id" }) id: string, @Ctx() ctx: Context) {
    return getAppUpgrade(ctx, id);
  }

  @Mutation(() => AppUpgrade, {
    description:
      "Adds an app version with its icon and install package (uploads of the caller's, attached here); " +
      "a version number already used by the terminal type is refused (appUpgrade.versionTaken)",
  })
  createAppUpgrade(
    @Arg("input", () => AppUpgradeInput, { description: "The app version" }) input: AppUpgradeInput,
    @Ctx() ctx: Context,
  ) {
    return createAppUpgrade(ctx, input);
  }

  @Mutation(() => AppUpgrade, {
    description: "Changes a valid app version; one set invalid is refused (appUpgrade.invalidLocked)",
  })
  updateAppUpgrade(
    @Arg("id", () => ID, { description: "App version id" }) id: string,
    @Arg("input", () => AppUpgradeInput, { description: "The app version" }) input: AppUpgradeInput,
    @Ctx() ctx: Context,
  ) {
    return updateAppUpgrade(ctx, id, input);
  }

  @Mutation(() => AppUpgrade, {
    description:
      "Sets an app version invalid for good, recording its disable time: it is never offered again. " +
      "Cannot be undone; a second call is refused (appUpgrade.alreadyInvalid)",
  })
  setAppUpgradeInvalid(
    @Arg("id", () => ID, { description: "App version id" }) id: string,
    @Ctx() ctx: Context,
  ) {
    return setAppUpgradeInvalid(ctx, id);
  }
}
