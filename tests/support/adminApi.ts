import type { Browser } from "@playwright/test";

/** A GraphQL answer as the tests read it. */
export type Answer = { data: Record<string, unknown>; errors?: unknown[] };

/**
 * The administrator's GraphQL, in a browser context of its own signed in through the API: for a test
 * that changes what another account holds. Close `context` at the end.
 */
export async function adminApi(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const r = await context.request.post("/graphql", { data: { query, variables } });
    return (await r.json()) as Answer;
  };
  await gql(`mutation { login(input: { account: "admin", password: "admin123" }) { me { id } } }`);
  return { context, gql };
}

type Gql = Awaited<ReturnType<typeof adminApi>>["gql"];
type Role = { id: string; name: string; level: number; remark: string | null; menuIds: string[] };
type Menu = { id: string; authIdentify: string; menuList?: Menu[] };

/**
 * The demo Operator role as the administrator sees it, every menu of the tree (flattened), and a setter
 * of the role's menus (name, level and remark kept); returns the mutation's answer.
 */
export async function operatorRole(gql: Gql) {
  const roles = await gql(
    `{ roles(filter: { name: "Operator" }) { items { id name level remark menuIds } } }`,
  );
  const role = (roles.data.roles as { items: Role[] }).items[0]!;
  const tree = await gql(
    `{ menuList { id authIdentify menuList { id authIdentify menuList { id authIdentify } } } }`,
  );
  const flat = (ms: Menu[]): Menu[] => ms.flatMap((m) => [m, ...flat(m.menuList ?? [])]);
  const setMenus = (menuIds: string[]) =>
    gql(`mutation($id: ID!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }`, {
      id: role.id,
      input: { name: role.name, level: role.level, remark: role.remark ?? "", menuIds },
    });
  return { role, menus: flat(tree.data.menuList as Menu[]), setMenus };
}
