import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";

test.beforeEach(async ({ page }) => useLanguage(page, "en"));

async function setZone(page: Page, search: string, zone: string) {
  await page.getByTestId("tz-search").fill(search);
  await page.getByTestId("tz-select").selectOption(zone);
  await expect(page.getByTestId("tz-pending")).toContainText(zone);
  await page.getByTestId("tz-save").click();
  await expect(page.getByText("Successfully Set").first()).toBeVisible();
  await expect(page.getByTestId("tz-current")).toContainText(zone);
}

const updatedCell = (page: Page) =>
  page.getByTestId("language-table").getByTestId("row").first().getByRole("cell").nth(4);

/** The update time the language list shows for English (US): its text, and its clock in minutes. */
async function englishUpdated(page: Page): Promise<{ text: string; clock: number }> {
  await page.goto("/#/i18n-language?language=English%20(US)");
  await expect(updatedCell(page)).toHaveText(/\d{2}:\d{2}/);
  const text = (await updatedCell(page).textContent()) ?? "";
  const [, h, m] = /(\d{2}):(\d{2})/.exec(text) ?? [];
  return { text, clock: Number(h) * 60 + Number(m) };
}

test("sets the system time zone from a searchable list, and the console's dates follow it", async ({
  page,
}) => {
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-sys:settings").click();
  await expect(page).toHaveURL(/#\/sys-settings$/);
  const before = (await page.getByTestId("tz-current").textContent()) ?? "";
  const original = /: (\S+) \(/.exec(before)?.[1] ?? "Asia/Shanghai";
  try {
    await setZone(page, "tokyo", "Asia/Tokyo");
    const tokyo = await englishUpdated(page);
    await page.goto("/#/sys-settings");
    await setZone(page, "dubai", "Asia/Dubai");
    const dubai = await englishUpdated(page);
    // Tokyo is 5 hours ahead of Dubai and neither has summer time: the same instant reads so (on a
    // 12-hour clock, hence modulo 12 hours).
    expect((tokyo.clock - dubai.clock + 720) % 720).toBe(300);
    // A tz parameter overrides it for this console (and is kept as its default).
    await page.goto("/?tz=Asia%2FTokyo#/i18n-language?language=English%20(US)");
    await expect(updatedCell(page)).toHaveText(tokyo.text);
  } finally {
    await page.goto("/#/sys-settings");
    await setZone(page, original.split("/").pop()?.replace(/_/g, " ") ?? "", original);
  }
});

test("the picker is refused to an operator, and a bad zone is refused by the server", async ({ page }) => {
  await signIn(page, ...DEMO.operator);
  await page.goto("/#/sys-settings");
  await expect(page.getByTestId("tz-save")).toHaveCount(0);
  const res = await page.request.post("/graphql", {
    data: { query: 'mutation { setSystemTimeZone(input: { timeZone: "Mars/Olympus" }) }' },
    headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|BAD_USER_INPUT|UNAUTHENTICATED/);
});
