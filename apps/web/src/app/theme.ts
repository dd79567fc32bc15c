import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  // Keyboard users see where they are; mouse clicks draw no ring.
  focusRing: 'auto',
  components: {
    // A table wider than the screen scrolls sideways: the keyboard can scroll it too once it has the focus.
    // No focusable placeholder inside the menu (only menu items belong there): focus goes to the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/** WCAG AA for text of normal size (1.4.3), with a little room for the backgrounds a word may sit on. */
const READABLE_CONTRAST = 4.6;
const WHITE = '#ffffff';

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: number[]): string {
  return `#${[red, green, blue]
    .map((part) =>
      Math.round(part ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((part) => {
    const value = part / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** `hex` at `opacity` over white: what a light variant's tinted background looks like. */
function overWhite(hex: string, opacity: number): string {
  return toHex(channels(hex).map((part) => part * opacity + 255 * (1 - opacity)));
}

/** The palette's first shade from 6 on readable against `background`, darkened further if even 9 is not. */
function readableShade(shades: MantineColorsTuple, background: string): string {
  const found = shades.slice(6).find((shade) => contrast(shade, background) >= READABLE_CONTRAST);
  if (found) return found;
  let shade = shades[9];
  while (contrast(shade, background) < READABLE_CONTRAST) shade = toHex(channels(shade).map((part) => part * 0.9));
  return shade;
}

/**
 * Mantine's light scheme draws words in shade 6 of a palette (buttons' white labels on it, links, the outline and
 * light variants' text, dimmed text in gray 6), which most palettes make too pale to read (blue 3.6:1, green
 * 2.4:1). Each palette's text and fills take instead the first shade that reaches AA contrast; the pale tints
 * behind light variants and everything else stay as Mantine draws them.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // A placeholder a component draws as text (the file input's), 4.7:1 on white, still paler than a value.
    '--mantine-color-placeholder': '#6c757d',
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark') continue;
    const onWhite = readableShade(shades, WHITE);
    const onTint = readableShade(shades, overWhite(shades[6], 0.1));
    light[`--mantine-color-${name}-filled`] = onWhite;
    light[`--mantine-color-${name}-filled-hover`] = toHex(channels(onWhite).map((part) => part * 0.88));
    light[`--mantine-color-${name}-outline`] = onWhite;
    light[`--mantine-color-${name}-text`] = onWhite;
    light[`--mantine-color-${name}-light-color`] = onTint;
  }
  light['--mantine-color-anchor'] = light[`--mantine-color-${resolved.primaryColor}-text`] ?? '';
  light['--mantine-color-error'] = light['--mantine-color-red-text'] ?? '';
  return { variables: {}, light, dark: {} };
};
