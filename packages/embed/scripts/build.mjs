// `npm run build -w @signflow/embed`: the package as a site uses it, in packages/embed/dist:
// - signflow-embed.js, a plain script for a <script> tag: `SignFlowEmbed.mountSignFlowSigning(element, options)`;
// - index.js (the script's functions) and react.js (the component, React left to the site), ES modules.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const packageDir = path.resolve(import.meta.dirname, '..');
const src = path.join(packageDir, 'src');
const dist = path.join(packageDir, 'dist');
rmSync(dist, { recursive: true, force: true });

const shared = { bundle: true, target: 'es2019', legalComments: 'none', logLevel: 'warning' };
await build({
  ...shared,
  entryPoints: [path.join(src, 'index.ts')],
  outfile: path.join(dist, 'signflow-embed.js'),
  format: 'iife',
  globalName: 'SignFlowEmbed',
  minify: true,
});
await build({
  ...shared,
  entryPoints: [path.join(src, 'index.ts'), path.join(src, 'react.tsx')],
  outdir: dist,
  format: 'esm',
  jsx: 'automatic',
  external: ['react', 'react/jsx-runtime'],
});
console.log('embed package built into dist');
