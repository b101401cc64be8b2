import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import type { Context } from "../../context";
import { PageInput } from "../../common/paging";
import { UpgradePackage } from "../upgradePackage/upgradePackage.types";
import {
  createRollout,
  haltRollout,
  pauseRollout,
  resumeRollout,
  startRollout,
  widenRollout,
} from "./rollout.mutations";
import { figuresFor, packageDevices, rolloutOfPackageFor } from "./rollout.service";
import { PackageDevicePage, Rollout, RolloutFigures, RolloutInput, RolloutWidenInput } from "./rollout.types";

const idArg = { description: "Rollout id" };

/** What a package shows about its rollout and the devices that took it (resource detail). */
@Resolver(() => UpgradePackage)
export class RolloutPackageResolver {
  @FieldResolver(() => Rollout, { nullable: true, description: "Its staged rollout; null when it has none" })
  rollout(@Root() pkg: UpgradePackage, @Ctx() ctx: Context) {
    return rolloutOfPackageFor(ctx, Number(pkg.id));
  }

  @FieldResolver(() => RolloutFigures, {
    description: "Outcomes and anomaly rates among the devices in the caller's data scope",
  })
  rolloutFigures(@Root() pkg: UpgradePackage, @Ctx() ctx: Context) {
    return figuresFor(ctx, Number(pkg.id));
  }

  @FieldResolver(() => PackageDevicePage, {
    description: "Devices (in the caller's data scope) that reported on it, latest report first",
  })
  outcomeDevices(
    @Root() pkg: UpgradePackage,
    @Arg("page", () => PageInput, { nullable: true, description: "Page (limit at most 100)" })
    page: PageInput | null,
    @Ctx() ctx: Context,
  ) {
    return packageDevices(ctx, Number(pkg.id), page);
  }
}

/** Staged rollouts of software packages and firmware images (issue 11.6). */
@Resolver(() => Rollout)
export class RolloutResolver {
  @Mutation(() => Rollout, {
    description:
      "Prepares a package's rollout (DRAFT): its target and thresholds; one per package (rollout.exists)",
  })
  createRollout(
    @Arg("packageId", () => ID, { description: "Upgrade package id" }) packageId: string,
    @Arg("input", () => RolloutInput, { description: "Target and thresholds" }) input: RolloutInput,
    @Ctx() ctx: Context,
  ) {
    return createRollout(ctx, packageId, input);
  }

  @Mutation(() => Rollout, { description: "Starts a DRAFT rollout: its package is offered to its target" })
  startRollout(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return startRollout(ctx, id);
  }

  @Mutation(() => Rollout, {
    description:
      "Widens a running or paused rollout (a higher share, more organisations); 100% of all completes it",
  })
  widenRollout(
    @Arg("id", () => ID, idArg) id: string,
    @Arg("input", () => RolloutWidenInput, { description: "The wider target" }) input: RolloutWidenInput,
    @Ctx() ctx: Context,
  ) {
    return widenRollout(ctx, id, input);
  }

  @Mutation(() => Rollout, { description: "Pauses a running rollout: offered to no device until resumed" })
  pauseRollout(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return pauseRollout(ctx, id);
  }

  @Mutation(() => Rollout, { description: "Resumes a paused rollout" })
  resumeRollout(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return resumeRollout(ctx, id);
  }

  @Mutation(() => Rollout, { description: "Halts a rollout for good: its package is never offered again" })
  haltRollout(
    @Arg("id", () => ID, idArg) id: string,
    @Arg("note", () => String, { nullable: true, description: "Why (at most 200 characters)" })
    note: string | null,
    @Ctx() ctx: Context,
  ) {
    return haltRollout(ctx, id, note);
  }
}
