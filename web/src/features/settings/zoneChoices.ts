/** A time zone as the picker lists it. */
export interface ZoneChoice {
  name: string;
  offset: string;
}

/**
 * The zones whose name or offset contains every word typed (case and "_" ignored), so "berlin",
 * "europe ber", "new york" and "+08" all find their zone. The chosen zone stays listed.
 */
export function filterZones(zones: ZoneChoice[], query: string, chosen: string | null): ZoneChoice[] {
  const words = query.toLowerCase().replace(/_/g, " ").split(/\s+/).filter(Boolean);
  if (!words.length) return zones;
  return zones.filter((z) => {
    if (z.name === chosen) return true;
    const text = `${z.name.replace(/_/g, " ")} ${z.offset}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
