// Chakra's default tokens, imported file by file ("chakra-theme/..." is an alias of Chakra's theme
// folder, see vite.config.ts): the package's theme barrel would pull every component recipe into
// whichever chunk shares it.
import { animations } from "chakra-theme/tokens/animations";
import { aspectRatios } from "chakra-theme/tokens/aspect-ratios";
import { blurs } from "chakra-theme/tokens/blurs";
import { borders } from "chakra-theme/tokens/borders";
import { colors } from "chakra-theme/tokens/colors";
import { cursor } from "chakra-theme/tokens/cursor";
import { durations } from "chakra-theme/tokens/durations";
import { easings } from "chakra-theme/tokens/easings";
import { fontSizes } from "chakra-theme/tokens/font-sizes";
import { fontWeights } from "chakra-theme/tokens/font-weights";
import { fonts } from "chakra-theme/tokens/fonts";
import { keyframes } from "chakra-theme/tokens/keyframes";
import { letterSpacings } from "chakra-theme/tokens/letter-spacing";
import { lineHeights } from "chakra-theme/tokens/line-heights";
import { radii } from "chakra-theme/tokens/radius";
import { sizes } from "chakra-theme/tokens/sizes";
import { spacing } from "chakra-theme/tokens/spacing";
import { zIndices } from "chakra-theme/tokens/z-indices";
import { semanticColors } from "chakra-theme/semantic-tokens/colors";
import { semanticRadii } from "chakra-theme/semantic-tokens/radii";
import { semanticShadows } from "chakra-theme/semantic-tokens/shadows";

export { breakpoints } from "chakra-theme/breakpoints";
export { textStyles } from "chakra-theme/text-styles";
export { layerStyles } from "chakra-theme/layer-styles";
export { animationStyles } from "chakra-theme/motion-styles";
export { globalCss } from "chakra-theme/global-css";
export { keyframes };

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

/** A semantic colour with one value in light and dark mode. */
const both = (token: string) => ({ value: { _light: `{colors.${token}}`, _dark: `{colors.${token}}` } });

/**
 * WCAG 2.1 AA over Chakra's defaults: white on teal.600 is 3.74:1 (text needs 4.5:1), so solid teal is
 * teal.700 (5.47:1), error text is red.700; focus rings need 3:1 against white, which gray.400 (2.5:1) and teal.500 (2.5:1) miss.
 */
const accessibleColors = {
  ...semanticColors,
  teal: { ...semanticColors.teal, solid: both("teal.700"), focusRing: both("teal.600") },
  gray: {
    ...semanticColors.gray,
    focusRing: { value: { _light: "{colors.gray.600}", _dark: "{colors.gray.400}" } },
  },
  green: { ...semanticColors.green, solid: both("green.700"), focusRing: both("green.600") },
  orange: { ...semanticColors.orange, focusRing: both("orange.600") },
  red: { ...semanticColors.red, solid: both("red.700"), focusRing: both("red.600") },
  // Error text (field errors, failed lists): red.500 is 3.76:1 on white; red.700 is 6.5:1.
  fg: { ...semanticColors.fg, error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } } },
};

export const semanticTokens = { colors: accessibleColors, shadows: semanticShadows, radii: semanticRadii };
