import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { seriousViolations } from "../support/axe";
import { settled } from "../support/a11yPages";
import { pairDevice } from "../support/pairing";

// bypassCSP: the axe check injects its script.
test.use({ bypassCSP: true });

/** The first demo software package of CGM-S14 (the seed's), by the signed-in page's session. */
async function demoPackage(request: APIRequestContext): Promise<{ id: string; productCode: string }> {
  const res = await request.post("/graphql", {
    data: {
      query: `{ softwareUpgrades(filter: { productCode: "CGM-S14" }) { items { id productCode rollout { id } } } }`,
    },
  });
  const body = (await res.json()) as {
    data: {
      softwareUpgrades: { items: { id: string; productCode: string; rollout: { id: string } | null }[] };
    };
  };
  const free = body.data.softwareUpgrades.items.find((p) => !p.rollout);
  if (!free) throw new Error("no demo software package without a rollout");
  return free;
}

/** A CGM-S14 demo device reports a failed installation of the package (pairing the first free SN). */
async function failedReport(baseURL: string, packageId: string): Promise<string> {
  // Demo SNs CGM2026000NN with NN % 3 != 1 are CGM-S14 (seedDemoDevices); try from the end of the fleet.
  for (const n of [59, 56, 53, 50, 47]) {
    const sn = `CGM${String(202600000 + n).padStart(9, "0")}`;
    const token = await pairDevice(baseURL, sn).catch(() => null);
    if (!token) continue;
    const res = await fetch(`${baseURL}/device/v1/packages/${packageId}/outcome`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ outcome: "FAILED", reason: "Checksum mismatch", version: 19 }),
    });
    expect(res.status).toBe(201);
    return sn;
  }
  throw new Error("no demo device could be paired");
}

async function expectAccessible(page: Page, where: string) {
  await settled(page);
  expect(await seriousViolations(page, where)).toEqual([]);
}

test("prepares, starts, widens and halts a staged rollout on the resource detail", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, "en");
  await signIn(page, ...DEMO.admin);
  const pkg = await demoPackage(page.request);
  await page.goto(`/#/resource-detail?id=${pkg.id}`);
  const panel = page.getByTestId("rollout-panel");
  await expect(panel.getByTestId("rollout-none")).toContainText("offered to every device");
  await expectAccessible(page, "rollout panel without rollout");

  await panel.getByTestId("rollout-create").click();
  const dialog = page.getByTestId("rollout-create-dialog");
  await dialog.getByTestId("field-percent").fill("0");
  await dialog.getByTestId("rollout-create-save").click();
  await expect(dialog.getByTestId("error-percent")).toBeVisible();
  await expectAccessible(page, "prepare rollout dialog");
  await dialog.getByTestId("field-percent").fill("10");
  await dialog.getByTestId("field-maxFailureRate").fill("50");
  await dialog.getByTestId("field-minSample").fill("3");
  await dialog.getByTestId("rollout-create-save").click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId("rollout-state")).toHaveText("Draft");
  await expect(panel.getByTestId("rollout-percent")).toHaveText("10%");
  await expect(panel.getByTestId("rollout-maxFailureRate")).toHaveText("50%");

  await panel.getByTestId("rollout-start").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("Start the rollout of");
  await expectAccessible(page, "start confirmation");
  await page.getByTestId("confirm-ok").click();
  await expect(panel.getByTestId("rollout-state")).toHaveText("Running");

  await panel.getByTestId("rollout-widen").click();
  const widen = page.getByTestId("rollout-widen-dialog");
  await widen.getByTestId("field-percent").fill("5");
  await widen.getByTestId("rollout-widen-save").click();
  await expect(widen.getByTestId("error-percent")).toHaveText(
    "The new target must reach more devices than the current one",
  );
  await expectAccessible(page, "widen dialog");
  await widen.getByTestId("field-percent").fill("30");
  await widen.getByTestId("rollout-widen-save").click();
  await expect(widen).toBeHidden();
  await expect(panel.getByTestId("rollout-percent")).toHaveText("30%");

  // Paused and resumed by hand, each after its confirmation.
  await panel.getByTestId("rollout-pause").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("No device is offered it until you resume");
  await page.getByTestId("confirm-ok").click();
  await expect(panel.getByTestId("rollout-state")).toHaveText("Paused");
  await expect(panel.getByTestId("rollout-pause")).toHaveCount(0);
  await expectAccessible(page, "paused rollout");
  await panel.getByTestId("rollout-resume").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("Resume the rollout of");
  await page.getByTestId("confirm-ok").click();
  await expect(panel.getByTestId("rollout-state")).toHaveText("Running");
  await expect(panel.getByTestId("rollout-percent")).toHaveText("30%");

  // A device reports a failure: it shows in the list and the figures (after the panel's refresh).
  const sn = await failedReport(baseURL!, pkg.id);
  await page.reload();
  const row = panel.getByTestId("rollout-devices").getByTestId("row").filter({ hasText: sn });
  await expect(row).toContainText("Checksum mismatch");
  await expect(row).toContainText("Failed");
  await expect(panel.getByTestId("rollout-figure-failed")).toHaveText("1");
  await expect(panel.getByTestId("rollout-figure-failureRate")).toHaveText("100%");
  await expectAccessible(page, "running rollout with a device");

  await panel.getByTestId("rollout-halt").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("cannot be undone");
  await page.getByTestId("rollout-halt-note").fill("Checksum errors in the field");
  await expectAccessible(page, "halt confirmation");
  await page.getByTestId("confirm-ok").click();
  await expect(panel.getByTestId("rollout-state")).toHaveText("Halted");
  await expect(panel.getByTestId("rollout-halted")).toContainText("Halted by hand");
  await expect(panel.getByTestId("rollout-halted")).toContainText("Checksum errors in the field");
  await expect(panel.getByTestId("rollout-start")).toHaveCount(0);
  await expectAccessible(page, "halted rollout");
});
