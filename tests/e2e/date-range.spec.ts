import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

/*
 * The device detail's date range: presets, dates in the interface language, the range kept in the URL
 * (reload, language switch), the results saying which range they cover in the system time zone, and
 * marked while the dates entered are not a valid range.
 */

const SN = "CGM202600003";
const TZ = "Europe/Berlin";
const DAY = 86_400_000;

/** Today in the system time zone, moved by `days`, as YYYY-MM-DD. */
function day(days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(Date.now());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
const [y, m, d] = [0, 1, 2];
const parts = (iso: string) => iso.split("-");
const us = (iso: string) => `${parts(iso)[m]}/${parts(iso)[d]}/${parts(iso)[y]}`;
const dmy = (iso: string) => `${parts(iso)[d]}/${parts(iso)[m]}/${parts(iso)[y]}`;

const caption = (page: Page) => page.getByTestId("range-shown");
const results = (page: Page) => page.getByTestId("range-results");
const stripMarks = (s: string) => s.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "");

async function openDetail(page: Page) {
  await page.goto(`/?tz=${encodeURIComponent(TZ)}#/device-detail?sn=${SN}`);
  await expect(page.getByTestId("info-sn")).toContainText(SN);
  await expect(caption(page)).toHaveAttribute("data-state", "current");
}

test("presets change the URL and the range shown; a reload keeps it; typed dates follow the language", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await signIn(page, ...DEMO.admin);
  await openDetail(page);
  // Opened without a range: the last 14 days, today included, in US English order.
  await expect(page).toHaveURL(new RegExp(`#/device-detail\\?sn=${SN}$`));
  await expect(page.getByTestId("range-start")).toHaveValue(us(day(-13)));
  await expect(page.getByTestId("range-end")).toHaveValue(us(day()));
  await expect(caption(page)).toHaveText(`Showing ${us(day(-13))} – ${us(day())} (${TZ})`);
  await expect(page.getByTestId("range-hint")).toContainText("11/24/2026");

  await page.getByTestId("range-preset-7d").click();
  await expect(page).toHaveURL(new RegExp(`sn=${SN}&range=7d$`));
  await expect(page.getByTestId("range-preset-7d")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("range-preset-14d")).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("range-start")).toHaveValue(us(day(-6)));
  await expect(caption(page)).toHaveText(`Showing ${us(day(-6))} – ${us(day())} (${TZ})`);

  await page.reload();
  await expect(caption(page)).toHaveText(`Showing ${us(day(-6))} – ${us(day())} (${TZ})`);
  await expect(page.getByTestId("range-preset-7d")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("range-start")).toHaveValue(us(day(-6)));

  // The last 24 hours: to the minute, so the caption shows times.
  await page.getByTestId("range-preset-24h").click();
  await expect(page).toHaveURL(/range=24h$/);
  await expect(caption(page)).toHaveText(
    new RegExp(
      `^Showing ${us(day(-1))}, \\d\\d:\\d\\d\\s[AP]M – ${us(day())}, \\d\\d:\\d\\d\\s[AP]M \\(${TZ}\\)$`,
    ),
  );

  // A date with a six-digit year (what the native field made of a click in its year) is refused.
  await page.getByTestId("range-start").fill("11/11/182026");
  await expect(page.getByTestId("range-error")).toHaveText("Enter a valid date");
  await expect(results(page)).toHaveAttribute("data-stale", "true");

  // Dates typed in the language's order, then searched: kept in the URL as dates.
  await page.getByTestId("range-start").fill(us(day(-3)));
  await page.getByTestId("range-end").fill(us(day(-1)));
  await expect(page.getByTestId("range-error")).toHaveCount(0);
  await expect(caption(page)).toHaveAttribute("data-state", "pending");
  await page.getByTestId("range-end").press("Enter");
  await expect(page).toHaveURL(new RegExp(`sn=${SN}&from=${day(-3)}&to=${day(-1)}$`));
  await expect(caption(page)).toHaveText(`Showing ${us(day(-3))} – ${us(day(-1))} (${TZ})`);
  await expect(results(page)).toHaveAttribute("data-stale", "false");
  await expect(page.getByTestId("range-preset-7d")).toHaveAttribute("aria-pressed", "false");
  // The up arrow moves a date by one day.
  await page.getByTestId("range-end").press("ArrowUp");
  await expect(page.getByTestId("range-end")).toHaveValue(us(day()));

  // Reset: back to the last 14 days, nothing in the URL.
  await page.getByTestId("reset").click();
  await expect(page).toHaveURL(new RegExp(`sn=${SN}$`));
  await expect(caption(page)).toHaveText(`Showing ${us(day(-13))} – ${us(day())} (${TZ})`);
});

test("a language switch keeps the range; Spanish writes day/month; an invalid range marks the results", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await signIn(page, ...DEMO.admin);
  await openDetail(page);
  await page.getByTestId("range-preset-30d").click();
  await expect(caption(page)).toHaveText(`Showing ${us(day(-29))} – ${us(day())} (${TZ})`);
  // The readings count, whatever digit grouping the language uses (3,982 in English, 3982 in Spanish).
  const count = async () => (await page.getByTestId("summary-readings").innerText()).replace(/\D/g, "");
  const readings = await count();

  await page.getByTestId("language-switcher").selectOption("es");
  await expect(page).toHaveURL(/range=30d$/);
  await expect(page.getByTestId("range-start")).toHaveValue(dmy(day(-29)));
  await expect(page.getByTestId("range-end")).toHaveValue(dmy(day()));
  await expect(caption(page)).toHaveText(`Se muestra ${dmy(day(-29))} – ${dmy(day())} (${TZ})`);
  await expect(page.getByTestId("range-preset-30d")).toHaveText("Últimos 30 días");
  await expect(page.getByTestId("range-preset-30d")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("range-hint")).toContainText("24/11/2026");
  expect(await count()).toBe(readings);

  // Start after end: the spec's rule, in Spanish; the old results are marked, and nothing is asked.
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql") && /DeviceGlucose/.test(r.postData() ?? "")) asked.push(r.url());
  });
  await page.getByTestId("range-start").fill(dmy(day(1)));
  await expect(page.getByTestId("range-error")).toHaveText(
    "La fecha de inicio no puede ser posterior a la fecha de fin",
  );
  await expect(page.getByTestId("range-start")).toHaveAttribute("aria-invalid", "true");
  await expect(results(page)).toHaveAttribute("data-stale", "true");
  await expect(caption(page)).toHaveAttribute("data-state", "stale");
  await expect(caption(page)).toContainText(`Se sigue mostrando ${dmy(day(-29))} – ${dmy(day())}`);
  await page.getByTestId("search").click();
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  await expect(page).toHaveURL(/range=30d$/);

  // A day/month order typed in Spanish is read as such (24/11 is not month 24).
  await page.getByTestId("range-start").fill(dmy(day(-2)));
  await page.getByTestId("search").click();
  await expect(page).toHaveURL(new RegExp(`from=${day(-2)}&to=${day()}$`));
  await expect(caption(page)).toHaveText(`Se muestra ${dmy(day(-2))} – ${dmy(day())} (${TZ})`);
  await expect(results(page)).toHaveAttribute("data-stale", "false");

  await page.getByTestId("language-switcher").selectOption("en");
  await expect(page).toHaveURL(new RegExp(`from=${day(-2)}&to=${day()}$`));
  await expect(page.getByTestId("range-start")).toHaveValue(us(day(-2)));
  await expect(caption(page)).toHaveText(`Showing ${us(day(-2))} – ${us(day())} (${TZ})`);
});

test("Arabic: presets, the range shown right to left, and an invalid range marked", async ({
  page,
}, info) => {
  await useLanguage(page, "ar");
  await signIn(page, ...DEMO.admin);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await openDetail(page);
  await page.getByTestId("range-preset-7d").click();
  await expect(page).toHaveURL(/range=7d$/);
  await expect(page.getByTestId("range-preset-7d")).toHaveText(/^آخر (7|٧) أيام$/);
  await expect(caption(page)).toHaveAttribute("data-state", "current");
  // The fields run right to left: the day first, on the right, as the page's other dates.
  await expect(page.getByTestId("range-start")).toHaveAttribute("dir", "rtl");
  expect(stripMarks(await page.getByTestId("range-start").inputValue())).toBe(dmy(day(-6)));
  const startBox = (await page.getByTestId("range-start").boundingBox())!;
  const endBox = (await page.getByTestId("range-end").boundingBox())!;
  expect(startBox.x).toBeGreaterThan(endBox.x); // the start on the right
  const shown = stripMarks(await caption(page).innerText());
  expect(shown).toContain("المعروض");
  expect(shown).toContain(TZ);
  expect(shown.replace(/[٠-٩]/g, (c) => String(c.charCodeAt(0) - 0x660))).toContain(dmy(day(-6)));
  await page.getByTestId("filters").screenshot({ path: info.outputPath("ar-date-range.png") });

  // Typed without marks (as a keyboard does), read day first.
  await page.getByTestId("range-end").fill(dmy(day(-8)));
  await expect(page.getByTestId("range-error")).toHaveText("لا يمكن أن يكون تاريخ البدء بعد تاريخ الانتهاء");
  await expect(results(page)).toHaveAttribute("data-stale", "true");
  await page.screenshot({ path: info.outputPath("ar-date-range-stale.png") });
});
