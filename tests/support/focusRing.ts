import type { Page } from "@playwright/test";

/** The focused element's ring: its kind, colour, the colour next to it and their contrast ratio. */
export interface Ring {
  kind: string;
  what: string;
  ring: string;
  next: string;
  ratio: number;
}

/**
 * Measures the focus indicator of the focused element (its outline, else its box-shadow) against the
 * background next to it: its own for a ring drawn inside its edge, its ancestors' for one outside, with
 * translucent layers blended. Plain links keep the browser's `outline: auto` ring, reported in its dark colour.
 */
const styledRing = (page: Page): Promise<Ring | null> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const what =
      el.getAttribute("data-testid") ||
      el.getAttribute("aria-label") ||
      el.textContent?.slice(0, 30) ||
      el.tagName;
    // A date input's calendar button: focus is inside the browser's own shadow tree, the input not :focus.
    if (el instanceof HTMLInputElement && el.type === "date" && !el.matches(":focus"))
      return { kind: "date picker button", what, ring: "", next: "", ratio: 0 };
    // Tab must show where focus is: an element focused without :focus-visible draws no ring.
    if (!el.matches(":focus-visible"))
      return { kind: "not focus-visible", what, ring: "", next: "", ratio: 0 };
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    /** Any CSS colour (rgb, oklch, color-mix, ...) as [r, g, b, alpha 0..1], drawn by the browser. */
    const rgba = (css: string): number[] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "rgba(0, 0, 0, 0)";
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], under: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!));
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const shadow = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^)]*\)/.exec(style.boxShadow)?.[0];
    if (!outline && !shadow) return { kind: "no ring", what, ring: "", next: "", ratio: 0 };
    // A ring inside the element's edge lies on the element's own background, one outside on its parent's.
    const inside = outline ? parseFloat(style.outlineOffset) < 0 : /inset/.test(style.boxShadow);
    const layers: number[][] = [];
    for (let n: HTMLElement | null = inside ? el : el.parentElement; n; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c[3]! > 0) layers.push(c);
      if (c[3]! >= 1) break;
    }
    const next = layers.reduceRight((under, top) => over(top, under), [255, 255, 255]);
    const ring = over(rgba(outline ? style.outlineColor : shadow!), next);
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) =>
        v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [hi, lo] = [lum(ring), lum(next)].sort((a, b) => b - a);
    const kind =
      el.closest('[data-testid="side-menu"]') && el.tagName === "A"
        ? "menu item"
        : el.closest('[data-testid="tab"]') && el.tagName === "A"
          ? "tab"
          : el instanceof HTMLInputElement
            ? el.type === "date"
              ? "date input"
              : "input"
            : el.tagName === "BUTTON"
              ? "button"
              : el.tagName.toLowerCase();
    const hex = (c: number[]) => `rgb(${c.map(Math.round).join(",")})`;
    return {
      kind,
      what,
      ring: hex(ring),
      next: hex(next),
      ratio: Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100,
    };
  });

/**
 * The contrast of the strongest change between two shots of the same box, unfocused then focused: for a
 * ring the browser draws inside a control (a date input's calendar button), where no style can be read.
 */
const strongestChange = (page: Page, before: Buffer, after: Buffer): Promise<number> =>
  page.evaluate(
    async ({ a, b }) => {
      const decode = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = document.createElement("canvas");
        [canvas.width, canvas.height] = [img.width, img.height];
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, img.width, img.height).data;
      };
      const [x, y] = await Promise.all([decode(a), decode(b)]);
      const lum = (d: Uint8ClampedArray, i: number) => {
        const [r, g, bl] = [d[i]!, d[i + 1]!, d[i + 2]!].map((v) =>
          v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
        );
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
      };
      let best = 1;
      for (let i = 0; i < Math.min(x.length, y.length); i += 4) {
        const [hi, lo] = [lum(x, i), lum(y, i)].sort((m, n) => n - m);
        best = Math.max(best, (hi! + 0.05) / (lo! + 0.05));
      }
      return Math.round(best * 100) / 100;
    },
    { a: before.toString("base64"), b: after.toString("base64") },
  );

/**
 * The focused element's ring. `unfocused` gives a shot of a date input taken before it had focus, to
 * measure its calendar button's ring by the pixels it changes.
 */
export async function focusRing(
  page: Page,
  unfocused: (testId: string) => Buffer | undefined,
): Promise<Ring | null> {
  const ring = await styledRing(page);
  if (ring?.kind !== "date picker button") return ring;
  const before = unfocused(ring.what);
  if (!before) return ring;
  const after = await page.getByTestId(ring.what).screenshot();
  return { ...ring, ratio: await strongestChange(page, before, after) };
}
