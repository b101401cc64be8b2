import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context";
import { PageInput } from "../../common/paging";
import {
  Client,
  ClientCredentials,
  ClientFilter,
  ClientInput,
  ClientPage,
  ClientSort,
  ClientStatus,
} from "./client.types";
import { getClient, listClients } from "./client.service";
import { createClient, deleteClient, setClientStatus, updateClient } from "./client.mutations";
import { rotateClientSecret } from "./client.secrets";
import { syncClientFromAndroid } from "./client.sync";

const idArg = { description: "Client record id" };

@Resolver(() => Client)
export class ClientResolver {
  @Query(() => ClientPage, {
    description: "Clients of centers in your data scope, by client name unless sorted otherwise",
  })
  clients(
    @Arg("filter", () => ClientFilter, { nullable: true, description: "Filters" })
    filter: ClientFilter | null,
    @Arg("sort", () => ClientSort, { nullable: true, description: "Sort order" }) sort: ClientSort | null,
    @Arg("page", () => PageInput, { nullable: true, description: "Page (limit at most 100)" })
    page: PageInput | null,
    @Ctx() ctx: Context,
  ): Promise<ClientPage> {
    return listClients(ctx, filter, sort, page);
  }

  @Query(() => Client, { description: "One client of a center in your data scope" })
  client(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return getClient(ctx, id);
  }

  @Mutation(() => ClientCredentials, {
    description: "Adds a client; the server makes its client ID and secret (the secret is shown only here)",
  })
  createClient(
    @Arg("input", () => ClientInput, { description: "The client" }) input: ClientInput,
    @Ctx() ctx: Context,
  ) {
    return createClient(ctx, input);
  }

  @Mutation(() => Client, { description: "Changes a client (its client ID and secret stay)" })
  updateClient(
    @Arg("id", () => ID, idArg) id: string,
    @Arg("input", () => ClientInput, { description: "The client" }) input: ClientInput,
    @Ctx() ctx: Context,
  ) {
    return updateClient(ctx, id, input);
  }

  @Mutation(() => ClientCredentials, {
    description: "Gives a client a new secret (shown only here); the old secret is refused at once",
  })
  rotateClientSecret(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return rotateClientSecret(ctx, id);
  }

  @Mutation(() => Client, { description: "Enables or disables a client; a disabled client cannot pair" })
  setClientStatus(
    @Arg("id", () => ID, idArg) id: string,
    @Arg("status", () => ClientStatus, { description: "The new status" }) status: ClientStatus,
    @Ctx() ctx: Context,
  ) {
    return setClientStatus(ctx, id, status);
  }

  @Mutation(() => Boolean, { description: "Deletes a client; its credentials are refused at once" })
  deleteClient(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return deleteClient(ctx, id);
  }

  @Mutation(() => Client, {
    description:
      "Sync Android information: copies the center and support countries of the Android client " +
      "(the oldest enabled one in your data scope) onto this client",
  })
  syncClientFromAndroid(@Arg("id", () => ID, idArg) id: string, @Ctx() ctx: Context) {
    return syncClientFromAndroid(ctx, id);
  }
}
