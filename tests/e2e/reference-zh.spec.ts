import { expect, test } from "@playwright/test";
import { DEMO, signIn, useLanguage, toastsGone } from "../support/app";
import { cell, openCountries, optionValue, row, table, uploadIcon } from "../support/country";

/**
 * The reference data screens in Chinese (issue 10, "Done when": every screen works in Chinese): the
 * console switched to 简体中文, then countries and centers added, edited and deleted, with the form's
 * and the server's messages, the notices and the names in Chinese.
 */

const REQUIRED = "此项为必填项";

test("country management in Chinese: switched to 简体中文, adds, edits and deletes a country", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await openCountries(page);
  await page.getByTestId("language-switcher").selectOption("zh-CN");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByTestId("country-add")).toHaveText("新增国家");
  await expect(table(page).getByRole("columnheader")).toHaveText([
    "图标",
    /国家/,
    /国家代码/,
    /电话区号/,
    "中心",
    "默认语言",
    /更新时间/,
    "操作",
  ]);
  // Country and language names in Chinese: the country's stored translation, the language's from Intl.
  await expect(cell(page, "CN", 1)).toHaveText("中国");
  await expect(cell(page, "JP", 1)).toHaveText("日本");
  await expect(cell(page, "CN", 5)).toHaveText("中文（中国）");
  await expect(row(page, "CN").getByTestId("country-icon")).toHaveAttribute("alt", "中国");

  await page.getByTestId("country-add").click();
  const form = page.getByTestId("country-form");
  await expect(form).toContainText("新增国家");
  await page.getByTestId("form-save").click();
  for (const f of ["country", "countryCode", "phoneAreaCode", "centerId", "defaultLanguageId"])
    await expect(page.getByTestId(`error-${f}`)).toHaveText(REQUIRED);
  await expect(page.getByTestId("upload-error-iconFileId")).toHaveText(REQUIRED);
  await page.getByTestId("field-countryCode").fill("C-N");
  await expect(page.getByTestId("error-countryCode")).toHaveText("不允许输入特殊字符");

  await uploadIcon(page);
  await expect(page.getByTestId("upload-progress-iconFileId")).toContainText("已上传");
  await page.getByTestId("field-country").fill("测试国");
  await page.getByTestId("field-countryCode").fill("cn"); // CN exists, in another case
  await page.getByTestId("field-phoneAreaCode").fill("+999");
  await page
    .getByTestId("field-centerId")
    .selectOption(await optionValue(page, "field-centerId", "Americas"));
  // The language select names each language in Chinese too: "英语 (en)".
  await page
    .getByTestId("field-defaultLanguageId")
    .selectOption(await optionValue(page, "field-defaultLanguageId", "英语 (en)"));
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId("error-countryCode")).toHaveText("已存在使用该代码的国家");
  await page.getByTestId("field-countryCode").fill("AAZ"); // sorts first: on the first page
  await page.getByTestId("form-save").click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId("toast-success").first()).toContainText("操作成功");
  await expect(cell(page, "AAZ", 1)).toHaveText("测试国");
  await expect(cell(page, "AAZ", 5)).toHaveText("英语");
  await toastsGone(page);

  await row(page, "AAZ").getByTestId("country-edit").click();
  await expect(form).toContainText("编辑国家");
  await page.getByTestId("field-country").fill("测试国".repeat(11));
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId("error-country")).toHaveText("最多 30 个字符");
  await page.getByTestId("field-country").fill("测试国二");
  await page.getByTestId("form-save").click();
  await expect(form).toBeHidden();
  await expect(cell(page, "AAZ", 1)).toHaveText("测试国二");
  await toastsGone(page);

  await row(page, "AAZ").getByTestId("country-delete").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText(
    "确定删除国家“测试国二”吗？国家相关配置将受到影响。",
  );
  await page.getByTestId("confirm-ok").click();
  await expect(row(page, "AAZ")).toHaveCount(0);
  await toastsGone(page);

  // Refused while clients support it, saying how many, in Chinese.
  await row(page, "CN").getByTestId("country-delete").click();
  await page.getByTestId("confirm-ok").click();
  await expect(page.getByTestId("toast-error")).toContainText(/有 \d+ 个客户端支持该国家/);
  await expect(row(page, "CN")).toBeVisible();
});

test("center management in Chinese: adds, edits and deletes a center with its messages in Chinese", async ({
  page,
}) => {
  await useLanguage(page, "zh-CN");
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-i18n:center").click();
  await expect(page).toHaveURL(/#\/i18n-center$/);
  const centers = page.getByTestId("center-table");
  const center = (code: string) =>
    centers.getByTestId("row").filter({ has: page.getByRole("cell", { name: code, exact: true }) });
  await expect(centers.getByRole("columnheader")).toHaveText([
    /中心名称/,
    /中心代码/,
    /域名地址/,
    "关联组织",
    "支持的国家",
    /更新时间/,
    "操作",
  ]);
  await expect(center("CN").getByRole("cell").nth(4)).toContainText("中国");
  await expect(center("CN").getByRole("cell").nth(4)).toContainText("日本");

  await page.getByTestId("center-add").click();
  const form = page.getByTestId("center-form");
  await expect(form).toContainText("新增中心");
  await page.getByTestId("form-save").click();
  for (const f of ["name", "centerCode", "domain", "orgId"])
    await expect(page.getByTestId(`error-${f}`)).toHaveText(REQUIRED);
  await expect(page.getByTestId("error-countryIds")).toHaveText("请至少选择一个国家");
  await page.getByTestId("field-name").fill("中".repeat(21));
  await page.getByTestId("field-centerCode").fill("new code");
  await page.getByTestId("field-domain").fill("http://west.example.com");
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId("error-name")).toHaveText("最多 20 个字符");
  await expect(page.getByTestId("error-centerCode")).toHaveText("不允许输入特殊字符");
  await expect(page.getByTestId("error-domain")).toHaveText("请输入主机名或 https:// 地址");

  await page.getByTestId("field-name").fill("华西中心");
  await page.getByTestId("field-centerCode").fill("emea"); // exists, in another case
  await page.getByTestId("field-domain").fill("west.cgm.example.com");
  await page.getByTestId("field-orgId").selectOption(await optionValue(page, "field-orgId", "South Region"));
  // The countries to choose from are named in Chinese.
  await page.getByTestId("field-countryIds").getByText("日本 (JP)", { exact: true }).click();
  await page.getByTestId("field-countryIds").getByText("新加坡 (SG)", { exact: true }).click();
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId("error-centerCode")).toHaveText("已存在使用该代码的中心");
  await page.getByTestId("field-centerCode").fill("ZHW");
  await page.getByTestId("form-save").click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId("toast-success").first()).toContainText("操作成功");
  const cells = center("ZHW").getByRole("cell");
  await expect(cells.nth(0)).toHaveText("华西中心");
  await expect(cells.nth(4)).toHaveText("日本、新加坡");
  await toastsGone(page);

  await center("ZHW").getByTestId("center-edit").click();
  await expect(form).toContainText("编辑中心");
  await page.getByTestId("field-name").fill("华西中心二");
  await page.getByTestId("field-countryIds").getByText("日本 (JP)", { exact: true }).click(); // untick
  await page.getByTestId("form-save").click();
  await expect(form).toBeHidden();
  await expect(cells.nth(0)).toHaveText("华西中心二");
  await expect(cells.nth(4)).toHaveText("新加坡");
  await toastsGone(page);

  await center("ZHW").getByTestId("center-delete").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText(
    "确定删除中心“华西中心二”吗？中心相关配置将受到影响。",
  );
  await page.getByTestId("confirm-ok").click();
  await expect(center("ZHW")).toHaveCount(0);
  await toastsGone(page);

  // Refused while countries belong to it, saying how many, in Chinese.
  await center("CN").getByTestId("center-delete").click();
  await page.getByTestId("confirm-ok").click();
  await expect(page.getByTestId("toast-error")).toContainText(/有 \d+ 个国家属于该中心/);
  await expect(center("CN")).toBeVisible();
});

test("dictionary list in Chinese: a dictionary and an item with their names, rules and deletes in Chinese", async ({
  page,
}) => {
  const key = `e2eZh${Date.now() % 100000}`;
  await useLanguage(page, "zh-CN");
  await signIn(page, ...DEMO.admin);
  await page.getByTestId("menu-sys:dict").click();
  await expect(page).toHaveURL(/#\/sys-dict$/);
  const level = (resource: string) => page.getByTestId(`${resource}-table`);
  const entry = (resource: string, k: string) =>
    level(resource)
      .getByTestId("row")
      .filter({ has: page.getByRole("cell", { name: k, exact: true }) });
  /** The "name in your language" cell (key, name, then it). */
  const label = (resource: string, k: string) => entry(resource, k).getByRole("cell").nth(2);
  await expect(level("dictionary").getByRole("columnheader").nth(2)).toHaveText("当前语言名称");
  await expect(label("dictionary", "bluetoothState")).toHaveText("蓝牙状态");

  await page.getByTestId("dictionary-add").click();
  const form = page.getByTestId("dictionary-form");
  await expect(form).toContainText("新增字典");
  await form.getByTestId("form-save").click();
  for (const f of ["key", "name", "code"]) await expect(form.getByTestId(`error-${f}`)).toHaveText(REQUIRED);
  await form.getByTestId("field-key").fill("传感器 类型!");
  await form.getByTestId("field-remark").fill("备".repeat(61));
  await form.getByTestId("form-save").click();
  await expect(form.getByTestId("error-key")).toHaveText("不允许输入特殊字符");
  await expect(form.getByTestId("error-remark")).toHaveText("最多 60 个字符");
  await form.getByTestId("field-key").fill(key);
  await form.getByTestId("field-name").fill("Sensor type");
  await form.getByTestId("field-zhName").fill("传感器类型");
  await form.getByTestId("field-code").fill("SENSOR_ZH");
  await form.getByTestId("field-remark").fill("");
  await form.getByTestId("form-save").click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId("toast-success").last()).toContainText("操作成功");
  await expect(label("dictionary", key)).toHaveText("传感器类型");

  await entry("dictionary", key).getByTestId("dictionary-open").click();
  await expect(page.getByTestId("dictionary-trail")).toHaveText(/字典.*传感器类型/);
  await expect(page.getByTestId("empty")).toHaveText("暂无数据");
  await page.getByTestId("dictionaryItem-add").click();
  const item = page.getByTestId("dictionaryItem-form");
  await expect(item).toContainText("新增字典项");
  // Each label is named by its language, in Chinese.
  await expect(item.getByLabel("中文（中国） (zh-CN)", { exact: true })).toHaveAttribute(
    "data-testid",
    "field-label-zh-CN",
  );
  await item.getByTestId("field-key").fill("glucose");
  await item.getByTestId("field-name").fill("Glucose sensor");
  await item.getByTestId("field-code").fill("GLUCOSE");
  await item.getByTestId("field-label-zh-CN").fill("葡萄糖传感器");
  await item.getByTestId("form-save").click();
  await expect(item).toHaveCount(0);
  await expect(label("dictionaryItem", "glucose")).toHaveText("葡萄糖传感器");
  // The same key at this level, in another case: the server's message on the field.
  await page.getByTestId("dictionaryItem-add").click();
  await item.getByTestId("field-key").fill("GLUCOSE");
  await item.getByTestId("field-name").fill("Again");
  await item.getByTestId("field-code").fill("AGAIN");
  await item.getByTestId("form-save").click();
  await expect(item.getByTestId("error-key")).toHaveText("该键在此层级已被使用");
  await item.getByTestId("form-cancel").click();

  // The dictionary is not deleted while it has the item; the item goes first, then the dictionary.
  await page.getByTestId("trail-link").filter({ hasText: "字典" }).first().click();
  await expect(page).toHaveURL(/#\/sys-dict$/);
  await entry("dictionary", key).getByTestId("dictionary-delete").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText(
    "确定删除字典“传感器类型”吗？使用它的选项列表将受到影响。",
  );
  await page.getByTestId("confirm-ok").click();
  await expect(page.getByTestId("toast-error").last()).toHaveText("该条目下有 1 个子条目，请先删除它们");
  await entry("dictionary", key).getByTestId("dictionary-open").click();
  await entry("dictionaryItem", "glucose").getByTestId("dictionaryItem-delete").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText(
    "确定删除字典项“葡萄糖传感器”吗？显示它的选项列表将受到影响。",
  );
  await page.getByTestId("confirm-ok").click();
  await expect(page.getByTestId("empty")).toBeVisible();
  await page.getByTestId("trail-link").filter({ hasText: "字典" }).first().click();
  await entry("dictionary", key).getByTestId("dictionary-delete").click();
  await page.getByTestId("confirm-ok").click();
  await expect(entry("dictionary", key)).toHaveCount(0);
});
