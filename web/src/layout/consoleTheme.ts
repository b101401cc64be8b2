import { avatarSlotRecipe } from "chakra-theme/recipes/avatar";
import { badgeRecipe } from "chakra-theme/recipes/badge";
import { dataListSlotRecipe } from "chakra-theme/recipes/data-list";
import { dialogSlotRecipe } from "chakra-theme/recipes/dialog";
import { menuSlotRecipe } from "chakra-theme/recipes/menu";
import { skeletonRecipe } from "chakra-theme/recipes/skeleton";
import { statSlotRecipe } from "chakra-theme/recipes/stat";
import { toastSlotRecipe } from "chakra-theme/recipes/toast";
import { consoleSystem, sized } from "../app/theme";

/**
 * The signed-in console's Chakra system, loaded with the layout so its recipes stay off the sign-in
 * page. Add a recipe here when a console page starts using a new component.
 */
export const appSystem = consoleSystem(
  { badge: sized(badgeRecipe), skeleton: skeletonRecipe },
  {
    avatar: avatarSlotRecipe,
    dataList: sized(dataListSlotRecipe),
    dialog: sized(dialogSlotRecipe),
    menu: sized(menuSlotRecipe),
    stat: sized(statSlotRecipe),
    toast: toastSlotRecipe,
  },
);
