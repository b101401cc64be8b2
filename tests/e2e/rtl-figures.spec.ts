import fs from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "../support/app";
import { pairDevice } from "../support/pairing";

/** A device no other end-to-end test writes to: this test uploads its own abnormal events. */
const SN = "CGM202600033";
/** Isolates, directional marks: invisible, left out when reading what the eye sees. */
const INVISIBLE = /[\u200e\u200f\u061c\u2066-\u2069]/g;

/**
 * The characters of an element's text in the order the eye meets them: line by line, each left to
 * right, every character's box measured where the browser drew it (Range rectangles for HTML, glyph
 * positions for SVG text). A figure that reads right shows here exactly as written (">13.9 mmol/L"); the
 * bidi bug showed "mmol/L 13.9>". Lines are joined with a line break.
 */
async function seen(el: Locator): Promise<string> {
  return el.evaluate((root) => {
    const glyphs: { x: number; y: number; c: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentNode;
      for (let i = 0; i < text.length; i++) {
        let box: { x: number; y: number; width: number } | undefined;
        if (parent instanceof SVGTextContentElement) {
          try {
            const e = parent.getExtentOfChar(i);
            box = { x: e.x, y: e.y + e.height / 2, width: e.width };
          } catch {
            box = undefined;
          }
        } else {
          const r = document.createRange();
          r.setStart(node, i);
          r.setEnd(node, i + 1);
          const b = r.getBoundingClientRect();
          box = { x: b.left, y: b.top + b.height / 2, width: b.width };
        }
        if (box && box.width > 0) glyphs.push({ x: box.x + box.width / 2, y: box.y, c: text[i]! });
      }
    }
    const lines: (typeof glyphs)[] = [];
    for (const g of [...glyphs].sort((a, b) => a.y - b.y)) {
      const line = lines.find((l) => Math.abs(l[0]!.y - g.y) < 4);
      if (line) line.push(g);
      else lines.push([g]);
    }
    return lines
      .map((l) =>
        l
          .sort((a, b) => a.x - b.x)
          .map((g) => g.c)
          .join(""),
      )
      .join("\n");
  });
}

/** The same text as running text of a right-to-left paragraph, as the eye meets it. */
async function seenInArabicText(page: Page, text: string): Promise<string> {
  const id = `rtl-${randomUUID()}`;
  await page.evaluate(
    ([t, testId]) => {
      const p = document.createElement("p");
      p.dir = "rtl";
      p.style.whiteSpace = "nowrap";
      p.textContent = t!;
      p.dataset.testid = testId;
      document.body.appendChild(p);
    },
    [text, id],
  );
  return seen(page.getByTestId(id));
}

/** What a reader sees: invisible marks dropped, a no-break space read as a space. */
const visible = (s: string) =>
  s
    .replace(INVISIBLE, "")
    .replace(/\u00a0/g, " ")
    .trim();

/** Uploads abnormal events with the detail forms devices send, a few minutes ago. */
async function uploadEvents(baseURL: string) {
  const token = await pairDevice(baseURL, SN);
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const anomalies = [
    { ts: at(40), kind: "SIGNAL_LOSS", detail: "78 min" },
    { ts: at(30), kind: "SENSOR_EXPIRED", detail: "14 days" },
    { ts: at(20), kind: "TEMPERATURE_ABNORMAL", detail: "39.5 °C" },
    { ts: at(10), kind: "SENSOR_ABNORMAL", detail: "signal out of range" },
  ];
  const res = await fetch(`${baseURL}/ingest/v1/batches`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ batchId: randomUUID(), devices: [{ sn: SN, anomalies }] }),
  });
  expect(res.status).toBe(200);
}

async function openDetail(page: Page) {
  await page.goto(`/#/device-detail?sn=${SN}`);
  await expect(page.getByTestId("info-sn")).toContainText(SN);
  await expect(page.getByTestId("tir-table")).toBeVisible();
}

// Sharp screenshots: a mirrored "<" or ">" is easy to miss at one pixel per point.
test.use({ deviceScaleFactor: 2 });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, "ar");
  await signIn(page, ...DEMO.admin);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("Arabic: the time-in-range table shows every threshold, range and unit the right way round", async ({
  page,
}, info) => {
  await openDetail(page);
  const limit = (band: string) => page.getByTestId(`tir-${band}`).getByTestId("tir-limit");
  const expected: Record<string, string> = {
    veryHigh: ">13.9 mmol/L",
    high: "10.1–13.9 mmol/L",
    inRange: "3.9–10.0 mmol/L",
    low: "3.0–3.8 mmol/L",
    veryLow: "<3.0 mmol/L",
  };
  for (const [band, text] of Object.entries(expected)) {
    expect(visible(await limit(band).innerText()), band).toBe(text);
    expect(visible(await seen(limit(band))), `${band} as drawn`).toBe(text);
  }
  expect(visible(await seen(page.getByTestId("summary-mean")))).toMatch(/^\d+\.\d mmol\/L$/);
  expect(visible(await seen(page.getByTestId("summary-readings")))).toMatch(/^[\d,]+ \/ [\d,]+$/);
  await page.getByTestId("unit-mgdl").click();
  expect(visible(await seen(limit("veryHigh")))).toBe(">250 mg/dL");
  expect(visible(await seen(limit("low")))).toBe("54–69 mg/dL");
  await page.getByTestId("unit-mmol").click();
  await page.getByTestId("section-summary").screenshot({ path: info.outputPath("ar-time-in-range.png") });
  await page.getByTestId("tir-table").screenshot({ path: info.outputPath("ar-tir-table.png") });
});

test("Arabic: the charts' labels keep glucose values and units the right way round", async ({
  page,
}, info) => {
  await openDetail(page);
  // The curve's mean line: "المتوسط 7.2 mmol/L", the figure drawn left to right inside the SVG.
  const mean = page.getByTestId("glucose-chart").locator("svg text").filter({ hasText: "mmol/L" }).first();
  await expect(mean).toBeVisible();
  const meanText = visible((await mean.textContent()) ?? "");
  expect(meanText).toMatch(/^المتوسط \d+\.\d mmol\/L$/);
  // Drawn as Arabic reads: the word on the right, the figure left to right on its left.
  expect(visible(await seen(mean))).toMatch(/^\d+\.\d mmol\/L \p{Script=Arabic}+$/u);

  // The AGP's tooltip: each percentile "…: 8.4 mmol/L".
  const agp = page.getByTestId("agp-chart").locator("svg").first();
  await expect(agp).toBeVisible();
  await agp.scrollIntoViewIfNeeded();
  const box = (await agp.boundingBox())!;
  const tooltip = page.getByTestId("agp-tooltip-p50");
  await expect(async () => {
    await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await expect(tooltip).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  expect(visible(await tooltip.innerText())).toMatch(/^الوسيط: \d+\.\d mmol\/L$/);
  expect(visible(await seen(tooltip))).toMatch(/^\d+\.\d mmol\/L\s*:\p{Script=Arabic}/u);

  // Time labels of both axes read as the same text does in an Arabic sentence ("11/24" with Arabic's
  // marks was drawn "1124/", "12:00 ص" with its marker on the wrong side).
  for (const chart of ["glucose-chart", "agp-chart"]) {
    const tick = page.getByTestId(chart).locator("svg g text").filter({ hasText: /\d/ }).last();
    const text = (await tick.textContent()) ?? "";
    expect(visible(await seen(tick)), chart).toBe(visible(await seenInArabicText(page, text)));
  }
  await page.getByTestId("section-agp").screenshot({ path: info.outputPath("ar-agp-tooltip.png") });
  await page.getByTestId("section-curve").screenshot({ path: info.outputPath("ar-curve.png") });
});

test("Arabic: event details are written in Arabic, durations and temperatures in its words", async ({
  page,
  baseURL,
}, info) => {
  await uploadEvents(baseURL!);
  await openDetail(page);
  const table = page.getByTestId("anomaly-table");
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  const details = table.getByTestId("event-detail");
  await expect(details.first()).toBeVisible();
  const texts = (await details.allInnerTexts()).slice(0, 4).map(visible);
  // Newest first: signal out of range, 39.5 °C, 14 days, 78 min.
  expect(texts[0]).toBe("الإشارة خارج النطاق");
  expect(texts[1]).toMatch(/^39[.,٫]5\s?°م$/);
  expect(texts[2]).toMatch(/^14 يوم/);
  expect(texts[3]).toMatch(/^78 دقيقة$/);
  for (const t of texts) expect(t).not.toMatch(/min|days|°C|signal/i);
  // Drawn right to left: the number stands to the right of its unit word, where Arabic starts reading.
  expect(visible(await seen(details.nth(3)))).toMatch(/\p{Script=Arabic} ?78$/u);
  await table.screenshot({ path: info.outputPath("ar-events.png") });
});

test("Arabic: the CSV export's glucose header keeps its unit the right way round", async ({ page }) => {
  await page.goto("/#/cgm-list");
  await expect(page.getByTestId("device-table").getByTestId("row").first()).toBeVisible();
  await page.getByTestId("filter-sn").fill("CGM20260001");
  await page.getByTestId("search").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("device-export").click(),
  ]);
  const csv = await fs.readFile(await download.path(), "utf8");
  const [header = "", first = ""] = csv.slice(1).split("\r\n");
  const glucose = header.split(",").find((h) => h.includes("mmol/L"))!;
  expect(glucose).toBe("آخر قيمة للغلوكوز (\u2066mmol/L\u2069)");
  // The values stay plain numbers and times, for spreadsheets to read.
  expect(first).not.toMatch(INVISIBLE);
  // A right-to-left cell shows the header with "mmol/L" the right way round inside its brackets (the
  // brackets' characters are mirrored in right-to-left text, so the closing one is drawn leftmost).
  const drawn = visible(await seenInArabicText(page, glucose));
  expect(drawn.startsWith(")mmol/L(")).toBe(true);
});
