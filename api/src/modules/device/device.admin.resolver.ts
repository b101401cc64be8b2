import {
  Arg,
  Ctx,
  Extensions,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Resolver,
} from "type-graphql";
import { deviceSchema } from "@cgm/domain";
import type { Context } from "../../context";
import { unauthenticated } from "../../common/errors";
import { MAX_STRING_LENGTH_EXTENSION } from "../../common/arguments";
import { Device } from "./device.types";
import { createDevice, importDevices, type ImportField } from "./device.admin";
import { moveDevice } from "./device.move";

@InputType()
export class DeviceInput {
  static schema = deviceSchema;
  @Field(() => String) sn: string;
  @Field(() => String) goodsCode: string;
  @Field(() => Int) orgId: number;
  @Field(() => Int, { defaultValue: 15 }) canUseDay: number;
  @Field(() => Boolean, { defaultValue: false }) isSales: boolean;
  @Field(() => Date, { nullable: true }) inventoryAt: Date | null;
}

@ObjectType({ description: "One field's problem in an import row" })
export class DeviceImportError {
  @Field(() => String, { description: "sn, goodsCode or organisation" }) field: ImportField;
  @Field(() => String, { description: "Message id" }) message: string;
}

@ObjectType()
export class DeviceImportRow {
  @Field(() => Int, { description: "The line of the file the record starts on (the header is line 1)" })
  line: number;
  @Field(() => String, { description: "As registered: trimmed and upper-cased" }) sn: string;
  @Field(() => String) goodsCode: string;
  @Field(() => String, { description: "Organisation number" }) organisation: string;
  @Field(() => [DeviceImportError], { description: "Empty when the row can be imported" })
  errors: DeviceImportError[];
}

@ObjectType()
export class DeviceImport {
  @Field(() => [DeviceImportRow]) rows: DeviceImportRow[];
  @Field(() => Int) valid: number;
  @Field(() => Int) invalid: number;
  @Field(() => Int, { description: "Rows written (0 for a preview)" }) imported: number;
}

@Resolver()
export class DeviceAdminResolver {
  @Mutation(() => Device, { description: "Registers a device in an organisation of the caller's scope" })
  createDevice(@Ctx() ctx: Context, @Arg("input", () => DeviceInput) input: DeviceInput) {
    if (!ctx.principal) throw unauthenticated();
    return createDevice(ctx, ctx.principal, { ...input, inventoryAt: input.inventoryAt ?? null });
  }

  @Mutation(() => DeviceImport, {
    description:
      "Inventory CSV (SN, goodsCode, organisation number): commit=false previews; commit=true checks again " +
      "and imports all the valid rows in one transaction (or none, on any failure), skipping the invalid ones",
  })
  // A whole CSV file (at most IMPORT_MAX_ROWS rows) in one argument; the request body caps it at 1 MB too.
  @Extensions({ [MAX_STRING_LENGTH_EXTENSION]: 1_000_000 })
  importDevices(
    @Ctx() ctx: Context,
    @Arg("csv", () => String) csv: string,
    @Arg("commit", () => Boolean) commit: boolean,
  ) {
    if (!ctx.principal) throw unauthenticated();
    return importDevices(ctx, ctx.principal, csv, commit);
  }

  @Mutation(() => Device, {
    description:
      "Moves a device of your scope to another organisation of your scope (operation log; a device.moved callback to both trees)",
  })
  moveDevice(
    @Ctx() ctx: Context,
    @Arg("id", () => ID, { description: "The device" }) id: string,
    @Arg("orgId", () => Int, { description: "The organisation it moves to" }) orgId: number,
  ) {
    if (!ctx.principal) throw unauthenticated();
    return moveDevice(ctx, ctx.principal, id, orgId);
  }
}
