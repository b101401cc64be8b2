import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

const row = (page: Page, number: string) => page.getByTestId(`org-row-${number}`);

test("shows the organisation tree, expands sub-organisations and searches", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/org-list");
  await expect(row(page, "ORG-0001")).toContainText("CGM Platform HQ");
  await expect(row(page, "ORG-0100")).toHaveCount(0);
  await row(page, "ORG-0001").getByTestId("org-toggle").click();
  await expect(row(page, "ORG-0100")).toContainText("North Region");
  await row(page, "ORG-0100").getByTestId("org-toggle").click();
  await expect(row(page, "ORG-0101")).toContainText("Beijing Clinic");
  await page.getByTestId("filter-name").fill("clinic");
  await page.getByTestId("search").click();
  await expect(page.getByTestId("org-table").locator("[data-testid^=org-row-]")).toHaveCount(4);
  await expect(page.getByTestId("total")).toHaveText("4 organisations found, 4 shown");
  await page.getByTestId("reset").click();
  // Back to the tree, which keeps what was expanded: HQ, its three regions, North's two clinics.
  await expect(page.getByTestId("org-table").locator("[data-testid^=org-row-]")).toHaveCount(6);
  await expect(page.getByTestId("total")).toHaveText("1 top-level organisation, 6 shown");
});

test("adds a sub-organisation with every validation message on the way", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/org-list");
  await row(page, "ORG-0001").getByTestId("org-add-sub").click();
  const form = page.getByTestId("org-form");
  await form.getByTestId("form-save").click();
  for (const f of ["name", "number", "director", "contact", "contactPhone"]) {
    await expect(form.getByTestId(`error-${f}`)).toHaveText("This field is required");
  }
  await form.getByTestId("field-name").fill("N".repeat(101));
  await form.getByTestId("field-contact").fill("C".repeat(101));
  await form.getByTestId("field-contactPhone").fill("12ab");
  await form.getByTestId("field-emails").fill("ops@example.com, not-a-mail");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-name")).toHaveText("At most 100 characters");
  await expect(form.getByTestId("error-contact")).toHaveText("At most 100 characters");
  await expect(form.getByTestId("error-contactPhone")).toHaveText("Illegal phone number");
  await expect(form.getByTestId("error-emails")).toHaveText("Illegal mail address");

  await form.getByTestId("field-name").fill("Hangzhou Clinic");
  await form.getByTestId("field-number").fill("ORG-0401");
  await form.getByTestId("field-director").fill("Dr Chen");
  await form.getByTestId("field-contact").fill("Ms Li");
  await form.getByTestId("field-contactPhone").fill("+86 571 8888 1234");
  await form.getByTestId("field-emails").fill("ops@hz.example.com, it@hz.example.com");
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-success")).toHaveText(
    "Success in saving organization information: Hangzhou Clinic",
  );
  await expect(form).toHaveCount(0);
  // Shown at once under its parent, which opens by itself.
  await expect(row(page, "ORG-0401")).toContainText("Hangzhou Clinic");
  await expect(row(page, "ORG-0401")).toHaveAttribute("data-highlighted", "true");
  await expect(row(page, "ORG-0001").getByTestId("org-toggle")).toHaveAttribute("aria-expanded", "true");

  // The same number again is refused by the server.
  await row(page, "ORG-0001").getByTestId("org-add-sub").click();
  await form.getByTestId("field-name").fill("Copy");
  await form.getByTestId("field-number").fill("ORG-0401");
  await form.getByTestId("field-director").fill("X");
  await form.getByTestId("field-contact").fill("Y");
  await form.getByTestId("field-contactPhone").fill("13800001111");
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-error")).toContainText("This organisation number is already used");
});

test("asks before disabling an organisation", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/org-list");
  await row(page, "ORG-0001").getByTestId("org-toggle").click();
  await row(page, "ORG-0300").getByTestId("org-more").click();
  await page.getByTestId("org-status").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("Disable Europe Partners?");
  await page.getByTestId("confirm-cancel").click();
  await expect(row(page, "ORG-0300").getByTestId("status")).toHaveText("Active");
  await row(page, "ORG-0300").getByTestId("org-more").click();
  await page.getByTestId("org-status").click();
  await page.getByTestId("confirm-ok").click();
  await expect(row(page, "ORG-0300").getByTestId("status")).toHaveText("Disabled");
  await row(page, "ORG-0300").getByTestId("org-more").click();
  await page.getByTestId("org-status").click(); // enabling needs no confirmation
  await expect(row(page, "ORG-0300").getByTestId("status")).toHaveText("Active");
});

test("sets the ERP connection and shows a new key once", async ({ page }) => {
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/org-list");
  await row(page, "ORG-0001").getByTestId("org-toggle").click();
  await row(page, "ORG-0200").getByTestId("org-more").click();
  await page.getByTestId("org-erp").click();
  const form = page.getByTestId("erp-form");
  await form.getByTestId("field-erpNumber").fill("ERP-SOUTH");
  await form.getByTestId("field-callbackUrl").fill("http://erp.example.com/hook");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-callbackUrl")).toHaveText("Enter an https:// address");
  await form.getByTestId("field-callbackUrl").fill("https://10.0.0.8/hook");
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-callbackUrl")).toContainText("must not point to a private");
  await form.getByTestId("erp-rotate").click();
  await page.getByTestId("confirm-ok").click();
  await expect(form.getByTestId("erp-key")).toHaveText(/^cgm_erp_[A-Za-z0-9_-]{43}$/);
  await expect(form.getByTestId("erp-key-status")).toContainText("cannot be shown again");
  await form.getByTestId("field-callbackUrl").fill("https://93.184.216.34/hook");
  await form.getByTestId("form-save").click();
  await expect(page.getByTestId("toast-success")).toContainText("Success in saving organization information");
  // Reopened, the key is no longer shown.
  await row(page, "ORG-0200").getByTestId("org-more").click();
  await page.getByTestId("org-erp").click();
  await expect(page.getByTestId("erp-form").getByTestId("field-erpNumber")).toHaveValue("ERP-SOUTH");
  await expect(page.getByTestId("erp-key")).toHaveCount(0);
  // Removing the connection asks first, then clears the key, number, e-mails and callback URL.
  await page.getByTestId("erp-remove").click();
  await expect(page.getByRole("alertdialog")).toContainText("stops working at once");
  await page.getByTestId("confirm-ok").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "ERP connection" })).toHaveText(
    "ERP connection of South Region removed",
  );
  await row(page, "ORG-0200").getByTestId("org-more").click();
  await page.getByTestId("org-erp").click();
  await expect(page.getByTestId("erp-form").getByTestId("field-erpNumber")).toHaveValue("");
  await expect(page.getByTestId("erp-key-status")).not.toContainText("cannot be shown again");
  await expect(page.getByTestId("erp-remove")).toHaveCount(0);
});

test("hides the organisation actions a role does not hold", async ({ page }) => {
  await signIn(page, ...DEMO.operator); // scope-org: its own organisation only
  await page.goto("/#/org-list");
  await expect(row(page, "ORG-0100")).toBeVisible();
  await expect(row(page, "ORG-0001")).toHaveCount(0);
  await expect(page.getByTestId("org-table").locator("[data-testid^=org-row-]")).toHaveCount(1);
});
