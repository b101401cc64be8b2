import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

/** Digits as the page may write them in Arabic (Arabic-Indic) or elsewhere (Latin). */
const n = (value: number) => `(?:${value}|${value.toLocaleString("ar")})`;

const orgRow = (page: Page, number: string) => page.getByTestId(`org-row-${number}`);

const ORG_CASES = [
  {
    lang: "ar",
    number: "ORG-0191",
    name: "جناح الأطفال",
    top: new RegExp(`^مؤسسة رئيسية واحدة، المعروض: ${n(1)}$`),
    after: new RegExp(`^مؤسسة رئيسية واحدة، المعروض: ${n(8)}$`),
    announced: "تم حفظ جناح الأطفال وهي مميّزة الآن في القائمة",
  },
  {
    lang: "es",
    number: "ORG-0192",
    name: "Sala de pediatría",
    top: /^1 organización de primer nivel, 1 visible$/,
    after: /^1 organización de primer nivel, 8 visibles$/,
    announced: "Sala de pediatría se ha guardado y está resaltada en la lista",
  },
];

for (const c of ORG_CASES) {
  test(`a new sub-organisation deep in the collapsed tree is opened, highlighted and counted (${c.lang})`, async ({
    page,
  }) => {
    await useLanguage(page, c.lang);
    await signIn(page, ...DEMO.admin);
    await page.goto("/#/org-list");
    await expect(orgRow(page, "ORG-0001")).toBeVisible();
    // The count says what it counts: one organisation at the top, one row shown.
    await expect(page.getByTestId("total")).toHaveText(c.top);

    // Add it under Beijing Clinic (HQ > North Region > Beijing Clinic), all three collapsed.
    await page.getByTestId("org-add").click();
    const form = page.getByTestId("org-form");
    const parent = form.getByTestId("field-parentId");
    const beijing = await parent.locator("option", { hasText: "Beijing Clinic" }).getAttribute("value");
    await parent.selectOption(beijing!);
    await form.getByTestId("field-name").fill(c.name);
    await form.getByTestId("field-number").fill(c.number);
    await form.getByTestId("field-director").fill("Dr Wang");
    await form.getByTestId("field-contact").fill("Ms Zhao");
    await form.getByTestId("field-contactPhone").fill("13800002222");
    await form.getByTestId("form-save").click();
    await expect(form).toHaveCount(0);

    // Without a click: the tree opens down to the new row, which is highlighted and announced.
    const created = orgRow(page, c.number);
    await expect(created).toBeVisible();
    await expect(created).toContainText(c.name);
    await expect(created).toHaveAttribute("data-highlighted", "true");
    await expect(created).toBeInViewport();
    await expect(page.getByTestId("org-announce")).toHaveText(c.announced);
    await page.screenshot({ path: test.info().outputPath(`org-new-${c.lang}.png`) });
    for (const parent of ["ORG-0001", "ORG-0100", "ORG-0101"])
      await expect(orgRow(page, parent).getByTestId("org-toggle")).toHaveAttribute("aria-expanded", "true");
    // HQ, its three regions, North's two clinics and Beijing's children (this one, maybe the other run's).
    const shown = await page.getByTestId("org-table").locator("[data-testid^=org-row-]").count();
    expect(shown).toBeGreaterThanOrEqual(7);
    await expect(page.getByTestId("total")).toHaveText(
      shown === 8 ? c.after : new RegExp(c.after.source.replace(n(8), n(shown))),
    );
    // The highlight is brief.
    await expect(created).not.toHaveAttribute("data-highlighted", "true", { timeout: 10_000 });
  });
}

const BACK_CASES = [
  { lang: "en", detail: "CGM detail", list: "CGM list", app: "CGM Console" },
  { lang: "ar", detail: "تفاصيل CGM", list: "قائمة CGM", app: "وحدة تحكم CGM" },
  { lang: "es", detail: "Detalles del CGM", list: "Lista de CGM", app: "Consola CGM" },
];

for (const c of BACK_CASES) {
  test(`the SN opens the device, its tab names it, and back (tab or link) restores the list (${c.lang})`, async ({
    page,
  }) => {
    await useLanguage(page, c.lang);
    await signIn(page, ...DEMO.admin);
    await page.goto("/#/cgm-list");
    const rows = page.getByTestId("device-table").getByTestId("row");
    await expect(rows.first()).toBeVisible();
    // A filter and the second page: both go into the address.
    await page.getByTestId("filter-sn").fill("cgm202600");
    await page.getByTestId("search").click();
    await expect(page).toHaveURL(/sn=cgm202600/);
    await page.getByTestId("page-next").click();
    await expect(page).toHaveURL(/offset=20/);
    const listShows = async () => {
      // The unfiltered list's page 2 starts with the same device: the address must hold the filter.
      await expect(page).toHaveURL(/cgm-list\?(?=.*sn=cgm202600)(?=.*offset=20)/);
      await expect(page.getByTestId("filter-sn")).toHaveValue("cgm202600");
      await expect(page.getByTestId("pagination")).toContainText(/2 \/ 3|٢ \/ ٣/);
      await expect(rows.first().getByTestId("device-sn")).toHaveText("CGM202600021");
    };
    await listShows();

    // The SN is a link to the device; the tab, heading and window title name the device.
    const sn = rows.first().getByRole("link", { name: "CGM202600021", exact: true });
    await sn.click();
    await expect(page.getByTestId("detail-sn")).toHaveText("CGM202600021");
    // In Arabic each part is isolated (FSI…PDI, LRI…PDI), so the Latin SN keeps to its side.
    const detailTitle =
      c.lang === "ar" ? `\u2068${c.detail}\u2069 · \u2066CGM202600021\u2069` : `${c.detail} · CGM202600021`;
    await expect(page.getByTestId("tab").filter({ has: page.locator("[aria-current=page]") })).toHaveText(
      detailTitle,
    );
    await expect(page.getByTestId("page-title")).toHaveText(detailTitle);
    await expect(page).toHaveTitle(`${detailTitle} - ${c.app}`);
    await page.screenshot({ path: test.info().outputPath(`detail-tab-${c.lang}.png`) });

    // The list's tab returns to the list as it was left (browser Back: the test after this one).
    const listTab = page.getByTestId("tab").filter({ hasText: c.list }).getByRole("link");
    // The list's tab has followed its filter and page.
    await expect(listTab).toHaveAttribute("href", /cgm-list\?(?=.*sn=cgm202600)(?=.*offset=20)/);
    await listTab.click();
    await expect(page).toHaveURL(/cgm-list\?(?=.*sn=cgm202600)(?=.*offset=20)/);
    await listShows();

    // So does it from another device's detail.
    await rows.nth(1).getByTestId("device-sn").click();
    await expect(page.getByTestId("detail-sn")).toHaveText("CGM202600022");
    await expect(page.getByTestId("tab").filter({ hasText: "CGM202600021" })).toHaveCount(1);
    await listTab.click();
    await expect(page).toHaveURL(/cgm-list\?(?=.*sn=cgm202600)(?=.*offset=20)/);
    await listShows();

    // And the detail's own "Back to the CGM list" link.
    await rows.first().getByTestId("device-sn").click();
    await expect(page.getByTestId("detail-sn")).toHaveText("CGM202600021");
    await page.getByTestId("detail-back").click();
    await expect(page).toHaveURL(/cgm-list\?(?=.*sn=cgm202600)(?=.*offset=20)/);
    await listShows();
  });
}

// On a busy machine the router shows a navigation a moment after making it: a click on Next in that moment
// once wrote page 2 over the unfiltered address, and Back (or the tab) brought back page 2 of every device
// with an empty SN field. A slowed-down page (CPU throttled 8 times) made that happen on every attempt.
test("Next right after Search keeps the filter on a slow machine, and Back brings both back", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/cgm-list");
  const rows = page.getByTestId("device-table").getByTestId("row");
  await expect(rows.first()).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.getByTestId("filter-sn").fill("cgm202600");
  await page.getByTestId("search").click();
  await page.getByTestId("page-next").click();
  await expect(page).toHaveURL(/cgm-list\?(?=.*sn=cgm202600)(?=.*offset=20)/);
  await expect(page.getByTestId("pagination")).toContainText("2 / 3");
  // Still so once the page has caught up.
  await expect(rows.first().getByTestId("device-sn")).toHaveText("CGM202600021");
  await expect(page).toHaveURL(/cgm-list\?(?=.*sn=cgm202600)(?=.*offset=20)/);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await rows.first().getByRole("link", { name: "CGM202600021", exact: true }).click();
  await expect(page.getByTestId("detail-sn")).toHaveText("CGM202600021");
  await page.goBack();
  await expect(page).toHaveURL(/cgm-list\?(?=.*sn=cgm202600)(?=.*offset=20)/);
  await expect(page.getByTestId("filter-sn")).toHaveValue("cgm202600");
  await expect(rows.first().getByTestId("device-sn")).toHaveText("CGM202600021");
});

test("browser Back returns to the device list with its filter, page and sort (en)", async ({ page }) => {
  await useLanguage(page, "en");
  await signIn(page, ...DEMO.admin);
  await page.goto("/#/cgm-list");
  const rows = page.getByTestId("device-table").getByTestId("row");
  await page.getByTestId("filter-sn").fill("cgm202600");
  await page.getByTestId("search").click();
  await page.getByTestId("page-next").click();
  await expect(page).toHaveURL(/offset=20/);
  await rows.first().getByRole("link", { name: "CGM202600021", exact: true }).click();
  await expect(page.getByTestId("detail-sn")).toHaveText("CGM202600021");
  await page.goBack();
  await expect(page.getByTestId("filter-sn")).toHaveValue("cgm202600");
  await expect(rows.first().getByTestId("device-sn")).toHaveText("CGM202600021");

  // The sort is kept with them: SN descending goes back to the first page, and comes back after Back.
  await page.getByTestId("sort-SN").click();
  await expect(page).toHaveURL(/cgm-list\?(?=.*sn=cgm202600)(?=.*sort=-SN)(?!.*offset=)/);
  await expect(page.getByTestId("sort-SN")).toHaveAttribute("data-direction", "descending");
  const top = await rows.first().getByTestId("device-sn").innerText();
  expect(top > "CGM202600021").toBe(true);
  await rows.first().getByRole("link", { name: top, exact: true }).click();
  await expect(page.getByTestId("detail-sn")).toHaveText(top);
  await page.goBack();
  await expect(page.getByTestId("sort-SN")).toHaveAttribute("data-direction", "descending");
  await expect(rows.first().getByTestId("device-sn")).toHaveText(top);
  await expect(page.getByTestId("filter-sn")).toHaveValue("cgm202600");
});

const FEEDBACK_CASES = [
  { lang: "ar", success: "تمت العملية بنجاح", disabled: "معطّل", active: "نشط", left: true },
  {
    lang: "es",
    success: "Operación realizada correctamente",
    disabled: "Deshabilitado",
    active: "Activo",
    left: false,
  },
];

for (const c of FEEDBACK_CASES) {
  test(`a notice names its object, at the bottom end clear of the header (${c.lang})`, async ({ page }) => {
    await useLanguage(page, c.lang);
    await signIn(page, ...DEMO.admin);
    await page.goto("/#/org-list");
    const org = (number: string) => page.getByTestId(`org-row-${number}`);
    const toggleStatus = async () => {
      await org("ORG-0300").getByTestId("org-more").click();
      await page.getByTestId("org-status").click();
    };
    await org("ORG-0001").getByTestId("org-toggle").click();
    await toggleStatus();
    await page.getByTestId("confirm-ok").click();
    const toast = page.getByTestId("toast-success").last();
    await expect(toast).toHaveText(`${c.success}: Europe Partners`);
    await expect(org("ORG-0300").getByTestId("status")).toHaveText(c.disabled);
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    // Bottom left in Arabic, bottom right otherwise; below the language selector and the user menu.
    const box = (await toast.boundingBox())!;
    const view = page.viewportSize()!;
    expect(box.y).toBeGreaterThan(view.height / 2);
    expect(box.x + box.width / 2 < view.width / 2).toBe(c.left);
    for (const id of ["language-switcher", "user-menu"]) {
      const header = (await page.getByTestId(id).boundingBox())!;
      expect(box.y, id).toBeGreaterThanOrEqual(header.y + header.height);
    }
    await toggleStatus();
    await expect(org("ORG-0300").getByTestId("status")).toHaveText(c.active);
  });
}

const PERSONAL_CASES = [
  { lang: "en", page: "Organisation list", action: "ERP connection", viewOnly: "View only" },
  { lang: "ar", page: "قائمة المؤسسات", action: "الاتصال بـ ERP", viewOnly: "عرض فقط" },
  { lang: "es", page: "Lista de organizaciones", action: "Conexión con ERP", viewOnly: "Solo consulta" },
];

for (const c of PERSONAL_CASES) {
  test(`the personal center names the pages and actions held, not their codes (${c.lang})`, async ({
    page,
  }) => {
    await useLanguage(page, c.lang);
    await signIn(page, ...DEMO.admin);
    await page.getByTestId("user-menu").click();
    await page.getByTestId("open-personal-center").click();
    const held = page.getByTestId("personal-permissions");
    await expect(held.getByTestId("personal-page-org:list")).toContainText(c.page);
    await expect(held.getByTestId("personal-page-org:list")).toContainText(c.action);
    await expect(held).toContainText(c.viewOnly); // a page without actions, such as the personal center
    expect(await held.innerText()).not.toMatch(/[A-Za-z]+:[A-Za-z]+/); // no "org:list:erp"
    await page.screenshot({ path: test.info().outputPath(`personal-${c.lang}.png`), fullPage: true });
  });
}
