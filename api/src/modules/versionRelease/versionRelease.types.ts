import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { object, string } from "yup";
import { LIMITS, MSG, versionReleaseSchema } from "@cgm/domain";
import { Paginated, SortDirection } from "../../common/paging";
import { RecordRef } from "../country/country.types";

@ObjectType({ description: "A language of a version release" })
export class VersionReleaseLanguage {
  @Field(() => ID, { description: "Language id" }) id: string;
  @Field(() => String, { description: "Language name, such as English" }) language: string;
  @Field(() => String, { description: "Language code, such as en-US" }) languageCode: string;
}

@ObjectType({ description: "An app version of a client for one terminal type (Version release management)" })
export class VersionRelease {
  @Field(() => ID, { description: "Record id" }) id: string;
  @Field(() => RecordRef, { description: "The client (its record id and client name)" }) client: RecordRef;
  @Field(() => String, { description: "Terminal type: an item code of the terminalType dictionary" })
  terminalType: string;
  @Field(() => String, { description: "Version number: dotted digits such as 1.2.3" }) versionNum: string;
  @Field(() => String, { description: "Version name" }) versionName: string;
  @Field(() => String, { nullable: true, description: "Remark (update content)" }) remark: string | null;
  @Field(() => [VersionReleaseLanguage], { description: "The languages of this version, by language code" })
  languages: VersionReleaseLanguage[];
  @Field(() => Date, { description: "When the release was created (create time)" }) createdAt: Date;
  @Field(() => Date, { description: "When the release was last changed" }) updatedAt: Date;
}

@ObjectType({ description: "One page of version releases" })
export class VersionReleasePage extends Paginated(VersionRelease) {}

export enum VersionReleaseSortField {
  CLIENT_NAME = "CLIENT_NAME",
  TERMINAL_TYPE = "TERMINAL_TYPE",
  VERSION_NUM = "VERSION_NUM",
  VERSION_NAME = "VERSION_NAME",
  CREATED_AT = "CREATED_AT",
}
registerEnumType(VersionReleaseSortField, {
  name: "VersionReleaseSortField",
  description: "What a version release list is sorted by",
  valuesConfig: {
    CLIENT_NAME: { description: "The client name (ignoring case)" },
    TERMINAL_TYPE: { description: "The terminal type code (ignoring case)" },
    VERSION_NUM: { description: "The version number, part by part as numbers (1.10 after 1.9)" },
    VERSION_NAME: { description: "The version name (ignoring case)" },
    CREATED_AT: { description: "When the release was created" },
  },
});

@InputType({ description: "Sort order of a version release list" })
export class VersionReleaseSort {
  @Field(() => VersionReleaseSortField, { description: "Column to sort by" }) field: VersionReleaseSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Ascending or descending" })
  direction: SortDirection;
}

@InputType({
  description: "Filters of the version release list (only releases of clients in your data scope)",
})
export class VersionReleaseFilter {
  static schema = object({
    terminalType: string().nullable().max(100, MSG.tooLong),
    versionNum: string().nullable().max(100, MSG.tooLong),
    versionName: string().nullable().max(100, MSG.tooLong),
  });
  @Field(() => ID, { nullable: true, description: "Only the releases of this client (its record id)" })
  clientId?: string | null;
  @Field(() => String, { nullable: true, description: "The terminal type (a code; ignoring case)" })
  terminalType?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the version number" })
  versionNum?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the version name" })
  versionName?: string | null;
}

@InputType({
  description: "A version release as the form saves it; validated by the domain's versionReleaseSchema",
})
export class VersionReleaseInput {
  static schema = versionReleaseSchema;
  // Nullable so that a missing choice is a field error ("validation.required").
  @Field(() => ID, { nullable: true, description: "Required: a client (record id) in your data scope" })
  clientId: string | null;
  @Field(() => String, {
    description: "Required: an item code of the terminalType dictionary (dictionaryOptions)",
  })
  terminalType: string;
  @Field(() => String, {
    description:
      `Required: one to four parts of 1 to 9 digits joined by dots (1, 1.2, 1.2.3, 10.0.0.25), at most ` +
      `${LIMITS.versionNumMax} characters; unique per client and terminal type`,
  })
  versionNum: string;
  @Field(() => String, { description: `Required, at most ${LIMITS.versionNameMax} characters` })
  versionName: string;
  @Field(() => [ID], { description: "Required: the languages of this version (at least one)" })
  languageIdList: string[];
  @Field(() => String, {
    nullable: true,
    description: `Remark (update content), at most ${LIMITS.versionRemarkMax} characters`,
  })
  remark?: string | null;
}
