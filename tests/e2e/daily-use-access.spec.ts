import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

const check = (page: Page, code: string) => page.getByTestId(`menu-check-${code}`);
const roleRow = (page: Page, name: string) =>
  page
    .getByTestId("role-table")
    .getByTestId("row")
    .filter({ has: page.getByTestId("role-name").getByText(name, { exact: true }) });

const CASES = [
  {
    lang: "en",
    role: "Tree EN",
    erp: "ERP connection",
    selectAllCgm: "Select all in CGM management",
    clearCgm: "Clear all in CGM management",
    expandOrgList: "Expand Organisation list",
    noMatch: "No menu or button matches “zzz”",
    confirm: (n: number) => new RegExp(`${n} accounts hold the role Operator`),
    changed: "Your access has changed",
    lost: "No longer available: Role list.",
    gained: "New pages: Role list.",
  },
  {
    lang: "ar",
    role: "Tree AR",
    erp: "الاتصال بـ ERP",
    selectAllCgm: "تحديد الكل في إدارة CGM",
    clearCgm: "مسح الكل في إدارة CGM",
    expandOrgList: "توسيع قائمة المؤسسات",
    noMatch: "لا توجد قائمة أو زر يطابق «zzz»",
    confirm: (n: number) => new RegExp(`يحمل (?:${n}|${n.toLocaleString("ar")}) حساب.* الدور Operator`),
    changed: "تغيّرت صلاحيات وصولك",
    lost: "لم تعد متاحة: قائمة الأدوار.",
    gained: "صفحات جديدة: قائمة الأدوار.",
  },
  {
    lang: "es",
    role: "Tree ES",
    erp: "Conexión con ERP",
    selectAllCgm: "Seleccionar todo en Gestión de CGM",
    clearCgm: "Quitar todo en Gestión de CGM",
    expandOrgList: "Expandir Lista de organizaciones",
    noMatch: "Ningún menú ni botón coincide con «zzz»",
    confirm: (n: number) => new RegExp(`${n} cuentas tienen el rol Operator`),
    changed: "Sus permisos de acceso han cambiado",
    lost: "Ya no disponibles: Lista de roles.",
    gained: "Páginas nuevas: Lista de roles.",
  },
];

for (const c of CASES) {
  test(`role grants as a tree: search, branch select-all, linked ticks, keyboard, holders (${c.lang})`, async ({
    page,
  }) => {
    await useLanguage(page, c.lang);
    await signIn(page, ...DEMO.admin);
    await page.goto("/#/org-role");
    await expect(roleRow(page, "Operator")).toBeVisible();
    await page.getByTestId("role-add").click();
    const form = page.getByTestId("role-form");
    await form.getByTestId("field-name").fill(c.role);
    await form.getByTestId("field-level").fill("7");
    // Pages start closed: their buttons are not listed until opened.
    await expect(check(page, "cgm:list")).toBeVisible();
    await expect(check(page, "cgm:list:export")).toHaveCount(0);

    // Search by the translated name: only the match and the entries above it remain.
    const search = page.getByTestId("role-menus-search");
    await search.fill(c.erp);
    await expect(check(page, "org:list:erp")).toBeVisible();
    await expect(check(page, "org:list:add")).toHaveCount(0);
    await expect(check(page, "cgm")).toHaveCount(0);
    // Ticking a button ticks its page and directory (shown part-ticked: they hold more).
    await expect(page.getByRole("checkbox", { name: c.erp })).toHaveCount(1); // named, with its page
    await check(page, "org:list:erp").click();
    await expect(check(page, "org:list:erp")).toHaveAttribute("data-state", "checked");
    await expect(check(page, "org:list")).toHaveAttribute("data-state", "indeterminate");
    await expect(check(page, "org")).toHaveAttribute("data-state", "indeterminate");
    await search.fill("zzz");
    await expect(page.getByTestId("role-menus-no-match")).toHaveText(c.noMatch);
    await search.fill("");

    // Select all in a branch, by its named button; it then offers to clear the branch.
    await page.getByRole("button", { name: c.selectAllCgm }).click();
    for (const code of ["cgm", "cgm:list"])
      await expect(check(page, code)).toHaveAttribute("data-state", "checked");
    await page.getByTestId("menu-toggle-cgm:list").click();
    await expect(check(page, "cgm:list:export")).toHaveAttribute("data-state", "checked");
    await page.getByRole("button", { name: c.clearCgm }).click();
    await expect(check(page, "cgm")).toHaveAttribute("data-state", "unchecked");
    await expect(check(page, "cgm:list:export")).toHaveAttribute("data-state", "unchecked");

    // From the keyboard: open a page with Enter, tick and untick with Space.
    await page.getByRole("button", { name: c.expandOrgList }).press("Enter");
    await expect(check(page, "org:list:add")).toBeVisible();
    const orgList = check(page, "org:list").locator("input");
    await orgList.focus();
    await page.keyboard.press("Space"); // part-ticked: the whole page
    await expect(check(page, "org:list:add")).toHaveAttribute("data-state", "checked");
    await page.keyboard.press("Space"); // unticking the page takes its buttons and the empty directory
    await expect(check(page, "org:list:erp")).toHaveAttribute("data-state", "unchecked");
    await expect(check(page, "org")).toHaveAttribute("data-state", "unchecked");

    // Saved with one button: the server keeps its page and directory.
    await check(page, "cgm:list:export").click(); // its page is still open
    await form.getByTestId("form-save").click();
    await expect(form).toHaveCount(0);
    await roleRow(page, c.role).getByTestId("role-edit").click();
    await expect(check(page, "cgm:list")).toHaveAttribute("data-state", "indeterminate");
    await page.getByTestId("role-menus-expand-all").click();
    await expect(check(page, "cgm:list:export")).toHaveAttribute("data-state", "checked");
    await form.getByTestId("form-cancel").click();

    // Saving a role that accounts hold says how many, and cancelling saves nothing.
    const holders = Number(await roleRow(page, "Operator").getByRole("cell").nth(3).innerText());
    expect(holders).toBeGreaterThanOrEqual(5);
    await roleRow(page, "Operator").getByTestId("role-edit").click();
    await form.getByTestId("field-remark").fill("Changed, then not saved");
    await form.getByTestId("form-save").click();
    await expect(page.getByTestId("confirm-dialog")).toContainText(c.confirm(holders));
    await page.screenshot({ path: test.info().outputPath(`role-holders-${c.lang}.png`) });
    await page.getByTestId("confirm-cancel").click();
    await expect(form).toBeVisible();
    await form.getByTestId("form-cancel").click();
    await expect(roleRow(page, "Operator").getByRole("cell").nth(2)).not.toContainText("Changed");
  });

  test(`an open console says which pages its user gained and lost live (${c.lang})`, async ({ browser }) => {
    const operator = await browser.newPage();
    await useLanguage(operator, c.lang);
    await signIn(operator, ...DEMO.operator);
    await expect(operator.getByTestId("menu-org:role")).toBeVisible();
    const admin = await adminApi(browser);
    await admin.setRoleList(false);
    await expect(operator.getByTestId("menu-org:role")).toHaveCount(0);
    const notice = operator.getByTestId("toast-info").filter({ hasText: c.changed });
    await expect(notice).toContainText(c.lost);
    await notice.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await operator.screenshot({ path: test.info().outputPath(`access-notice-${c.lang}.png`) });
    await admin.setRoleList(true);
    await expect(operator.getByTestId("menu-org:role")).toBeVisible();
    await expect(operator.getByTestId("toast-info").filter({ hasText: c.gained })).toBeVisible();
    await operator.close();
    await admin.close();
  });
}

/** The administrator, through the API: takes the role list from the Operator role or gives it back. */
async function adminApi(browser: Browser) {
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const r = await ctx.request.post("/graphql", { data: { query, variables } });
    const body = (await r.json()) as { data: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  await gql(`mutation { login(input: { account: "admin", password: "admin123" }) { me { id } } }`);
  type Role = { id: string; name: string; level: number; remark: string | null; menuIds: string[] };
  const roles = await gql(
    `{ roles(filter: { name: "Operator" }) { items { id name level remark menuIds } } }`,
  );
  const role = (roles.roles as { items: Role[] }).items[0]!;
  type M = { id: string; authIdentify: string; menuList?: M[] };
  const menus = await gql(
    `{ menuList { id authIdentify menuList { id authIdentify menuList { id authIdentify } } } }`,
  );
  const flat = (ms: M[]): M[] => ms.flatMap((m) => [m, ...flat(m.menuList ?? [])]);
  const roleList = flat(menus.menuList as M[])
    .filter((m) => m.authIdentify.startsWith("org:role"))
    .map((m) => m.id);
  const update = `mutation($id: ID!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }`;
  return {
    setRoleList: (on: boolean) =>
      gql(update, {
        id: role.id,
        input: {
          name: role.name,
          level: role.level,
          remark: role.remark ?? "",
          menuIds: on ? role.menuIds : role.menuIds.filter((id) => !roleList.includes(id)),
        },
      }),
    close: () => ctx.close(),
  };
}
