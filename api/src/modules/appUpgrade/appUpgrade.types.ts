import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { object, string } from "yup";
import { APP_UPGRADE_LIMITS as L, APP_UPGRADE_STATUSES, MSG, appUpgradeSchema } from "@cgm/domain";
import { Paginated, SortDirection } from "../../common/paging";

export enum AppUpgradeStatus {
  VALID = "VALID",
  INVALID = "INVALID",
}
registerEnumType(AppUpgradeStatus, {
  name: "AppUpgradeStatus",
  description: "Download status of an app version",
  valuesConfig: {
    VALID: { description: "Valid: offered to devices of its terminal type" },
    INVALID: { description: "Set invalid (with its disable time): never offered again" },
  },
});
if (Object.values(AppUpgradeStatus).join() !== APP_UPGRADE_STATUSES.join()) {
  throw new Error("AppUpgradeStatus must list the domain's APP_UPGRADE_STATUSES");
}

@ObjectType({ description: "An app's install package as stored (APK or IPA, checked by content)" })
export class AppUpgradePackage {
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

@ObjectType({
  description:
    "How many devices reported each outcome of an app version (POST /device/v1/updates/{id}/outcome)",
})
export class AppUpgradeOutcomeCounts {
  @Field(() => Int, { description: "Devices that reported downloading the package" }) downloaded: number;
  @Field(() => Int, { description: "Devices that reported installing it" }) installed: number;
  @Field(() => Int, { description: "Devices that reported a failure, with its reason" }) failed: number;
}

@ObjectType({ description: "A version of a device app offered for download (App upgrade)" })
export class AppUpgrade {
  @Field(() => ID, { description: "Record id" }) id: string;
  @Field(() => String, { description: "App name" }) appName: string;
  @Field(() => String, { nullable: true, description: "Upgrade content: what the version changes" })
  upgradeContent: string | null;
  @Field(() => String, { description: "Stored file of the app's icon" }) iconFileId: string;
  @Field(() => String, { description: "Where signed-in staff see the icon: /files/v1/{iconFileId}" })
  iconUrl: string;
  @Field(() => AppUpgradePackage, { description: "The install package, its size and SHA-256" })
  package: AppUpgradePackage;
  @Field(() => Int, { description: "Version number: a whole number, unique per terminal type" })
  versionNum: number;
  @Field(() => String, { description: "Version name, such as 1.2.0" }) versionName: string;
  @Field(() => String, { description: "Terminal type: an item code of the terminalType dictionary" })
  terminalType: string;
  @Field(() => String, { nullable: true, description: "Remark" }) remark: string | null;
  @Field(() => AppUpgradeStatus, { description: "Download status: valid, or set invalid" })
  status: AppUpgradeStatus;
  @Field(() => Date, { nullable: true, description: "When the version was set invalid; null while valid" })
  disableTime: Date | null;
  @Field(() => String, { nullable: true, description: "Who added it (account name); null when removed" })
  creator: string | null;
  @Field(() => Date, { description: "When it was added (create time)" }) createdAt: Date;
  @Field(() => Date, { description: "When it was last changed" }) updatedAt: Date;
  @Field(() => AppUpgradeOutcomeCounts, { description: "What devices reported about this version so far" })
  outcomes: AppUpgradeOutcomeCounts;
}

@ObjectType({ description: "One page of app versions" })
export class AppUpgradePage extends Paginated(AppUpgrade) {}

export enum AppUpgradeSortField {
  APP_NAME = "APP_NAME",
  VERSION_NUM = "VERSION_NUM",
  TERMINAL_TYPE = "TERMINAL_TYPE",
  CREATED_AT = "CREATED_AT",
}
registerEnumType(AppUpgradeSortField, {
  name: "AppUpgradeSortField",
  description: "What an app version list is sorted by",
  valuesConfig: {
    APP_NAME: { description: "The app name (ignoring case)" },
    VERSION_NUM: { description: "The version number" },
    TERMINAL_TYPE: { description: "The terminal type" },
    CREATED_AT: { description: "When the version was added" },
  },
});

@InputType({ description: "Sort order of an app version list" })
export class AppUpgradeSort {
  @Field(() => AppUpgradeSortField, { description: "Column to sort by" }) field: AppUpgradeSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC, description: "Ascending or descending" })
  direction: SortDirection;
}

@InputType({ description: "Filters of the app version list" })
export class AppUpgradeFilter {
  static schema = object({
    appName: string().nullable().max(100, MSG.tooLong),
    terminalType: string().nullable().max(L.terminalTypeMax, MSG.tooLong),
  });
  @Field(() => String, { nullable: true, description: "Part of the app name" }) appName?: string | null;
  @Field(() => String, { nullable: true, description: "Exactly this terminal type (item code)" })
  terminalType?: string | null;
  @Field(() => AppUpgradeStatus, { nullable: true, description: "Only valid or only invalid versions" })
  status?: AppUpgradeStatus | null;
}

@InputType({ description: "An app version as the form saves it; validated by the domain's appUpgradeSchema" })
export class AppUpgradeInput {
  static schema = appUpgradeSchema;
  @Field(() => String, { description: `Required, at most ${L.appNameMax} characters` }) appName: string;
  @Field(() => String, { nullable: true, description: `At most ${L.upgradeContentMax} characters` })
  upgradeContent?: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "Required: a complete upload of kind appIcon (PNG, JPEG, GIF or WebP) of the caller's, or the current icon",
  })
  iconFileId: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "Required: a complete upload of kind appPackage (an APK or IPA, checked by content) of the caller's, or the current package",
  })
  packageFileId: string | null;
  // Nullable so that a missing number is a field error ("validation.required"), not a GraphQL error.
  @Field(() => Float, {
    nullable: true,
    description: "Required: a whole number from 1, unique per terminal type",
  })
  versionNum: number | null;
  @Field(() => String, { description: `Required, at most ${L.versionNameMax} characters` })
  versionName: string;
  @Field(() => String, { description: "Required: an item code of the terminalType dictionary" })
  terminalType: string;
  @Field(() => String, { nullable: true, description: `At most ${L.remarkMax} characters` })
  remark?: string | null;
}
