/**
 * Setup of the `components` test project (vitest.config.ts): the browser APIs jsdom lacks, as small stand-ins, the
 * interface in English, and a clean page and storage after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n, showLanguage } from '../i18n';
import { installBrowserStandIns } from './browser-stand-ins';

// react-pdf needs pdf.js and a canvas: each page is an empty box of a fixed size instead (pdf-stand-in.tsx).
vi.mock('react-pdf', () => import('./pdf-stand-in'));

installBrowserStandIns();

// A screen's first answer and renders can take more than the default second on a busy machine; a wait still fails
// well inside the test's own time limit.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  cleanup();
  // Every test starts in English, even after one that switched the language and failed before switching back.
  await showLanguage('en');
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
