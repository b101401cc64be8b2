import { expect, test } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { adminApi } from "../support/adminApi";

// Issue 12: App log pulling for a role granted the page without its Pull and Download buttons.
test("a role with the page but not its Pull and Download buttons sees the list only", async ({
  browser,
  baseURL,
}) => {
  // The administrator gives the Operator role the page alone, through the API (restored at the end).
  const { context: admin, gql } = await adminApi(browser, baseURL);
  const roles = await gql(
    `{ roles(filter: { name: "Operator" }) { items { id name level remark menuIds } } }`,
  );
  type Role = { id: string; name: string; level: number; remark: string | null; menuIds: string[] };
  const role = (roles.data.roles as { items: Role[] }).items[0]!;
  const menus = await gql(
    `{ menuList { id authIdentify menuList { id authIdentify menuList { id authIdentify } } } }`,
  );
  type M = { id: string; authIdentify: string; menuList?: M[] };
  const flat = (ms: M[]): M[] => ms.flatMap((m) => [m, ...flat(m.menuList ?? [])]);
  const page = flat(menus.data.menuList as M[]).filter((m) => ["sys", "sys:appLog"].includes(m.authIdentify));
  expect(page).toHaveLength(2);
  const update = `mutation($id: ID!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }`;
  const withIds = (menuIds: string[]) => ({
    id: role.id,
    input: { name: role.name, level: role.level, remark: role.remark ?? "", menuIds },
  });
  expect(
    (await gql(update, withIds([...new Set([...role.menuIds, ...page.map((m) => m.id)])]))).errors,
  ).toBeUndefined();
  const operator = await browser.newPage({ baseURL });
  try {
    await useLanguage(operator, "en");
    await signIn(operator, ...DEMO.operator);
    await operator.goto("/#/sys-app-log");
    await expect(operator.getByTestId("logPull-table")).toBeVisible();
    await expect(operator.getByTestId("logPull-table")).not.toHaveAttribute("aria-busy", "true");
    await expect(operator.getByTestId("logPull-request")).toHaveCount(0);
    await expect(operator.getByTestId("logPull-view")).toHaveCount(0);
    await expect(operator.getByTestId("logPull-download")).toHaveCount(0);
    // The server refuses the pull as well.
    const refused = await operator.request.post("/graphql", {
      data: { query: `mutation { requestLogPulls(sns: ["CGM202600001"], periodDays: 1) { sn } }` },
    });
    const body = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  } finally {
    await operator.close();
    expect((await gql(update, withIds(role.menuIds))).errors).toBeUndefined();
    await admin.close();
  }
});
