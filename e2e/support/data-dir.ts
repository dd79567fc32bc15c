import path from 'node:path';
import { APP_PORT } from './ports';

/** The app's DATA_DIR in this run: per port, so runs on other ports can go on side by side. */
export const DATA_DIR = path.join(import.meta.dirname, '..', '.artifacts', `data-${APP_PORT}`);
