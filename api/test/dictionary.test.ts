import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { dictionaries, dictionaryLabels } from "@cgm/db";
import { L10N_MSG, MSG } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { expectConflict, expectFieldErrors, ext, languageId, raceCreates } from "./localisation.fixtures";

const FIELDS = `id parentId key name enName zhName code sort remark children
  labels { languageId languageCode label } createdAt updatedAt`;
const LIST = `query($filter: DictionaryFilter, $sort: DictionarySort, $page: PageInput) {
  dictionaries(filter: $filter, sort: $sort, page: $page) { total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { dictionary(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation($input: DictionaryInput!) { createDictionary(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: DictionaryInput!) { updateDictionary(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteDictionary(id: $id) }`;
const OPTIONS = `query($key: String!, $language: String) {
  dictionaryOptions(key: $key, language: $language) { id key code label labels { languageCode label } children { code label } } }`;

interface Dict {
  id: string;
  parentId: string | null;
  key: string;
  name: string;
  code: string;
  sort: number;
  remark: string | null;
  children: number;
  labels: { languageId: string; languageCode: string; label: string }[];
}
interface Option {
  code: string;
  label: string;
  labels: { languageCode: string; label: string }[];
  children: { code: string; label: string }[];
}

describe.each(testDrivers())("dictionaries on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let operator: Caller;
  const list = (variables: Record<string, unknown>) =>
    admin.gql<{ dictionaries: { total: number; items: Dict[] } }>(LIST, variables);
  const options = (c: Caller, key: string, language?: string) =>
    c.gql<{ dictionaryOptions: Option[] }>(OPTIONS, { key, language });
  const create = async (input: Record<string, unknown>) => {
    const r = await admin.gql<{ createDictionary: Dict }>(CREATE, { input });
    if (!r.data?.createDictionary) throw new Error(JSON.stringify(r.errors));
    return r.data.createDictionary;
  };
  const state = async () => ({
    rows: await t.h.db.select().from(dictionaries).orderBy(dictionaries.id),
    labels: await t.h.db
      .select()
      .from(dictionaryLabels)
      .orderBy(dictionaryLabels.dictionaryId, dictionaryLabels.languageId),
  });

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    operator = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    expect((await operator.login("scope-org", "demo1234")).errors).toBeUndefined();
  });
  afterAll(async () => t?.close());

  it("seeds the dictionaries the console reads, labelled in every language, with a fallback", async () => {
    const roots = (await list({})).data!.dictionaries;
    expect(roots.items.map((d) => d.key)).toEqual([
      "terminalType",
      "upgradeType",
      "anomalyKind",
      "bluetoothState",
    ]);
    expect(roots.items.every((d) => d.labels.length === 12 && d.children > 0)).toBe(true);
    const fr = (await options(admin, "anomalyKind", "fr")).data!.dictionaryOptions;
    expect(fr.map((o) => o.code)).toEqual([
      "SENSOR_ABNORMAL",
      "TEMPERATURE_ABNORMAL",
      "SIGNAL_LOSS",
      "SENSOR_EXPIRED",
      "LOW_BATTERY",
      "CALIBRATION_ERROR",
    ]);
    expect(fr[0]).toMatchObject({ label: "Anomalie du capteur" });
    expect(fr[0]!.labels).toHaveLength(12);
    const label = async (language?: string) =>
      (await options(admin, "BLUETOOTHSTATE", language)).data!.dictionaryOptions[0]!.label;
    expect(await label("zh-TWN")).toBe("已连接");
    expect(await label("ar")).toBe("متصل");
    expect(await label("de")).toBe("Connected"); // no German label: English
    expect(await label()).toBe("Connected");
    expect((await options(admin, "noSuchList", "en")).data!.dictionaryOptions).toEqual([]);
    // Without German or any label at all, the Chinese name serves Chinese and the name everyone else.
    const bare = await create({ key: "bare", name: "Bare list", zhName: "空", code: "BARE" });
    await create({ parentId: bare.id, key: "one", name: "One", zhName: "一", code: "1" });
    expect((await options(admin, "bare", "zh-CN")).data!.dictionaryOptions[0]!.label).toBe("一");
    expect((await options(admin, "bare", "cs")).data!.dictionaryOptions[0]!.label).toBe("One");
  });

  it("gives every signed-in account the option lists, but the dictionary list only to its page", async () => {
    // The operator role lacks system management (sys:dict) yet reads the options other pages show.
    expect(
      (await options(operator, "terminalType", "en")).data!.dictionaryOptions.map((o) => o.label),
    ).toEqual(["Android", "iOS"]);
    expect(ext(await operator.gql(LIST, {}))).toMatchObject({ code: "FORBIDDEN" });
    expect(ext(await operator.gql(CREATE, { input: { key: "x", name: "x", code: "x" } }))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(ext(await new Caller(t.url).gql(OPTIONS, { key: "terminalType" }))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
  });

  it("refuses every rule of spec section 5 with its message, leaving the tables as they were", async () => {
    const before = await state();
    expectFieldErrors(await admin.gql(CREATE, { input: { key: "", name: " ", code: "" } }), {
      key: MSG.required,
      name: MSG.required,
      code: MSG.required,
    });
    expectFieldErrors(
      await admin.gql(CREATE, {
        input: { key: "k".repeat(101), name: "Name", code: "C", remark: "r".repeat(61) },
      }),
      { key: MSG.tooLong, remark: MSG.tooLong },
    );
    expectFieldErrors(await admin.gql(CREATE, { input: { key: "a key!", name: "Name", code: "C/D" } }), {
      key: MSG.specialChars,
      code: MSG.specialChars,
    });
    expectFieldErrors(
      await admin.gql(CREATE, {
        input: { key: "ok", name: "Name", code: "C", labels: [{ languageId: "987654", label: "x" }] },
      }),
      { labels: MSG.invalid },
    );
    expect(await state()).toEqual(before);
  });

  it("holds items and their children, at most three levels, with labels per language", async () => {
    const fr = await languageId(t.h.db, "fr");
    const dict = await create({
      key: "sensorModel",
      name: "Sensor model",
      enName: "Sensor model",
      zhName: "传感器型号",
      code: "SM",
      sort: 50,
      remark: "Models",
    });
    expect(dict).toMatchObject({ parentId: null, children: 0, sort: 50, remark: "Models" });
    const item = await create({
      parentId: dict.id,
      key: "g7",
      name: "G7",
      code: "G7",
      labels: [{ languageId: fr, label: "G7 (fr)" }],
    });
    const child = await create({
      parentId: item.id,
      key: "g7-15",
      name: "G7 15 days",
      code: "G7_15",
      sort: 2,
    });
    await create({ parentId: item.id, key: "g7-10", name: "G7 10 days", code: "G7_10", sort: 1 });
    expect(child.parentId).toBe(item.id);
    expectFieldErrors(
      await admin.gql(CREATE, { input: { parentId: child.id, key: "deep", name: "Deep", code: "D" } }),
      {
        parentId: L10N_MSG.dictTooDeep,
      },
    );
    const below = (await list({ filter: { parentId: item.id } })).data!.dictionaries;
    expect(below.items.map((d) => d.key)).toEqual(["g7-10", "g7-15"]);
    expect((await list({ filter: { parentId: dict.id } })).data!.dictionaries.items[0]).toMatchObject({
      key: "g7",
      children: 2,
    });
    const opts = (await options(admin, "sensorModel", "fr")).data!.dictionaryOptions;
    expect(opts).toEqual([
      expect.objectContaining({
        code: "G7",
        label: "G7 (fr)",
        children: [
          { code: "G7_10", label: "G7 10 days" },
          { code: "G7_15", label: "G7 15 days" },
        ],
      }),
    ]);
    const upd = await admin.gql<{ updateDictionary: Dict }>(UPDATE, {
      id: item.id,
      input: { key: "g7", name: "Dexcom G7", code: "G7", labels: [] },
    });
    expect(upd.data!.updateDictionary).toMatchObject({ name: "Dexcom G7", parentId: dict.id, labels: [] });
    expect((await admin.gql<{ dictionary: Dict }>(ONE, { id: item.id })).data!.dictionary.children).toBe(2);
  });

  it("refuses deleting an entry that has children, naming how many; a leaf goes with its labels", async () => {
    const dict = (await list({ filter: { key: "sensorModel" } })).data!.dictionaries.items[0]!;
    const item = (await list({ filter: { parentId: dict.id } })).data!.dictionaries.items[0]!;
    expectConflict(await admin.gql(DELETE, { id: dict.id }), L10N_MSG.dictHasChildren, 1);
    expectConflict(await admin.gql(DELETE, { id: item.id }), L10N_MSG.dictHasChildren, 2);
    const terminal = (await list({ filter: { key: "terminalType" } })).data!.dictionaries.items[0]!;
    const android = (await list({ filter: { parentId: terminal.id, key: "android" } })).data!.dictionaries
      .items[0]!;
    expect((await admin.gql(DELETE, { id: android.id })).data).toEqual({ deleteDictionary: true });
    const [left] = await t.h.db
      .select({ n: count() })
      .from(dictionaryLabels)
      .where(eq(dictionaryLabels.dictionaryId, Number(android.id)));
    expect(left!.n).toBe(0);
    expect(ext(await admin.gql(ONE, { id: android.id }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps keys unique among siblings ignoring case: a clear CONFLICT, and one winner of 20 parallel creates", async () => {
    const dup = await admin.gql(CREATE, { input: { key: "TERMINALTYPE", name: "Again", code: "T" } });
    expectConflict(dup, L10N_MSG.dictKeyTaken);
    expect(ext(dup).fieldErrors).toEqual({ key: L10N_MSG.dictKeyTaken });
    const upgrade = (await list({ filter: { key: "upgradeType" } })).data!.dictionaries.items[0]!;
    expectConflict(
      await admin.gql(CREATE, {
        input: { parentId: upgrade.id, key: "Forced", name: "Forced 2", code: "F2" },
      }),
      L10N_MSG.dictKeyTaken,
    );
    // The same key below another parent is fine.
    await create({ parentId: upgrade.id, key: "android", name: "Android only", code: "ANDROID_ONLY" });
    await raceCreates(
      admin,
      CREATE,
      { input: { key: "raced", name: "Raced", code: "R" } },
      L10N_MSG.dictKeyTaken,
    );
    const [n] = await t.h.db.select({ n: count() }).from(dictionaries).where(eq(dictionaries.key, "raced"));
    expect(n!.n).toBe(1);
  });
});
