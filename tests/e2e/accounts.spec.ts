import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

const rows = (page: Page) => page.getByTestId("account-table").getByTestId("row");
const row = (page: Page, account: string) =>
  rows(page).filter({
    has: page.getByTestId("account-account").filter({ hasText: new RegExp(`^${account}$`) }),
  });
/** Chooses one of a row's secondary actions, from its "More" menu. */
async function more(page: Page, account: string, action: "status" | "resetPassword") {
  await row(page, account).getByTestId("account-more").click();
  await page.getByRole("menu").getByTestId(`account-${action}`).click();
}
const accountsShown = async (page: Page) =>
  (await rows(page).getByTestId("account-account").allInnerTexts()).sort();

/** Chooses the option of a native select whose text contains `text` (tree options are indented). */
async function choose(select: Locator, text: string) {
  const value = await select.locator("option", { hasText: text }).first().getAttribute("value");
  await select.selectOption(value ?? "");
}

/** An Operator account in an organisation, added by the administrator through the API; its password. */
async function addAccount(request: APIRequestContext, account: string, name: string, org: string) {
  // The answers are untyped JSON (Playwright's `Serializable`, an `any`); the fields read are checked.
  const gql = async (query: string, variables = {}) => {
    const body = await (await request.post("/graphql", { data: { query, variables } })).json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  await gql(`mutation { login(input: { account: "admin", password: "admin123" }) { me { id } } }`);
  const refs = await gql(`{ organisationOptions { id name } assignableRoles { id name } }`);
  const orgId: number = refs.organisationOptions.find((o: { name: string }) => o.name === org).id;
  const roleId = Number(refs.assignableRoles.find((r: { name: string }) => r.name === "Operator").id);
  const input = { account, name, phone: "+86 139 5555 0000", orgId, roleId, dataScope: "ORG" };
  const mutation = `mutation($input: AccountInput!) { createAccount(input: $input) { temporaryPassword } }`;
  const created = await gql(mutation, { input: { ...input, customOrgIds: [] } });
  return String(created.createAccount.temporaryPassword);
}

/** Signs in from a separate browser (its own cookies), in English; returns that page. */
async function signInElsewhere(browser: Browser, account: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await useLanguage(page, "en");
  await page.goto("/#/login");
  await page.getByTestId("field-account").fill(account);
  await page.getByTestId("field-password").fill(password);
  await page.getByTestId("login-submit").click();
  return page;
}

test("lists the accounts and filters them by organisation, role, status and keyword", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/org-account");
  await expect(page).toHaveTitle("Account list - CGM Console");
  await expect(row(page, "admin")).toContainText("Administrator");
  await expect(row(page, "scope-custom").getByTestId("account-scope")).toHaveText("Customised data");
  await expect(row(page, "scope-subtree").getByTestId("account-scope")).toHaveText(
    "Affiliated organisation and sub-organisations",
  );
  await expect(row(page, "scope-org").getByTestId("status")).toHaveText("Active");
  await expect(row(page, "admin").getByTestId("account-last-login")).toHaveText(/\d/); // signed in just now

  await choose(page.getByTestId("filter-org"), "North Region");
  await page.getByTestId("search").click();
  await expect.poll(() => accountsShown(page)).toEqual(["scope-org", "scope-subtree"]);
  await expect(page.getByTestId("total")).toHaveText("2 records");
  await page.getByTestId("filter-includeSub").click();
  await page.getByTestId("search").click();
  await expect.poll(() => accountsShown(page)).toEqual(["scope-org", "scope-personal", "scope-subtree"]);

  await page.getByTestId("reset").click();
  await expect(row(page, "admin")).toBeVisible();
  await choose(page.getByTestId("filter-role"), "Operator");
  await page.getByTestId("filter-keyword").fill("0000 2004"); // scope-custom's phone
  await page.getByTestId("search").click();
  await expect.poll(() => accountsShown(page)).toEqual(["scope-custom"]);
  await page.getByTestId("filter-keyword").fill("SCOPE");
  await page.getByTestId("filter-status").selectOption("DISABLED");
  await page.getByTestId("search").click();
  await expect(page.getByTestId("empty")).toHaveText("No data");
  await page.getByTestId("filter-status").selectOption("ACTIVE");
  await page.getByTestId("search").click();
  await expect(rows(page)).toHaveCount(5);
  await expect(row(page, "admin")).toHaveCount(0);
});

test("adds an account with every validation message, then signs in with its temporary password", async ({
  page,
  browser,
}) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/org-account");
  await page.getByTestId("account-add").click();
  const form = page.getByTestId("account-form");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-account")).toHaveText("The account cannot be empty");
  await expect(form.getByTestId("error-name")).toHaveText("This field is required");
  await expect(form.getByTestId("error-phone")).toHaveText("This field is required");
  await expect(form.getByTestId("error-roleId")).toHaveText("This field is required");

  await form.getByTestId("field-account").fill("e2e-nurse");
  await form.getByTestId("field-name").fill("N".repeat(51));
  await form.getByTestId("field-phone").fill("12ab");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-name")).toHaveText("At most 50 characters");
  await expect(form.getByTestId("error-phone")).toHaveText("Illegal phone number");
  await form.getByTestId("field-name").fill("Bob!#");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-name")).toHaveText("Special characters are not allowed");

  // A customised scope needs its organisations.
  await form.getByTestId("field-dataScope").selectOption("CUSTOM");
  await form.getByTestId("field-name").fill("Nurse Wang");
  await form.getByTestId("field-phone").fill("+86 139 1111 2222");
  await choose(form.getByTestId("field-orgId"), "North Region");
  await choose(form.getByTestId("field-roleId"), "Operator");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-customOrgIds")).toHaveText("Choose at least one organisation");
  await form.getByTestId("field-customOrgIds").getByText("Beijing Clinic").click();
  await form.getByTestId("field-customOrgIds").getByText("Tianjin Clinic").click();
  await form.getByTestId("form-save").click();

  await expect(page.getByTestId("toast-success")).toHaveText("Add account success: e2e-nurse");
  await expect(form).toHaveCount(0);
  const shown = page.getByTestId("temporary-password-dialog");
  await expect(shown).toContainText("e2e-nurse");
  await expect(shown.getByTestId("temporary-password-hint")).toContainText("shown only once");
  await expect(shown.getByTestId("temporary-password-hint")).toContainText(
    "must change it at the next sign-in",
  );
  const password = (await shown.getByTestId("temporary-password").innerText()).trim();
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  await shown.getByTestId("temporary-password-close").click();
  await expect(shown).toHaveCount(0);
  await expect(row(page, "e2e-nurse")).toContainText("Nurse Wang");
  await expect(row(page, "e2e-nurse")).toContainText("North Region");
  await expect(row(page, "e2e-nurse").getByTestId("account-scope")).toHaveText("Customised data");

  const other = await signInElsewhere(browser, "e2e-nurse", password);
  await expect(other).toHaveURL(/#\/personal-center$/);
  await expect(other.getByTestId("must-change-password")).toBeVisible();
  await other.context().close();

  // Editing keeps the sign-in name and says "Operation Success".
  await row(page, "e2e-nurse").getByTestId("account-edit").click();
  await expect(form.getByTestId("field-account")).toHaveValue("e2e-nurse");
  await expect(form.getByTestId("field-account")).not.toBeEditable();
  await form.getByTestId("field-name").fill("Nurse Wang Li");
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Operation Success" })).toBeVisible();
  await expect(row(page, "e2e-nurse")).toContainText("Nurse Wang Li");

  // The same sign-in name again is refused by the server; the form stays open.
  await page.getByTestId("account-add").click();
  await form.getByTestId("field-account").fill("E2E-nurse");
  await form.getByTestId("field-name").fill("Copy");
  await form.getByTestId("field-phone").fill("13800001111");
  await choose(form.getByTestId("field-roleId"), "Operator");
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-error")).toBeVisible();
  await expect(form).toBeVisible();
});

test("resets a password after confirmation and shows the new one once", async ({
  page,
  browser,
  request,
}) => {
  await addAccount(request, "e2e-reset", "Reset Fixture", "South Region");
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/org-account");
  await more(page, "e2e-reset", "resetPassword");
  await expect(page.getByTestId("confirm-dialog")).toContainText(
    "Reset the password of Reset Fixture (e2e-reset)?",
  );
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByTestId("temporary-password-dialog")).toHaveCount(0);
  await more(page, "e2e-reset", "resetPassword");
  await page.getByTestId("confirm-ok").click();
  const shown = page.getByTestId("temporary-password-dialog");
  const password = (await shown.getByTestId("temporary-password").innerText()).trim();
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  await shown.getByTestId("temporary-password-close").click();
  await expect(page.getByTestId("temporary-password")).toHaveCount(0);

  const other = await signInElsewhere(browser, "e2e-reset", password);
  await expect(other).toHaveURL(/#\/personal-center$/);
  await expect(other.getByTestId("must-change-password")).toBeVisible();
  await other.context().close();
});

test("disables an account after confirmation, which then cannot sign in", async ({
  page,
  browser,
  request,
}) => {
  const password = await addAccount(request, "e2e-disable", "Ops Fixture", "Europe Partners");
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/org-account");
  await more(page, "e2e-disable", "status");
  await expect(page.getByTestId("confirm-dialog")).toContainText("Disable Ops Fixture (e2e-disable)?");
  await page.getByTestId("confirm-cancel").click();
  await expect(row(page, "e2e-disable").getByTestId("status")).toHaveText("Active");
  await more(page, "e2e-disable", "status");
  await page.getByTestId("confirm-ok").click();
  await expect(row(page, "e2e-disable").getByTestId("status")).toHaveText("Disabled");

  const other = await signInElsewhere(browser, "e2e-disable", password);
  await expect(other.getByTestId("login-alert")).toHaveText("This account is disabled");
  await other.context().close();

  await more(page, "e2e-disable", "status"); // enabling needs no confirmation
  await expect(row(page, "e2e-disable").getByTestId("status")).toHaveText("Active");
});

test("the organisation list's Add account opens the form for that organisation", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/org-list");
  await page.getByTestId("org-row-ORG-0001").getByTestId("org-toggle").click();
  await page.getByTestId("org-row-ORG-0200").getByTestId("org-more").click();
  await page.getByTestId("org-addAccount").click();
  const form = page.getByTestId("account-form");
  await expect(form).toContainText("Add account");
  await expect(form.getByTestId("field-orgId").locator("option:checked")).toHaveText(/South Region/);
  await expect(page).toHaveURL(/#\/org-account$/);
  await form.getByTestId("form-cancel").click();
  await expect(form).toHaveCount(0);
});

test("a scope-org operator sees only its organisation's accounts", async ({ page }) => {
  await signIn(page, ...DEMO.operator);
  await page.goto("/#/org-account");
  await expect(row(page, "scope-org")).toBeVisible();
  await expect(row(page, "scope-subtree")).toBeVisible();
  const orgs = await rows(page).getByTestId("account-organisation").allInnerTexts();
  expect(new Set(orgs)).toEqual(new Set(["North Region"]));
  await expect(page.getByTestId("total")).toHaveText(`${orgs.length} records`);
  for (const hidden of ["admin", "scope-all", "scope-personal", "scope-custom"]) {
    await expect(row(page, hidden)).toHaveCount(0);
  }
  // Its own row offers no enable/disable or reset.
  await expect(row(page, "scope-org").getByTestId("account-more")).toHaveCount(0);
  await row(page, "scope-subtree").getByTestId("account-more").click();
  await expect(page.getByRole("menu").getByTestId("account-resetPassword")).toBeVisible();
  await expect(page.getByRole("menu").getByTestId("account-status")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(row(page, "scope-subtree").getByTestId("account-more")).toBeFocused();
});
