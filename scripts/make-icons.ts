// Renders the app's PNG icons (web app manifest, home screen) from favicon.svg in the system
// Chromium: node scripts/make-icons.ts. Commit the PNGs; run again when the logo changes.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../e2e/support/chromium.ts';

const publicDir = path.resolve(import.meta.dirname, '../src/client/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const bolt = /<path[^>]*\/>/.exec(svg)![0];
const brand = /fill="(#[0-9a-f]{6})"/i.exec(svg)![1]!;

// 'any': the logo as drawn. 'maskable': full-bleed colour, the bolt inside the 80% safe zone
// that launchers may crop to a circle or a squircle.
const icons = [
  { file: 'icon-192.png', size: 192, html: svg },
  { file: 'icon-512.png', size: 512, html: svg },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    html: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/><g transform="translate(3.2 3.2) scale(0.8)">${bolt}</g></svg>`,
  },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
for (const { file, size, html } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${html}`,
  );
  await page.screenshot({ path: path.join(publicDir, file), omitBackground: true });
  await page.close();
}
await browser.close();
console.log(`icons written to ${publicDir}`);
