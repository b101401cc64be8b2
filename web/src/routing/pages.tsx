import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * Console pages by route name (menu url with "/" -> "-"). A granted page without an entry here shows
 * the "coming in this release" panel until its issue lands.
 */
export const PAGE_COMPONENTS: Record<string, LazyExoticComponent<ComponentType>> = {};

/** Registers a page (kept as a function so later issues add one line each). */
export const pageOf = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
