/**
 * Renders the app icons (client/public/icons/*.png) from client/icons/paydown-icon.svg with the
 * Chromium the tests use. Run after changing the SVG: `node --import tsx scripts/render-icons.ts`.
 * The PNGs are committed so a build needs no image tooling.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('client/icons/paydown-icon.svg', 'utf8');
const targets = [
  { file: 'client/public/icons/icon-192.png', size: 192, padding: 0 },
  { file: 'client/public/icons/icon-512.png', size: 512, padding: 0 },
  // Maskable: the platform may crop to a circle, so the artwork keeps to the central 80 %.
  { file: 'client/public/icons/icon-maskable-512.png', size: 512, padding: 0.1 },
  { file: 'client/public/icons/apple-touch-icon.png', size: 180, padding: 0 },
];

const browser = await chromium.launch({
  executablePath: process.env.PAYDOWN_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, padding } of targets) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * (1 - 2 * padding));
    await page.setContent(
      `<body style="margin:0;background:#0f766e;display:grid;place-items:center;width:${size}px;height:${size}px">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
    );
    await page.screenshot({ path: file, omitBackground: false });
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
