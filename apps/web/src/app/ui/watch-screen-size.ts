import type { Dispatch } from '@reduxjs/toolkit';
import { screenSizeChanged, screenSizeFor } from '../../store/ui-slice';

/** Keeps `ui.screenSize` in step with the window's width; returns the function that stops it. */
export function watchScreenSize(dispatch: Dispatch): () => void {
  const update = () => dispatch(screenSizeChanged(screenSizeFor(window.innerWidth)));
  update();
  window.addEventListener('resize', update);
  return () => window.removeEventListener('resize', update);
}
