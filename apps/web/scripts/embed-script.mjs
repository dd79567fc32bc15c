// After `vite build`: puts the embed package's plain script (packages/embed, docs/embedding.md) in dist/embed/, so
// a site can load it from the app itself: <script src="https://<app>/embed/signflow-embed.js">. The root build makes
// the package first; built here too when it was not.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const embedDir = path.resolve(import.meta.dirname, '..', '..', '..', 'packages', 'embed');
const script = path.join(embedDir, 'dist', 'signflow-embed.js');
if (!existsSync(script)) await import(path.join(embedDir, 'scripts', 'build.mjs'));
const target = path.resolve(import.meta.dirname, '..', 'dist', 'embed');
mkdirSync(target, { recursive: true });
copyFileSync(script, path.join(target, 'signflow-embed.js'));
