// The calendar-date helpers moved to the shared UI kit, where the date-range picker uses them too.
export * from "../../ui/dates/zoneDate";
