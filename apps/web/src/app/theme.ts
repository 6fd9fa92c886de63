import {
  Alert,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Contrast at WCAG AA (UI.md): Mantine's defaults put shade 6 text on white (about 3.5:1). Light, outline and
 * subtle variants get their colour's darkest shade darkened further; filled variants use shade 9 (white text)
 * or dark text on the bright colours.
 */
const brightColors = new Set(['yellow', 'orange', 'lime']);

const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const scale = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (scale === undefined) return base;
  const strong = darken(scale[9], 0.35);
  switch (input.variant) {
    case 'light':
    case 'subtle':
      return { ...base, color: strong, hoverColor: strong };
    case 'outline':
      return { ...base, color: strong, hoverColor: strong, border: `1px solid ${scale[8]}` };
    case 'filled':
      if (parsed.shade !== undefined) return base;
      return brightColors.has(parsed.color)
        ? { ...base, background: scale[5], hover: scale[6], color: input.theme.colors.dark[9] }
        : { ...base, background: scale[9], hover: darken(scale[9], 0.1), color: input.theme.white };
    default:
      return base;
  }
};

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  variantColorResolver,
  components: {
    // An alert's message reads in body text on the tinted background; its title and icon carry the colour.
    Alert: Alert.extend({ styles: { message: { color: 'var(--mantine-color-text)' } } }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
