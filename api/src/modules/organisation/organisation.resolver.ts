import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context, Principal } from "../../context";
import { unauthenticated } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
import { PageInput } from "../../common/paging";
import {
  ErpConnectionInput,
  ErpKey,
  Organisation,
  OrganisationFilter,
  OrganisationInput,
  OrganisationOption,
  OrganisationPage,
  OrganisationStatus,
} from "./organisation.types";
import * as svc from "./organisation.service";
import * as functions from "./organisation.functions";
import * as erp from "./organisation.erp";

const who = (ctx: Context): Principal => {
  if (!ctx.principal) throw unauthenticated();
  return ctx.principal;
};
/** An id argument as a number; anything else (past the integer range, not digits) is simply not found. */
const idOf = (id: string): number => idOrNotFound(id, "The organisation");

@Resolver()
export class OrganisationResolver {
  @Query(() => OrganisationPage, { description: "Organisations in the caller's data scope" })
  organisations(
    @Ctx() ctx: Context,
    @Arg("filter", () => OrganisationFilter, { nullable: true }) filter?: OrganisationFilter,
    @Arg("page", () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return svc.listOrganisations(ctx, who(ctx), filter, page);
  }

  @Query(() => Organisation)
  organisation(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return svc.getOrganisation(ctx, who(ctx), idOf(id));
  }

  @Query(() => [OrganisationOption], { description: "Every organisation the caller can see, for pickers" })
  organisationOptions(@Ctx() ctx: Context) {
    return svc.organisationOptions(ctx, who(ctx));
  }

  @Query(() => [Int], {
    nullable: true,
    description:
      "Function setup: menu ids the organisation's accounts may use (an empty list allows nothing); null: no restriction",
  })
  organisationFunctions(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return functions.organisationFunctions(ctx, who(ctx), idOf(id));
  }

  @Mutation(() => Organisation)
  createOrganisation(@Ctx() ctx: Context, @Arg("input", () => OrganisationInput) input: OrganisationInput) {
    return svc.createOrganisation(ctx, who(ctx), input);
  }

  @Mutation(() => Organisation)
  updateOrganisation(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => OrganisationInput) input: OrganisationInput,
  ) {
    return svc.updateOrganisation(ctx, who(ctx), idOf(id), input);
  }

  @Mutation(() => Organisation, { description: "Disabling signs out the organisation's accounts" })
  setOrganisationStatus(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("status", () => OrganisationStatus) status: OrganisationStatus,
  ) {
    return svc.setOrganisationStatus(ctx, who(ctx), idOf(id), status);
  }

  @Mutation(() => [Int], {
    nullable: true,
    description:
      "Sets another organisation's function setup (never the caller's own) within the caller's functions; returns it as stored",
  })
  setOrganisationFunctions(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("menuIds", () => [Int], {
      nullable: true,
      description: "Menu ids to allow (their directories and pages come along); null lifts the restriction",
    })
    menuIds: number[] | null,
  ) {
    return functions.setOrganisationFunctions(ctx, who(ctx), idOf(id), menuIds ?? null);
  }

  @Mutation(() => Organisation)
  setErpConnection(
    @Ctx() ctx: Context,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ErpConnectionInput) input: ErpConnectionInput,
  ) {
    return erp.setErpConnection(ctx, who(ctx), idOf(id), input);
  }

  @Mutation(() => ErpKey, {
    description:
      "Generates a new authorization key that reads what the caller can see within the organisation's subtree; the partner's old key stops working",
  })
  rotateErpKey(@Ctx() ctx: Context, @Arg("id", () => ID) id: string) {
    return erp.rotateErpKey(ctx, who(ctx), idOf(id));
  }
}
