/** Data-access scopes of an account (spec section 3). */
export const DATA_SCOPES = ["PERSONAL", "ORG", "ORG_AND_SUB", "CUSTOM", "ALL"] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const ENTITY_STATUSES = ["ACTIVE", "DISABLED"] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];

/** Kinds of menu entries: a directory groups pages, a page is a route, a button is a permission code, a link opens in a frame. */
export const MENU_TYPES = ["DIRECTORY", "PAGE", "BUTTON", "LINK"] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export const MAX_MENU_DEPTH = 3;
