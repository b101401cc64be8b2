import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { languageSchema, centerSchema, dictionarySchema } from "@cgm/domain";
import { readListState, toggledSort, writeListState } from "../src/ui/list/urlState";
import { fieldMeta } from "../src/ui/list/schemaMeta";
import { toCsv } from "../src/ui/list/exportList";
import { tabKey, withTab, withoutTab } from "../src/layout/useTabs";
import { readDraft, writeDraft } from "../src/ui/list/draftParams";
import type { CellContext, ListColumn } from "../src/ui/list/types";

const FILTERS = ["language", "languageCode"];
const SORTS = ["LANGUAGE", "LANGUAGE_CODE"];
const DEFAULT = { field: "LANGUAGE_CODE", direction: "ASC" } as const;

describe("list state kept in the URL", () => {
  it("reads filters, page and sort, and writes them back with the defaults left out", () => {
    const p = new URLSearchParams("language=Eng&offset=40&limit=20&sort=-LANGUAGE&tz=Europe%2FBerlin");
    const s = readListState(p, FILTERS, SORTS, DEFAULT);
    expect(s).toEqual({
      filter: { language: "Eng" },
      offset: 40,
      limit: 20,
      sort: { field: "LANGUAGE", direction: "DESC" },
    });
    const back = writeListState(p, s, FILTERS, DEFAULT);
    expect(back.toString()).toBe("tz=Europe%2FBerlin&language=Eng&offset=40&sort=-LANGUAGE");
    const plain = writeListState(back, { filter: {}, offset: 0, limit: 20, sort: DEFAULT }, FILTERS, DEFAULT);
    expect(plain.toString()).toBe("tz=Europe%2FBerlin");
  });

  it("ignores what a hand-edited URL cannot mean: odd page sizes, negative or huge offsets, unknown sorts and filters", () => {
    const p = new URLSearchParams(`limit=7&offset=-5&sort=PASSWORD&secret=1&language=${"x".repeat(500)}`);
    const s = readListState(p, FILTERS, SORTS, DEFAULT);
    expect(s.limit).toBe(20);
    expect(s.offset).toBe(0);
    expect(s.sort).toEqual(DEFAULT);
    expect(Object.keys(s.filter)).toEqual(["language"]);
    expect(s.filter.language).toHaveLength(200);
    expect(readListState(new URLSearchParams("offset=1e300"), FILTERS, SORTS, DEFAULT).offset).toBe(0);
    expect(readListState(new URLSearchParams("offset=45&limit=10"), FILTERS, SORTS, DEFAULT).offset).toBe(40);
  });

  it("sorts ascending on the first click of a column and descending on the second", () => {
    expect(toggledSort(DEFAULT, "LANGUAGE")).toEqual({ field: "LANGUAGE", direction: "ASC" });
    expect(toggledSort({ field: "LANGUAGE", direction: "ASC" }, "LANGUAGE")).toEqual({
      field: "LANGUAGE",
      direction: "DESC",
    });
    expect(toggledSort({ field: "LANGUAGE", direction: "DESC" }, "LANGUAGE")).toEqual({
      field: "LANGUAGE",
      direction: "ASC",
    });
  });
});

describe("tabs of list pages with their filters in the URL", () => {
  it("keeps one tab per list page, following its latest filters, and one per detail page", () => {
    let tabs = withTab([], { path: "/i18n-language" });
    tabs = withTab(tabs, { path: "/i18n-language?language=En" });
    tabs = withTab(tabs, { path: "/device-detail?sn=A" });
    tabs = withTab(tabs, { path: "/device-detail?sn=B" });
    expect(tabs.map((t) => t.path)).toEqual([
      "/home",
      "/i18n-language?language=En",
      "/device-detail?sn=A",
      "/device-detail?sn=B",
    ]);
    expect(tabKey("/i18n-language?offset=20")).toBe("/i18n-language");
    const closed = withoutTab(tabs, "/i18n-language?language=En", "/i18n-language?language=En");
    expect(closed.next).toBe("/device-detail?sn=A");
  });
});

describe("form rules read from the domain schema", () => {
  it("marks required fields and their limits as the API enforces them", () => {
    expect(fieldMeta(languageSchema, "language")).toEqual({ required: true, max: 30 });
    expect(fieldMeta(languageSchema, "languageCode")).toEqual({ required: true, max: 10 });
    expect(fieldMeta(dictionarySchema, "remark")).toEqual({ required: false, max: 60 });
    expect(fieldMeta(centerSchema, "countryIds")).toEqual({ required: true, max: undefined });
    expect(fieldMeta(languageSchema, "nothing")).toEqual({ required: false });
  });
});

describe("CSV export of a list", () => {
  const ctx = {
    intl: {} as CellContext["intl"],
    fmt: {
      number: (n: number) => `n${n}`,
      dateTime: (v: string) => `d${v}`,
      shortDate: (v: string) => v,
      timeZone: "UTC",
    },
  } as unknown as CellContext;
  type Row = { id: string; name: string; code: string; count: number; at: string };
  const cols: ListColumn<Row>[] = [
    { key: "name" },
    { key: "code" },
    { key: "count", kind: "number" },
    { key: "at", kind: "datetime" },
  ];
  it("writes a header row and one row per record, quoting commas and defusing formulas, keeping area codes", () => {
    const rows: Row[] = [
      { id: "1", name: 'Ünïcode, "quoted"', code: "+86", count: 3, at: "2026-10-25T01:00:00Z" },
      { id: "2", name: '=HYPERLINK("x")', code: "-cmd|calc", count: 0, at: "" },
    ];
    const csv = toCsv(rows, cols, (c) => c.key.toUpperCase(), ctx);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1)).data;
    expect(parsed[0]).toEqual(["NAME", "CODE", "COUNT", "AT"]);
    expect(parsed[1]).toEqual(['Ünïcode, "quoted"', "+86", "3", "d2026-10-25T01:00:00Z"]);
    expect(parsed[2]).toEqual(['\'=HYPERLINK("x")', "'-cmd|calc", "0", ""]);
  });
});

describe("the older list pages' filters in the URL", () => {
  const EMPTY = { orgId: "", includeSub: false, keyword: "" };
  it("writes only what differs from the empty filter, switches as 1/0, and reads it back", () => {
    const p = writeDraft(
      new URLSearchParams("tz=UTC&offset=20"),
      { orgId: "7", includeSub: true, keyword: "" },
      EMPTY,
    );
    expect(p.toString()).toBe("tz=UTC&offset=20&orgId=7&includeSub=1");
    expect(readDraft(p, EMPTY)).toEqual({ orgId: "7", includeSub: true, keyword: "" });
    expect(readDraft(new URLSearchParams("includeSub=0&other=x"), EMPTY)).toEqual(EMPTY);
  });
  it("keeps a one-text filter under q", () => {
    expect(writeDraft(new URLSearchParams(), "oper", "").toString()).toBe("q=oper");
    expect(readDraft(new URLSearchParams("q=oper"), "")).toBe("oper");
    expect(writeDraft(new URLSearchParams("q=oper"), "  ", "").toString()).toBe("");
  });
});
