#!/usr/bin/env node
// Renders public/pwa-icon.svg to the PNG icons of the web app manifest and the apple-touch-icon, with the
// Chromium the browser tests use (CHROMIUM_PATH, else /usr/bin/chromium). Run it once after changing the SVG:
// `node scripts/render-pwa-icons.mjs`; the PNGs are committed, the build only copies them.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const svg = readFileSync(join(root, 'public/pwa-icon.svg'), 'utf8');
const outputFolder = join(root, 'public/icons');
/** The icon's own background, which full-bleed icons extend to the edges. */
const brandGreen = '#047857';

/**
 * `full-bleed` icons fill the square with the brand green and draw the mark at `markScale` of it: Android's
 * maskable icons must keep their content inside the central circle of 80 % diameter, and iOS rounds the
 * corners of apple-touch-icon itself. The others keep the SVG's own rounded square on a transparent ground.
 */
const icons = [
  { file: 'pwa-192.png', size: 192, isFullBleed: false },
  { file: 'pwa-512.png', size: 512, isFullBleed: false },
  { file: 'pwa-maskable-512.png', size: 512, isFullBleed: true, markScale: 0.8 },
  { file: 'apple-touch-icon-180.png', size: 180, isFullBleed: true, markScale: 0.9 },
];

function iconPage({ size, isFullBleed, markScale = 1 }) {
  const markSize = Math.round(size * markScale);
  const background = isFullBleed ? brandGreen : 'transparent';
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${size}px; height: ${size}px; background: ${background}; }
    body { display: flex; align-items: center; justify-content: center; }
    svg { display: block; width: ${markSize}px; height: ${markSize}px; }
  </style></head><body>${svg}</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(outputFolder, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(iconPage(icon));
    const path = join(outputFolder, icon.file);
    await page.screenshot({ path, omitBackground: !icon.isFullBleed });
    await page.close();
    console.log(`wrote ${path} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
