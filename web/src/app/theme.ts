import { createSystem, defaultBaseConfig, defineConfig, type SlotRecipeConfig } from "@chakra-ui/react";
import type { RecipeDefinition } from "@chakra-ui/react";

type RecipeConfig = RecipeDefinition;
import { alertSlotRecipe } from "chakra-theme/recipes/alert";
import { buttonRecipe } from "chakra-theme/recipes/button";
import { cardSlotRecipe } from "chakra-theme/recipes/card";
import { fieldSlotRecipe } from "chakra-theme/recipes/field";
import { headingRecipe } from "chakra-theme/recipes/heading";
import { inputRecipe } from "chakra-theme/recipes/input";
import { linkRecipe } from "chakra-theme/recipes/link";
import { nativeSelectSlotRecipe } from "chakra-theme/recipes/native-select";
import { spinnerRecipe } from "chakra-theme/recipes/spinner";
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from "../theme/tokens";

/** A recipe whose default size is small (spec section 9), its other defaults kept. */
export const sized = <T extends { defaultVariants?: object }>(recipe: T): T => ({
  ...recipe,
  defaultVariants: { ...recipe.defaultVariants, size: "sm" },
});

/** Recipes of the public pages (sign-in, 403, 404). */
const BASE_RECIPES: Record<string, RecipeConfig> = {
  button: sized(buttonRecipe),
  heading: headingRecipe,
  input: sized(inputRecipe),
  link: linkRecipe,
  spinner: spinnerRecipe,
};
const BASE_SLOT_RECIPES: Record<string, SlotRecipeConfig> = {
  alert: sized(alertSlotRecipe),
  card: sized(cardSlotRecipe),
  field: fieldSlotRecipe,
  nativeSelect: sized(nativeSelectSlotRecipe),
};

/**
 * A Chakra system: the default tokens with only the recipes given (Chakra's bundle guide; the full
 * default theme carries every component's recipe and would not fit the sign-in page's budget).
 */
export function consoleSystem(
  recipes: Record<string, RecipeConfig> = {},
  slotRecipes: Record<string, SlotRecipeConfig> = {},
) {
  return createSystem(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix: "chakra",
      cssVarsRoot: ":where(html, .chakra-theme)",
      globalCss: { ...globalCss, "html, body": { bg: "bg.subtle" } },
      theme: {
        breakpoints,
        keyframes,
        tokens,
        semanticTokens,
        textStyles,
        layerStyles,
        animationStyles,
        recipes: { ...BASE_RECIPES, ...recipes },
        slotRecipes: { ...BASE_SLOT_RECIPES, ...slotRecipes },
      },
    }),
  );
}

/** The system of the public pages; the signed-in console adds its own (layout/consoleTheme.ts). */
export const baseSystem = consoleSystem();
