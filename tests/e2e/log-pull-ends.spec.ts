import { expect, test as base, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { startOwnServer } from "../support/ownServer";
import { catalogue, requestPull, rowOf } from "../support/logPull";

/**
 * Issue 12: the ends of a pull no simulator shows: a device that sent nothing in the period (No pullable
 * logs found) and a pull no app answers, which expires while the page watches. A server of its own: the
 * expiry is short (10 s, LOG_PULL_EXPIRY's least), and the device without readings is one more device
 * than the shared server's specs count.
 */
const test = base.extend<object, { ownServer: string }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const server = await startOwnServer(150_000, { LOG_PULL_EXPIRY: "10s" });
      await use(server.baseURL);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer),
});
test.use({ viewport: { width: 1440, height: 900 } });

/** Registers a device that never sent a reading, through the API as the signed-in administrator. */
async function deviceWithoutReadings(page: Page, sn: string) {
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const body = (await (await page.request.post("/graphql", { data: { query, variables } })).json()) as {
      data: Record<string, unknown>;
      errors?: unknown[];
    };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const { organisationOptions } = (await gql(`{ organisationOptions { id name } }`)) as {
    organisationOptions: { id: number; name: string }[];
  };
  const orgId = organisationOptions.find((o) => o.name === "Beijing Clinic")!.id;
  await gql(`mutation($input: DeviceInput!) { createDevice(input: $input) { sn } }`, {
    input: { sn, goodsCode: "CGM-S15", orgId },
  });
}

const RUNS = [
  { lang: "en", dir: "ltr", sn: "CGM202600020", silent: "NOLOGS0000EN" },
  { lang: "ar", dir: "rtl", sn: "CGM202600021", silent: "NOLOGS0000AR" },
];

for (const run of RUNS) {
  test(`says when a device has no logs, and shows a pull no app answers expire, live (${run.lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = catalogue(run.lang);
    await useLanguage(page, run.lang);
    await signIn(page, ...DEMO.admin);
    await deviceWithoutReadings(page, run.silent);
    await page.goto("/#/sys-app-log");
    await expect(page.locator("html")).toHaveAttribute("dir", run.dir);

    // The SN exists but its device sent no readings in the period: nothing to pull.
    const refused = await requestPull(page, run.silent, "7");
    await expect(refused.getByTestId("logPull-error")).toHaveText(t["logPull.noLogs"]!);
    await refused.getByTestId("form-cancel").click();
    await expect(refused).toHaveCount(0);

    // Nobody answers (no simulator runs here): after the expiry the row turns Expired, with its note,
    // on the page as it is (no reload), and offers nothing to view or download.
    await page.evaluate(() => Reflect.set(window, "e2eSamePage", true));
    await requestPull(page, run.sn, "1");
    await expect(rowOf(page, run.sn, "RETRIEVING")).toHaveCount(1);
    const expired = rowOf(page, run.sn, "EXPIRED");
    await expect(expired).toHaveCount(1, { timeout: 40_000 });
    await expect(rowOf(page, run.sn, "RETRIEVING")).toHaveCount(0);
    await expect(expired.getByTestId("logPull-status")).toContainText(t["logPull.status.EXPIRED"]!);
    await expect(expired.getByTestId("logPull-expired")).toHaveText(t["logPull.expiredNote"]!);
    await expect(expired.getByTestId("logPull-view")).toHaveCount(0);
    await expect(expired.getByTestId("logPull-download")).toHaveCount(0);
    expect(await page.evaluate(() => Reflect.get(window, "e2eSamePage"))).toBe(true);
  });
}
