import type { Caller, GqlResult } from "./harness";

export const CLIENT_FIELDS = `id clientName clientId clientType center { id name }
  countries { id country countryCode } remark status createdAt updatedAt`;
export const CLIENT_OPS = {
  list: `query($filter: ClientFilter, $sort: ClientSort, $page: PageInput) {
    clients(filter: $filter, sort: $sort, page: $page) { total items { ${CLIENT_FIELDS} } } }`,
  one: `query($id: ID!) { client(id: $id) { ${CLIENT_FIELDS} } }`,
  create: `mutation($input: ClientInput!) { createClient(input: $input) { secret client { ${CLIENT_FIELDS} } } }`,
  update: `mutation($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${CLIENT_FIELDS} } }`,
  rotate: `mutation($id: ID!) { rotateClientSecret(id: $id) { secret client { ${CLIENT_FIELDS} } } }`,
  status: `mutation($id: ID!, $status: ClientStatus!) { setClientStatus(id: $id, status: $status) { ${CLIENT_FIELDS} } }`,
  remove: `mutation($id: ID!) { deleteClient(id: $id) }`,
  sync: `mutation($id: ID!) { syncClientFromAndroid(id: $id) { ${CLIENT_FIELDS} } }`,
};

export interface ClientRow {
  id: string;
  clientName: string;
  clientId: string;
  clientType: string;
  center: { id: string; name: string } | null;
  countries: { id: string; country: string; countryCode: string }[];
  remark: string | null;
  status: "ACTIVE" | "DISABLED";
}

export const listClients = (c: Caller, variables: Record<string, unknown> = {}) =>
  c.gql<{ clients: { total: number; items: ClientRow[] } }>(CLIENT_OPS.list, variables);

/** Creates a client and answers it with its secret; throws when the server refuses. */
export async function makeClient(
  c: Caller,
  input: Record<string, unknown>,
): Promise<{ client: ClientRow; secret: string }> {
  const r: GqlResult<{ createClient: { client: ClientRow; secret: string } }> = await c.gql(
    CLIENT_OPS.create,
    { input },
  );
  if (!r.data?.createClient) throw new Error(`createClient: ${JSON.stringify(r.errors)}`);
  return r.data.createClient;
}
