/**
 * Setup of the `components` test project (vitest.config.ts): the browser APIs jsdom lacks, as small stand-ins, the
 * interface in English, and a clean page and storage after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../i18n';
import { installBrowserStandIns } from './browser-stand-ins';

// react-pdf needs pdf.js and a canvas: each page is an empty box of a fixed size instead (pdf-stand-in.tsx).
vi.mock('react-pdf', () => import('./pdf-stand-in'));

installBrowserStandIns();

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
