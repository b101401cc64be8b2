import { describe, expect, it } from "vitest";
import { eventKindName } from "../src/features/device/eventKindName";

const catalogue = (kind: string) =>
  ({ SENSOR_ABNORMAL: "Неисправность сенсора", LOW_BATTERY: "Низкий заряд батареи" })[kind];
const dictionary = [
  { value: "SENSOR_ABNORMAL", label: "Сбой сенсора" },
  { value: "NEW_KIND", label: "Новый вид" },
  { value: "LOW_BATTERY", label: "  " },
];

describe("an event kind's name", () => {
  it("is the dictionary item's label when the dictionary lists the kind", () => {
    expect(eventKindName("SENSOR_ABNORMAL", dictionary, catalogue)).toBe("Сбой сенсора");
    // A kind only an administrator added has no catalogue name, but the dictionary names it.
    expect(eventKindName("NEW_KIND", dictionary, catalogue)).toBe("Новый вид");
  });

  it("falls back to the catalogue without a dictionary, for a kind it lacks, or a blank label", () => {
    expect(eventKindName("SENSOR_ABNORMAL", [], catalogue)).toBe("Неисправность сенсора");
    expect(eventKindName("LOW_BATTERY", dictionary.slice(0, 2), catalogue)).toBe("Низкий заряд батареи");
    expect(eventKindName("LOW_BATTERY", dictionary, catalogue)).toBe("Низкий заряд батареи");
  });

  it("is the code itself when neither names it", () => {
    expect(eventKindName("OVERHEAT", dictionary, catalogue)).toBe("OVERHEAT");
  });
});
