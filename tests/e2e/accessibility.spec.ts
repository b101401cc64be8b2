import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { seriousViolations } from "../support/axe";
import { focusRing, type Ring } from "../support/focusRing";
import {
  ACTION_STATES,
  DIALOGS,
  FIXED_PAGES,
  PUBLIC_PAGES,
  closeDialogs,
  grantedRoutes,
  settled,
} from "../support/a11yPages";

// Issue 16: every page and one open dialog per page, WCAG 2.1 A and AA, in a left-to-right, a right-to-left
// and a Chinese interface; one browser session per language.
test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });

async function checkDialog(page: Page, where: string, opener: string): Promise<string[]> {
  await page.getByTestId(opener).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await settled(page);
  const found = await seriousViolations(page, `${where} dialog`);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  return found;
}

/** Chinese as "中文 (TWN)": it shares the simplified catalogue but must carry its own lang tag. */
const LANGS = [
  { lang: "en", tag: "en" },
  { lang: "ar", tag: "ar" },
  { lang: "zh-TWN", tag: "zh-TW" },
];

for (const { lang, tag } of LANGS) {
  test(`axe finds no critical or serious violation on any page or dialog (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    await useLanguage(page, lang);
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(`/#${path}`);
      await expect(page.locator("#root > *").first()).toBeVisible();
      await settled(page);
      found.push(...(await seriousViolations(page, path)));
    }
    await signIn(page, ...DEMO.admin);
    await expect(page.locator("html")).toHaveAttribute("lang", tag);
    const routes = [...FIXED_PAGES, ...(await grantedRoutes(page))];
    for (const route of routes) {
      await page.goto(`/#/${route}`);
      await expect(page.getByTestId("page-title")).not.toBeEmpty();
      await settled(page);
      found.push(...(await seriousViolations(page, route)));
      for (const opener of [DIALOGS[route] ?? []].flat())
        found.push(...(await checkDialog(page, route, opener)));
    }
    // A detail page, reached from its list.
    await page.goto("/#/cgm-list");
    await page.getByTestId("device-detail-link").first().click();
    await expect(page).toHaveURL(/#\/device-detail/);
    await settled(page);
    found.push(...(await seriousViolations(page, "device-detail")));
    expect(found).toEqual([]);
    // No chart label runs off its chart, in either direction (the mean line's did in Arabic).
    await expect(page.locator("svg text").first()).toBeVisible();
    const offChart = await page.evaluate(() =>
      Array.from(document.querySelectorAll("svg")).flatMap((svg) => {
        const box = svg.getBoundingClientRect();
        return Array.from(svg.querySelectorAll("text"))
          .filter((t) => {
            const r = t.getBoundingClientRect();
            return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
          })
          .map((t) => t.textContent);
      }),
    );
    expect(offChart).toEqual([]);
  });
}

for (const { lang } of LANGS) {
  test(`axe finds no critical or serious violation in the states actions lead to (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(page, lang);
    await signIn(page, ...DEMO.admin);
    const found: string[] = [];
    for (const state of ACTION_STATES) {
      await test.step(state.name, () => state.reach(page));
      if (!state.busy) await settled(page);
      found.push(...(await seriousViolations(page, state.name)));
      await closeDialogs(page);
    }
    expect(found).toEqual([]);
  });
}

// WCAG 1.4.11: the focus indicator needs 3:1 against the colours next to it (axe does not measure it). Every
// Tab stop of a list page from the top, through the side menu, the tabs, the filters and the table.
for (const lang of ["en", "ar"]) {
  test(`every focus ring on a list page has at least 3:1 against its background (${lang})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await useLanguage(page, lang);
    await signIn(page, ...DEMO.admin);
    await page.goto("/#/org-list");
    await page.goto("/#/cgm-list"); // two tabs open
    await page.reload();
    await expect(page.getByTestId("row").first()).toBeVisible();
    await settled(page);
    const unfocused = new Map<string, Buffer>();
    for (const date of await page.locator('input[type="date"]').all())
      unfocused.set((await date.getAttribute("data-testid"))!, await date.screenshot());
    const rings: Ring[] = [];
    for (let i = 0; i < 70; i++) {
      await page.keyboard.press("Tab");
      const ring = await focusRing(page, (id) => unfocused.get(id));
      if (ring) rings.push(ring);
    }
    await test.info().attach(`focus rings (${lang})`, {
      body: rings.map((r) => `${r.kind}\t${r.what}\t${r.ring} on ${r.next}\t${r.ratio}:1`).join("\n"),
      contentType: "text/plain",
    });
    const kinds = new Set(rings.map((r) => r.kind));
    // The list's date filters are typed text fields (the date-range picker), no native date inputs now.
    for (const kind of ["button", "input", "select", "menu item", "tab"]) expect(kinds).toContain(kind);
    expect(rings.filter((r) => r.ratio < 3)).toEqual([]);
  });
}

/** The element focused now, by its test id (or tag name). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("data-testid") || el?.id || el?.tagName.toLowerCase() || "";
  });

/** Presses Tab until the element with this test id has focus (if it has not already); returns the presses. */
async function tabTo(page: Page, testId: string, max: number): Promise<number> {
  if ((await focused(page)) === testId) return 0;
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press("Tab");
    if ((await focused(page)) === testId) return n;
  }
  throw new Error(`${testId} not reached in ${max} Tab presses (at ${await focused(page)})`);
}

test("keyboard only: sign in, skip to content, reach a list's actions, dialog traps and returns focus", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await page.goto("/#/login");
  await expect(page.getByTestId("login-submit")).toBeVisible();
  await tabTo(page, "field-account", 5);
  await page.keyboard.type(DEMO.admin[0]);
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO.admin[1]);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("layout")).toBeVisible();

  // The skip link is the first Tab stop, visible when focused, and lands in the page's content.
  await page.goto("/#/cgm-list");
  await page.reload();
  await expect(page.getByTestId("row").first()).toBeVisible();
  await page.keyboard.press("Tab");
  expect(await focused(page)).toBe("skip-link");
  const skip = page.getByTestId("skip-link");
  await expect(skip).toBeInViewport();
  await expect(skip).toHaveText("Skip to main content");
  await page.keyboard.press("Enter");
  expect(await focused(page)).toBe("main-content");
  // From the content: the filters (each date a text field), then the list's buttons; 51 presses
  // from the side menu before the skip link.
  await tabTo(page, "device-add", 25);

  // A row's action is reachable and in view (not clipped behind a sideways scroll).
  await tabTo(page, "device-detail-link", 40);
  await expect(page.getByTestId("device-detail-link").first()).toBeInViewport({ ratio: 1 });

  // The dialog keeps focus inside and gives it back to its button on Escape.
  await page.getByTestId("device-add").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("device-add")).toBeFocused();

  // After a route change focus is on the new page's heading, so it is announced.
  await page.getByTestId("menu-org:list").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#\/org-list$/);
  await expect(page.getByTestId("page-title")).toBeFocused();
  await expect(page.getByTestId("page-title")).toHaveText("Organisation list");
});
