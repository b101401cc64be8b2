import type { Caller, GqlResult } from "./harness";

export const RELEASE_FIELDS = `id client { id name } terminalType versionNum versionName remark
  languages { id language languageCode } createdAt updatedAt`;
export const RELEASE_OPS = {
  list: `query($filter: VersionReleaseFilter, $sort: VersionReleaseSort, $page: PageInput) {
    versionReleases(filter: $filter, sort: $sort, page: $page) { total items { ${RELEASE_FIELDS} } } }`,
  one: `query($id: ID!) { versionRelease(id: $id) { ${RELEASE_FIELDS} } }`,
  previous: `query($clientId: ID, $terminalType: String) {
    previousVersionRelease(clientId: $clientId, terminalType: $terminalType) { ${RELEASE_FIELDS} } }`,
  create: `mutation($input: VersionReleaseInput!) { createVersionRelease(input: $input) { ${RELEASE_FIELDS} } }`,
  update: `mutation($id: ID!, $input: VersionReleaseInput!) {
    updateVersionRelease(id: $id, input: $input) { ${RELEASE_FIELDS} } }`,
  remove: `mutation($id: ID!) { deleteVersionRelease(id: $id) }`,
};

export interface ReleaseRow {
  id: string;
  client: { id: string; name: string };
  terminalType: string;
  versionNum: string;
  versionName: string;
  remark: string | null;
  languages: { id: string; language: string; languageCode: string }[];
  createdAt: string;
}

export const listReleases = (c: Caller, variables: Record<string, unknown> = {}) =>
  c.gql<{ versionReleases: { total: number; items: ReleaseRow[] } }>(RELEASE_OPS.list, variables);

/** Creates a release; throws when the server refuses. */
export async function makeRelease(c: Caller, input: Record<string, unknown>): Promise<ReleaseRow> {
  const r: GqlResult<{ createVersionRelease: ReleaseRow }> = await c.gql(RELEASE_OPS.create, { input });
  if (!r.data?.createVersionRelease) throw new Error(`createVersionRelease: ${JSON.stringify(r.errors)}`);
  return r.data.createVersionRelease;
}
