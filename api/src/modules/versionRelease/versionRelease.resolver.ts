import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { PageInput } from "../../common/paging";
import {
  VersionRelease,
  VersionReleaseFilter,
  VersionReleaseInput,
  VersionReleasePage,
  VersionReleaseSort,
} from "./versionRelease.types";
import { getRelease, listReleases, previousRelease } from "./versionRelease.service";
import { createRelease, deleteRelease, updateRelease } from "./versionRelease.mutations";

const idArg = { description: "Version release record id" };

@Resolver(() => VersionRelease)
export class VersionReleaseResolver {
  @Query(() => VersionReleasePage, {
    description: "Version releases of clients in your data scope, newest first unless sorted otherwise",
  })
  versionReleases(
    @Arg("filter", () => VersionReleaseFilter, { nullable: true, description: "Filters" })
    filter: VersionReleaseFilter | null,
    @Arg("sort", () => VersionReleaseSort, { nullable: true, description: "Sort order" })
    sort: VersionReleaseSort | null,
    @Arg("page", () => PageInput, { nullable: true, description: "Page (limit at most 100)" })
    page: PageInput | null,
    @Ctx() ctx: Context,
  ): Promise<VersionReleasePage> {
    return listReleases(ctx, filter, sort, page);
  }

  @Query(() => VersionRelease, { description: "One version release of a client in your data scope" })
  versionRelease(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return getRelease(ctx, id);
  }

  @Query(() => VersionRelease, {
    nullable: true,
    description:
      "Sync: the latest version release (by create time) of this client and terminal type, whose " +
      "information a new release copies; null when there is no previous version. Without a client or " +
      "a terminal type: BAD_USER_INPUT (messageId versionRelease.selectClientFirst)",
  })
  previousVersionRelease(
    @Arg("clientId", () => ID, { nullable: true, description: "The client's record id" })
    clientId: string | null,
    @Arg("terminalType", () => String, {
      nullable: true,
      description: "The terminal type (an item code of the terminalType dictionary)",
    })
    terminalType: string | null,
    @Ctx() ctx: Context,
  ) {
    return previousRelease(ctx, clientId, terminalType);
  }

  @Mutation(() => VersionRelease, {
    description:
      "Adds a version release; a version number already released for the client and terminal type is refused",
  })
  createVersionRelease(
    @Arg("input", () => VersionReleaseInput, { description: "The version release" })
    input: VersionReleaseInput,
    @Ctx() ctx: Context,
  ) {
    return createRelease(ctx, input);
  }

  @Mutation(() => VersionRelease, { description: "Changes a version release" })
  updateVersionRelease(
    @Arg("id", () => ID, idArg) id: string,
    @Arg("input", () => VersionReleaseInput, { description: "The version release" })
    input: VersionReleaseInput,
    @Ctx() ctx: Context,
  ) {
    return updateRelease(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes a version release" })
  deleteVersionRelease(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return deleteRelease(ctx, id);
  }
}
