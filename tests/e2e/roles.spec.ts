import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

const table = (page: Page) => page.getByTestId("role-table");
/** The row whose name cell is exactly `name`. */
const row = (page: Page, name: string) =>
  table(page)
    .getByTestId("row")
    .filter({ has: page.getByTestId("role-name").getByText(name, { exact: true }) });
const check = (page: Page, code: string) => page.getByTestId(`menu-check-${code}`);

async function openRoles(page: Page, account: readonly [string, string] = DEMO.admin) {
  await signIn(page, ...account);
  await page.getByTestId("menu-org:role").click();
  await expect(page).toHaveURL(/#\/org-role$/);
  await expect(row(page, "Super admin")).toBeVisible();
}

test("lists the seeded roles by seniority and searches by name", async ({ page }) => {
  await openRoles(page);
  await expect(table(page).getByRole("columnheader")).toHaveText([
    "Role name",
    "Level",
    "Remark",
    "Accounts",
    "Created",
    "Actions",
  ]);
  const admin = row(page, "Super admin").getByRole("cell");
  await expect(admin.nth(1)).toHaveText("1");
  await expect(admin.nth(2)).toHaveText("Holds everything");
  const operator = row(page, "Operator").getByRole("cell");
  await expect(operator.nth(1)).toHaveText("5");
  await expect(operator.nth(2)).toHaveText("Daily operations");
  await expect(operator.nth(3)).toHaveText(/^[1-9]\d*$/); // the demo scope accounts (and any added since)
  await expect(table(page).getByTestId("role-name").first()).toHaveText("Super admin");
  // The built-in role cannot be changed; the operator role can.
  await expect(row(page, "Super admin").getByTestId("role-edit")).toHaveCount(0);
  await expect(row(page, "Super admin").getByTestId("role-delete")).toHaveCount(0);
  await expect(row(page, "Operator").getByTestId("role-edit")).toBeVisible();

  await page.getByTestId("filter-name").fill("oper");
  await page.keyboard.press("Enter");
  await expect(table(page).getByTestId("row")).toHaveCount(1);
  await expect(page.getByTestId("total")).toHaveText("1 record");
  await page.getByTestId("filter-name").fill("no such role");
  await page.getByTestId("search").click();
  await expect(page.getByTestId("empty")).toHaveText("No data");
  await page.getByTestId("reset").click();
  await expect(row(page, "Operator")).toBeVisible();
  await expect(page.getByTestId("filter-name")).toHaveValue("");
});

test("adds a role with every validation message on the way, then edits and deletes it", async ({ page }) => {
  await openRoles(page);
  await page.getByTestId("role-add").click();
  const form = page.getByTestId("role-form");
  await expect(form).toContainText("Add role");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-name")).toHaveText("This field is required");
  await expect(form.getByTestId("error-level")).toHaveText("This field is required");

  await form.getByTestId("field-name").fill("N".repeat(16));
  await form.getByTestId("field-remark").fill("R".repeat(51));
  await form.getByTestId("field-level").fill("3");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-name")).toHaveText("At most 15 characters");
  await expect(form.getByTestId("error-remark")).toHaveText("At most 50 characters");
  await expect(form.getByTestId("error-level")).toHaveCount(0);
  await form.getByTestId("field-name").fill("ops@#");
  await expect(form.getByTestId("error-name")).toHaveText("Special characters are not allowed");
  await form.getByTestId("field-level").fill("");
  await form.getByTestId("field-level").blur();
  await expect(form.getByTestId("error-level")).toHaveText("This field is required");

  // Valid now, with part of the signed-in user's own tree granted.
  await form.getByTestId("field-name").fill("Night shift");
  await form.getByTestId("field-level").fill("3");
  await form.getByTestId("field-remark").fill("R".repeat(50));
  await page.getByTestId("role-menus-expand-all").click(); // pages start closed
  await check(page, "cgm:list").click(); // the page and all its buttons
  await check(page, "org:account:edit").click(); // one button only, which brings its page
  await expect(check(page, "cgm")).toHaveAttribute("data-state", "checked"); // ticked with its only page
  await expect(check(page, "cgm:list:export")).toHaveAttribute("data-state", "checked");
  await expect(check(page, "org:account")).toHaveAttribute("data-state", "indeterminate");
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-success")).toHaveText("Operation Success: Night shift");
  await expect(form).toHaveCount(0);
  const cells = row(page, "Night shift").getByRole("cell");
  await expect(cells.nth(1)).toHaveText("3");
  await expect(cells.nth(2)).toHaveText("R".repeat(50));
  await expect(cells.nth(3)).toHaveText("0");

  // The same name again, in another case, is refused by the server.
  await page.getByTestId("role-add").click();
  await form.getByTestId("field-name").fill("NIGHT SHIFT");
  await form.getByTestId("field-level").fill("4");
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-error")).toContainText("A role with this name already exists");
  await form.getByTestId("form-cancel").click();
  await expect(form).toHaveCount(0);

  // Edit: the saved grants come back ticked; change the level, remark and grants.
  await row(page, "Night shift").getByTestId("role-edit").click();
  await expect(form).toContainText("Edit role");
  await expect(form.getByTestId("field-level")).toHaveValue("3");
  await page.getByTestId("role-menus-expand-all").click();
  await expect(check(page, "cgm")).toHaveAttribute("data-state", "checked"); // the server adds the directory
  await expect(check(page, "cgm:list")).toHaveAttribute("data-state", "checked");
  await expect(check(page, "org:account:edit")).toHaveAttribute("data-state", "checked");
  await expect(check(page, "org:account:add")).toHaveAttribute("data-state", "unchecked");
  await expect(check(page, "org:role")).toHaveAttribute("data-state", "unchecked");
  await form.getByTestId("field-name").fill("Night lead");
  await form.getByTestId("field-level").fill("2");
  await form.getByTestId("field-remark").fill("Leads the night shift");
  await check(page, "org:account:add").click();
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-success").last()).toHaveText("Operation Success: Night lead");
  await expect(form).toHaveCount(0);
  await expect(row(page, "Night shift")).toHaveCount(0);
  const edited = row(page, "Night lead").getByRole("cell");
  await expect(edited.nth(1)).toHaveText("2");
  await expect(edited.nth(2)).toHaveText("Leads the night shift");
  await row(page, "Night lead").getByTestId("role-edit").click();
  await page.getByTestId("role-menus-expand-all").click();
  await expect(check(page, "org:account:add")).toHaveAttribute("data-state", "checked");
  await form.getByTestId("form-cancel").click();

  // Delete asks first: cancel keeps it, confirm removes it.
  await row(page, "Night lead").getByTestId("role-delete").click();
  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm).toContainText("Delete role");
  await expect(confirm).toContainText(
    "Delete the role Night lead? The configuration of the accounts set up with this role will be affected.",
  );
  await page.getByTestId("confirm-cancel").click();
  await expect(confirm).toHaveCount(0);
  await expect(row(page, "Night lead")).toBeVisible();
  await row(page, "Night lead").getByTestId("role-delete").click();
  await page.getByTestId("confirm-ok").click();
  await expect(page.getByTestId("toast-success").last()).toHaveText("Operation Success: Night lead");
  await expect(row(page, "Night lead")).toHaveCount(0);
});

test("refuses to delete a role that accounts still hold", async ({ page }) => {
  await openRoles(page);
  // The demo scope accounts hold it (other specs may have added more).
  const holders = await row(page, "Operator").getByRole("cell").nth(3).innerText();
  expect(Number(holders)).toBeGreaterThanOrEqual(5);
  await row(page, "Operator").getByTestId("role-delete").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("Delete the role Operator?");
  await page.getByTestId("confirm-ok").click();
  await expect(page.getByTestId("toast-error")).toHaveText(`This role is still held by ${holders} accounts`);
  await expect(page.getByTestId("confirm-dialog")).toHaveCount(0);
  await expect(row(page, "Operator")).toBeVisible();
});

test("an operator cannot change the super-admin role or its own", async ({ page }) => {
  await openRoles(page, DEMO.operator);
  await expect(row(page, "Operator")).toBeVisible();
  for (const name of ["Super admin", "Operator"]) {
    await expect(row(page, name).getByTestId("role-edit")).toHaveCount(0);
    await expect(row(page, name).getByTestId("role-delete")).toHaveCount(0);
  }
  // It may still add roles (it holds org:role:add), granting only from its own, smaller tree.
  await page.getByTestId("role-add").click();
  await page.getByTestId("role-menus-expand-all").click();
  await expect(check(page, "org:role:add")).toBeVisible();
  await expect(check(page, "sys")).toHaveCount(0);
  // A level more senior than its own is refused by the server, on the level field.
  const form = page.getByTestId("role-form");
  await form.getByTestId("field-name").fill("Ops helper");
  await form.getByTestId("field-level").fill("2");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-level")).toHaveText(
    "You cannot set a level more senior than your own role's",
  );
  await form.getByTestId("field-level").fill("6");
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-success")).toContainText("Operation Success");
  await expect(row(page, "Ops helper").getByTestId("role-edit")).toBeVisible();
});
