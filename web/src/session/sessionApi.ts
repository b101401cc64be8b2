import { ApolloProvider } from "@apollo/client/react";
import { createApolloClient, setUnauthenticatedHandler } from "../app/apollo";
import { LoginDocument } from "../gql/documents/LoginDocument";
import { LogoutDocument } from "../gql/documents/LogoutDocument";
import { MeDocument } from "../gql/documents/MeDocument";
import { MenuListDocument } from "../gql/documents/MenuListDocument";
import type { LoginInput, MeFieldsFragment, MeQuery, MenuListQuery } from "../gql/graphql";
import { errorMessageId } from "../ui/errors";

/**
 * The session's calls to the API and the console's one GraphQL client. Loaded on demand
 * (loadSessionApi.ts): the sign-in page shows without Apollo, which arrives while the user types.
 */
export const client = createApolloClient();
export { ApolloProvider, setUnauthenticatedHandler };

export async function fetchMe(): Promise<MeQuery> {
  const { data } = await client.query({ query: MeDocument, fetchPolicy: "network-only" });
  if (!data) throw new Error("no session");
  return data;
}

export async function fetchMenuList(): Promise<MenuListQuery["menuList"]> {
  const { data } = await client.query({ query: MenuListDocument, fetchPolicy: "network-only" });
  if (!data) throw new Error("empty menu answer");
  return data.menuList;
}

export async function logout(): Promise<void> {
  await client.mutate({ mutation: LogoutDocument });
}

export async function clearStore(): Promise<void> {
  await client.clearStore();
}

/** Signs in: the account, or the message id of why not. */
export async function login(
  input: LoginInput,
): Promise<{ me: MeFieldsFragment; errorId?: undefined } | { me?: undefined; errorId: string }> {
  try {
    const { data } = await client.mutate({ mutation: LoginDocument, variables: { input } });
    if (!data) throw new Error("no answer");
    return { me: data.login.me };
  } catch (e) {
    return { errorId: errorMessageId(e) };
  }
}
