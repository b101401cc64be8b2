/** Field limits shared by the forms, the API validation and the database (spec sections 5 and 9). */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  accountMax: 50,
  snLengths: [12, 13] as const,
  orgNameMax: 100,
  orgContactMax: 100,
  accountNameMax: 50,
  roleNameMax: 15,
  roleRemarkMax: 50,
  dictKeyMax: 100,
  dictRemarkMax: 60,
  pageLimitMax: 100,
} as const;
