import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { object, string } from "yup";
import { LIMITS, MSG, dictionarySchema } from "@cgm/domain";
import { Paginated, SortDirection } from "../../common/paging";

@ObjectType({ description: "An entry's label in one language" })
export class DictionaryLabel {
  @Field(() => ID, { description: "Language id" }) languageId: string;
  @Field(() => String, { description: "Language code, such as fr" }) languageCode: string;
  @Field(() => String, { description: "The label in that language" }) label: string;
}

@ObjectType({
  description:
    "A dictionary (no parent), one of its items, or an item's child (Dictionary list, with child level)",
})
export class Dictionary {
  @Field(() => ID, { description: "Entry id" }) id: string;
  @Field(() => ID, {
    nullable: true,
    description: "The dictionary or item this entry belongs to; null for a dictionary",
  })
  parentId: string | null;
  @Field(() => String, { description: "Key; unique among the entries of one parent, ignoring case" })
  key: string;
  @Field(() => String, { description: "Name" }) name: string;
  @Field(() => String, { nullable: true, description: "English name" }) enName: string | null;
  @Field(() => String, { nullable: true, description: "Chinese name" }) zhName: string | null;
  @Field(() => String, { description: "Code (the value stored where the option is chosen)" }) code: string;
  @Field(() => Int, { description: "Ordinal number: smaller first" }) sort: number;
  @Field(() => String, { nullable: true, description: "Remark" }) remark: string | null;
  @Field(() => Int, { description: "Entries directly below this one" }) children: number;
  @Field(() => [DictionaryLabel], { description: "Labels per language" }) labels: DictionaryLabel[];
  @Field(() => Date, { description: "When the entry was created" }) createdAt: Date;
  @Field(() => Date, { description: "When the entry was last changed" }) updatedAt: Date;
}

@ObjectType({ description: "One page of dictionary entries" })
export class DictionaryPage extends Paginated(Dictionary) {}

@ObjectType({ description: "An option of a configurable list, labelled in the asked language" })
export class DictionaryOption {
  @Field(() => ID, { description: "Entry id" }) id: string;
  @Field(() => String, { description: "Key" }) key: string;
  @Field(() => String, { description: "Code (the value to store)" }) code: string;
  @Field(() => String, {
    description:
      "Label in the asked language; else its base language (en for en-US, zh-CN for zh-TWN), the Chinese " +
      "or English name, and at last the name",
  })
  label: string;
  @Field(() => [DictionaryLabel], { description: "Labels per language" }) labels: DictionaryLabel[];
  @Field(() => [DictionaryOption], { description: "The option's own children, by ordinal number" })
  children: DictionaryOption[];
}

export enum DictionarySortField {
  SORT = "SORT",
  KEY = "KEY",
  NAME = "NAME",
  CODE = "CODE",
  UPDATED_AT = "UPDATED_AT",
}
registerEnumType(DictionarySortField, {
  name: "DictionarySortField",
  description: "What a dictionary list is sorted by",
  valuesConfig: {
    SORT: { description: "The ordinal number" },
    KEY: { description: "The key (ignoring case)" },
    NAME: { description: "The name (ignoring case)" },
    CODE: { description: "The code (ignoring case)" },
    UPDATED_AT: { description: "When the entry was last changed" },
  },
});

@InputType({ description: "Sort order of a dictionary list" })
export class DictionarySort {
  @Field(() => DictionarySortField, { description: "Column to sort by" }) field: DictionarySortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Ascending or descending" })
  direction: SortDirection;
}

@InputType({ description: "Filters of the dictionary list" })
export class DictionaryFilter {
  static schema = object({
    key: string().nullable().max(200, MSG.tooLong),
    name: string().nullable().max(200, MSG.tooLong),
    code: string().nullable().max(200, MSG.tooLong),
  });
  @Field(() => ID, { nullable: true, description: "The entries below this one; left out: the dictionaries" })
  parentId?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the key" }) key?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the name, English or Chinese name" })
  name?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the code" }) code?: string | null;
}

@InputType({ description: "A label in one language" })
export class DictionaryLabelInput {
  @Field(() => ID, { description: "Language id" }) languageId: string;
  @Field(() => String, { description: `The label, at most ${LIMITS.translationMax} characters` })
  label: string;
}

@InputType({
  description: "A dictionary entry as the form saves it; validated by the domain's dictionarySchema",
})
export class DictionaryInput {
  static schema = dictionarySchema;
  @Field(() => ID, {
    nullable: true,
    description: "The dictionary (or item) to add below; null for a dictionary. Ignored when updating",
  })
  parentId?: string | null;
  @Field(() => String, {
    description: `Required, at most ${LIMITS.dictKeyMax} characters, no special characters`,
  })
  key: string;
  @Field(() => String, { description: "Required" }) name: string;
  @Field(() => String, { nullable: true, description: "English name" }) enName?: string | null;
  @Field(() => String, { nullable: true, description: "Chinese name" }) zhName?: string | null;
  @Field(() => String, { description: "Required, no special characters" }) code: string;
  @Field(() => Int, { nullable: true, description: "Ordinal number (default 0)" }) sort?: number | null;
  @Field(() => String, { nullable: true, description: `At most ${LIMITS.dictRemarkMax} characters` })
  remark?: string | null;
  @Field(() => [DictionaryLabelInput], { nullable: true, description: "Labels per language; left out: none" })
  labels?: DictionaryLabelInput[] | null;
}
