import { expect, test } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { adminApi, operatorRole } from "../support/adminApi";

// Issue 12: App log pulling for a role granted the page without its Pull and Download buttons.
test("a role with the page but not its Pull and Download buttons sees the list only", async ({
  browser,
  baseURL,
}) => {
  // The administrator gives the Operator role the page alone, through the API (restored at the end).
  const { context: admin, gql } = await adminApi(browser, baseURL);
  const { role, menus, setMenus } = await operatorRole(gql);
  const page = menus.filter((m) => ["sys", "sys:appLog"].includes(m.authIdentify));
  expect(page).toHaveLength(2);
  expect((await setMenus([...new Set([...role.menuIds, ...page.map((m) => m.id)])])).errors).toBeUndefined();
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
    expect((await setMenus(role.menuIds)).errors).toBeUndefined();
    await admin.close();
  }
});
