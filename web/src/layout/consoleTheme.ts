import { avatarSlotRecipe } from "chakra-theme/recipes/avatar";
import { checkboxSlotRecipe } from "chakra-theme/recipes/checkbox";
import { checkmarkRecipe } from "chakra-theme/recipes/checkmark";
import { tableSlotRecipe } from "chakra-theme/recipes/table";
import { textareaRecipe } from "chakra-theme/recipes/textarea";
import { codeRecipe } from "chakra-theme/recipes/code";
import { separatorRecipe } from "chakra-theme/recipes/separator";
import { badgeRecipe } from "chakra-theme/recipes/badge";
import { dataListSlotRecipe } from "chakra-theme/recipes/data-list";
import { dialogSlotRecipe } from "chakra-theme/recipes/dialog";
import { menuSlotRecipe } from "chakra-theme/recipes/menu";
import { progressSlotRecipe } from "chakra-theme/recipes/progress";
import { skeletonRecipe } from "chakra-theme/recipes/skeleton";
import { statSlotRecipe } from "chakra-theme/recipes/stat";
import { toastSlotRecipe } from "chakra-theme/recipes/toast";
import { consoleSystem, sized } from "../app/theme";

/**
 * The signed-in console's Chakra system, loaded with the layout so its recipes stay off the sign-in
 * page. Add a recipe here when a console page starts using a new component.
 */
export const appSystem = consoleSystem(
  {
    badge: sized(badgeRecipe),
    skeleton: skeletonRecipe,
    checkmark: checkmarkRecipe,
    textarea: sized(textareaRecipe),
    code: codeRecipe,
    separator: separatorRecipe,
  },
  {
    avatar: avatarSlotRecipe,
    checkbox: sized(checkboxSlotRecipe),
    table: sized(tableSlotRecipe),
    dataList: sized(dataListSlotRecipe),
    dialog: sized(dialogSlotRecipe),
    menu: sized(menuSlotRecipe),
    progress: progressSlotRecipe,
    stat: sized(statSlotRecipe),
    toast: toastSlotRecipe,
  },
);
