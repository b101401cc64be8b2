/** How long one sensor is worn (and measures) before the next is inserted, in days. */
export const SENSOR_LIFE_DAYS = 14;
