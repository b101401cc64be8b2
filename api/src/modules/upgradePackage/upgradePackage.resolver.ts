import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { PageInput } from "../../common/paging";
import {
  FirmwareUpgradeInput,
  SoftwareUpgradeInput,
  UpgradePackage,
  UpgradePackageFilter,
  UpgradePackageKind,
  UpgradePackagePage,
  UpgradePackageSort,
} from "./upgradePackage.types";
import { getUpgradePackage, listUpgradePackages } from "./upgradePackage.service";
import { createUpgradePackage, deleteUpgradePackage, updateUpgradePackage } from "./upgradePackage.mutations";

const { SOFTWARE, FIRMWARE } = UpgradePackageKind;
const idArg = { description: "Upgrade package id" };
const filterArg = { nullable: true, description: "Filters" };
const sortArg = { nullable: true, description: "Sort order" };
const pageArg = { nullable: true, description: "Page (limit at most 100)" };

/**
 * Software upgrade (version:software) and System upgrade (version:firmware): one table with a kind, one
 * service; each list has its own root fields so that each has its own page and button codes.
 */
@Resolver(() => UpgradePackage)
export class UpgradePackageResolver {
  @Query(() => UpgradePackagePage, { description: "Software packages (Software upgrade), newest first" })
  softwareUpgrades(
    @Arg("filter", () => UpgradePackageFilter, filterArg) filter: UpgradePackageFilter | null,
    @Arg("sort", () => UpgradePackageSort, sortArg) sort: UpgradePackageSort | null,
    @Arg("page", () => PageInput, pageArg) page: PageInput | null,
    @Ctx() ctx: Context,
  ) {
    return listUpgradePackages(ctx, SOFTWARE, filter, sort, page);
  }

  @Query(() => UpgradePackagePage, { description: "Firmware images (System upgrade), newest first" })
  firmwareUpgrades(
    @Arg("filter", () => UpgradePackageFilter, filterArg) filter: UpgradePackageFilter | null,
    @Arg("sort", () => UpgradePackageSort, sortArg) sort: UpgradePackageSort | null,
    @Arg("page", () => PageInput, pageArg) page: PageInput | null,
    @Ctx() ctx: Context,
  ) {
    return listUpgradePackages(ctx, FIRMWARE, filter, sort, page);
  }

  @Query(() => UpgradePackage, {
    description: "One software package or firmware image (resource detail), for holders of its list's page",
  })
  upgradePackage(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return getUpgradePackage(ctx, id);
  }

  @Mutation(() => UpgradePackage, {
    description:
      "Adds a software package (an upload of kind softwarePackage, attached here); a version number the " +
      "product code already has is refused (upgradePackage.versionTaken)",
  })
  createSoftwareUpgrade(
    @Arg("input", () => SoftwareUpgradeInput, { description: "The package" }) input: SoftwareUpgradeInput,
    @Ctx() ctx: Context,
  ) {
    return createUpgradePackage(ctx, SOFTWARE, input);
  }

  @Mutation(() => UpgradePackage, { description: "Changes a software package" })
  updateSoftwareUpgrade(
    @Arg("id", () => ID, idArg) id: string,
    @Arg("input", () => SoftwareUpgradeInput, { description: "The package" }) input: SoftwareUpgradeInput,
    @Ctx() ctx: Context,
  ) {
    return updateUpgradePackage(ctx, SOFTWARE, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes a software package (upgradePackage.inUse while in use)" })
  deleteSoftwareUpgrade(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return deleteUpgradePackage(ctx, SOFTWARE, id);
  }

  @Mutation(() => UpgradePackage, {
    description:
      "Adds a firmware image (an upload of kind firmware, attached here) with its upgrade mode and start " +
      "and target versions; a version number the product code already has is refused",
  })
  createFirmwareUpgrade(
    @Arg("input", () => FirmwareUpgradeInput, { description: "The image" }) input: FirmwareUpgradeInput,
    @Ctx() ctx: Context,
  ) {
    return createUpgradePackage(ctx, FIRMWARE, input);
  }

  @Mutation(() => UpgradePackage, { description: "Changes a firmware image" })
  updateFirmwareUpgrade(
    @Arg("id", () => ID, idArg) id: string,
    @Arg("input", () => FirmwareUpgradeInput, { description: "The image" }) input: FirmwareUpgradeInput,
    @Ctx() ctx: Context,
  ) {
    return updateUpgradePackage(ctx, FIRMWARE, id, input);
  }

  @Mutation(() => Boolean, { description: "Deletes a firmware image (upgradePackage.inUse while in use)" })
  deleteFirmwareUpgrade(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return deleteUpgradePackage(ctx, FIRMWARE, id);
  }
}
