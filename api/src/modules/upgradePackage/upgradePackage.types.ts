import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { object, string } from "yup";
import {
  MSG,
  UPGRADE_MODES,
  UPGRADE_PACKAGE_KINDS,
  UPGRADE_PACKAGE_LIMITS as L,
  firmwareUpgradeSchema,
  softwareUpgradeSchema,
} from "@cgm/domain";
import { Paginated, SortDirection } from "../../common/paging";

export enum UpgradePackageKind {
  SOFTWARE = "SOFTWARE",
  FIRMWARE = "FIRMWARE",
}
registerEnumType(UpgradePackageKind, {
  name: "UpgradePackageKind",
  description: "Which list an upgrade package belongs to",
  valuesConfig: {
    SOFTWARE: { description: "Software upgrade (icareSoft): a software package for a product" },
    FIRMWARE: {
      description: "System upgrade (icareSystem): a firmware image from a start to a target version",
    },
  },
});
if (Object.values(UpgradePackageKind).join() !== UPGRADE_PACKAGE_KINDS.join()) {
  throw new Error("UpgradePackageKind must list the domain's UPGRADE_PACKAGE_KINDS");
}

export enum UpgradeMode {
  FULL = "FULL",
  DIFFERENTIAL = "DIFFERENTIAL",
}
registerEnumType(UpgradeMode, {
  name: "UpgradeMode",
  description: "How a firmware image is applied",
  valuesConfig: {
    FULL: { description: "The whole image replaces the firmware" },
    DIFFERENTIAL: { description: "A patch applied over the start version" },
  },
});
if (Object.values(UpgradeMode).join() !== UPGRADE_MODES.join()) {
  throw new Error("UpgradeMode must list the domain's UPGRADE_MODES");
}

@ObjectType({ description: "A package as stored (checked by content on arrival)" })
export class UpgradePackageFile {
  @Field(() => ID, { description: "Stored file id" }) id: string;
  @Field(() => String, { description: "The file name it was uploaded with" }) fileName: string;
  @Field(() => Float, { description: "Size in bytes" }) size: number;
  @Field(() => String, { description: "Hex SHA-256 of the bytes, computed by the server on arrival" })
  sha256: string;
  @Field(() => String, {
    description: "Where signed-in staff download it (GET, session cookie, Range allowed): /files/v1/{id}",
  })
  url: string;
}

@ObjectType({ description: "A software package or firmware image offered to devices of a product" })
export class UpgradePackage {
  @Field(() => ID, { description: "Record id" }) id: string;
  @Field(() => UpgradePackageKind, { description: "Software upgrade or System (firmware) upgrade" })
  kind: UpgradePackageKind;
  @Field(() => String, { nullable: true, description: "Upgrade content: what the version changes" })
  upgradeContent: string | null;
  @Field(() => String, { description: "Product code the package is for" }) productCode: string;
  @Field(() => String, { nullable: true, description: "The product's type name" }) typeName: string | null;
  @Field(() => UpgradePackageFile, { description: "The package, its size and SHA-256" })
  package: UpgradePackageFile;
  @Field(() => Int, { description: "Version number: a whole number, unique per list and product code" })
  versionNum: number;
  @Field(() => String, { description: "Version name, such as 1.2.0" }) versionName: string;
  @Field(() => String, { description: "Upgrade type: an item code of the upgradeType dictionary" })
  upgradeType: string;
  @Field(() => UpgradeMode, { nullable: true, description: "Firmware only: how the image is applied" })
  upgradeMode: UpgradeMode | null;
  @Field(() => String, {
    nullable: true,
    description: "Firmware only: the firmware version a device must run to take it (start version)",
  })
  startVersion: string | null;
  @Field(() => String, { nullable: true, description: "Firmware only: the version it runs after" })
  targetVersion: string | null;
  @Field(() => String, { nullable: true, description: "Who added it (account name); null when removed" })
  creator: string | null;
  @Field(() => Date, { description: "When it was added (create time)" }) createdAt: Date;
  @Field(() => Date, { description: "When it was last changed" }) updatedAt: Date;
}

@ObjectType({ description: "One page of upgrade packages" })
export class UpgradePackagePage extends Paginated(UpgradePackage) {}

export enum UpgradePackageSortField {
  PRODUCT_CODE = "PRODUCT_CODE",
  VERSION_NUM = "VERSION_NUM",
  CREATED_AT = "CREATED_AT",
}
registerEnumType(UpgradePackageSortField, {
  name: "UpgradePackageSortField",
  description: "What an upgrade package list is sorted by",
  valuesConfig: {
    PRODUCT_CODE: { description: "The product code" },
    VERSION_NUM: { description: "The version number" },
    CREATED_AT: { description: "When the package was added" },
  },
});

@InputType({ description: "Sort order of an upgrade package list" })
export class UpgradePackageSort {
  @Field(() => UpgradePackageSortField, { description: "Column to sort by" })
  field: UpgradePackageSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC, description: "Ascending or descending" })
  direction: SortDirection;
}

@InputType({ description: "Filters of an upgrade package list" })
export class UpgradePackageFilter {
  static schema = object({
    productCode: string().nullable().max(100, MSG.tooLong),
    upgradeType: string().nullable().max(L.upgradeTypeMax, MSG.tooLong),
  });
  @Field(() => String, { nullable: true, description: "Part of the product code or type name" })
  productCode?: string | null;
  @Field(() => String, { nullable: true, description: "Exactly this upgrade type (item code)" })
  upgradeType?: string | null;
}

@InputType({ description: "A software package as the form saves it; validated by softwareUpgradeSchema" })
export class SoftwareUpgradeInput {
  static schema = softwareUpgradeSchema;
  @Field(() => String, { nullable: true, description: `At most ${L.upgradeContentMax} characters` })
  upgradeContent?: string | null;
  @Field(() => String, { description: `Required product code, at most ${L.productCodeMax} characters` })
  productCode: string;
  @Field(() => String, { nullable: true, description: `Type name, at most ${L.typeNameMax} characters` })
  typeName?: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "Required: a complete upload of the list's kind (softwarePackage or firmware, checked by content) of the caller's, or the current package",
  })
  packageFileId: string | null;
  // Nullable so that a missing number is a field error ("validation.required"), not a GraphQL error.
  @Field(() => Float, { nullable: true, description: "Required: a whole number from 1, unique per product" })
  versionNum: number | null;
  @Field(() => String, { description: `Required, at most ${L.versionNameMax} characters` })
  versionName: string;
  @Field(() => String, { description: "Required: an item code of the upgradeType dictionary" })
  upgradeType: string;
}

@InputType({ description: "A firmware image as the form saves it; validated by firmwareUpgradeSchema" })
export class FirmwareUpgradeInput extends SoftwareUpgradeInput {
  static override schema = firmwareUpgradeSchema;
  @Field(() => String, { nullable: true, description: "Required upgrade mode: FULL or DIFFERENTIAL" })
  upgradeMode: string | null;
  @Field(() => String, { description: "Required: the firmware version a device must run to take it" })
  startVersion: string;
  @Field(() => String, { description: "Required: the firmware version after it, not the start version" })
  targetVersion: string;
}
