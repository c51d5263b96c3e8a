// Renders media/icon.svg to the 128x128 media/icon.png the marketplace needs (transparent corners),
// with the Chromium the e2e suite uses. Run after editing the SVG: node scripts/render-icon.mjs
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const media = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');
const svg = readFileSync(join(media, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.ACT_CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 128, height: 128 }, deviceScaleFactor: 1 });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: join(media, 'icon.png'), omitBackground: true });
  console.log('wrote media/icon.png');
} finally {
  await browser.close();
}
