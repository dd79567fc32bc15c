import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const SCREEN_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export type ScreenSize = (typeof SCREEN_SIZES)[number];

/** The screen-size breakpoints: 768, 992 and 1200 pixels of window width. */
export function screenSizeFor(width: number): ScreenSize {
  if (width < 768) return 'xs';
  if (width < 992) return 'sm';
  if (width < 1200) return 'md';
  return 'lg';
}

export interface UiState {
  screenSize: ScreenSize;
}

const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ screenSize: screenSizeFor(window.innerWidth) }),
  reducers: {
    screenSizeChanged: (state, action: PayloadAction<ScreenSize>) => {
      state.screenSize = action.payload;
    },
  },
});

export const { screenSizeChanged } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
export const selectScreenSize = (state: { ui: UiState }) => state.ui.screenSize;
