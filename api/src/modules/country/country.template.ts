import express, { type NextFunction, type Request, type Response, type Router } from "express";
import ExcelJS from "exceljs";
import { and, asc, eq, sql } from "drizzle-orm";
import { countries, countryTranslations, languages, type Db, type DbHandle } from "@cgm/db";
import type { Config } from "../../config";
import { audit } from "../../common/audit";
import { csvLines } from "../../common/csv";
import { clientIp } from "../../http/cookies";
import { sendError } from "../../http/errors";
import { principalOf, staffOnly } from "../../files/access";
import { IMPORT_COLUMNS } from "./country.import.read";

export const TEMPLATE_PATH = "/files/v1/templates/country-translations";
const IMPORT_CODE = "i18n:country:import";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Every country with every language, by country code then language code, and the current name. */
async function templateRows(db: Db): Promise<string[][]> {
  const rows = await db
    .select({ countryCode: countries.code, languageCode: languages.code, name: countryTranslations.name })
    .from(countries)
    .crossJoin(languages)
    .leftJoin(
      countryTranslations,
      and(eq(countryTranslations.countryId, countries.id), eq(countryTranslations.languageId, languages.id)),
    )
    .orderBy(asc(sql`lower(${countries.code})`), asc(sql`lower(${languages.code})`));
  return rows.map((r) => [r.countryCode, r.languageCode, r.name ?? ""]);
}

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("translations");
  sheet.addRow([...IMPORT_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  // Strings are text cells: a code such as "001" or a name such as "=x" stays what it is.
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((c, i) => (c.width = i === 2 ? 40 : 16));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * GET /files/v1/templates/country-translations.csv and .xlsx: the import file to fill in (columns
 * countryCode, languageCode, name; a row per country and language with the current name), for signed-in
 * staff holding the import button (i18n:country:import); 403 otherwise. The CSV is UTF-8 with a BOM and
 * CRLF line ends. Each download is in the operation log, with its row count.
 */
export function countryTemplateRouter(h: DbHandle, config: Config): Router {
  const router = express.Router();
  router.get(
    `${TEMPLATE_PATH}.:ext`,
    staffOnly(h, config),
    async (req: Request, res: Response, next: NextFunction): Promise<void> => {
      const ext = String(req.params.ext);
      if (ext !== "csv" && ext !== "xlsx")
        return sendError(req, res, 404, "NOT_FOUND", "There is no such template");
      if (!principalOf(req).codes.has(IMPORT_CODE))
        return sendError(req, res, 403, "FORBIDDEN", "You do not have permission to do this");
      try {
        const rows = await templateRows(h.db);
        const entry = {
          action: "country.downloadTemplate",
          entity: "country",
          after: { format: ext, rows: rows.length },
        };
        await audit({ principal: principalOf(req), ip: clientIp(req) }, h.db, entry);
        res.attachment(`country-translations.${ext}`);
        if (ext === "csv") {
          res.type("text/csv; charset=utf-8");
          res.send(`\uFEFF${csvLines([[...IMPORT_COLUMNS], ...rows])}\r\n`);
        } else {
          res.type(XLSX_TYPE);
          res.send(await xlsxOf(rows));
        }
      } catch (e) {
        next(e);
      }
    },
  );
  return router;
}
