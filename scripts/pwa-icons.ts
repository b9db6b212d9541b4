/**
 * Draws the installable app's icons (public/icons, committed) from public/favicon.svg with sharp:
 * `npx tsx scripts/pwa-icons.ts`. "any" icons are the rounded mark as it is; maskable ones put the
 * mark at 60 % on a full square of the background colour, inside the 80 % safe zone launchers keep.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { palette } from '../design-system/tokens/tokens';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'public', 'favicon.svg'));
const out = path.join(root, 'public', 'icons');
fs.mkdirSync(out, { recursive: true });

const plain = (size: number) =>
  sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 });
async function maskable(size: number) {
  const mark = await sharp(svg, { density: 72 * ((size * 0.6) / 64) })
    .resize(Math.round(size * 0.6))
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: palette.background } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 });
}

await plain(192).toFile(path.join(out, 'icon-192.png'));
await plain(512).toFile(path.join(out, 'icon-512.png'));
await (await maskable(192)).toFile(path.join(out, 'maskable-192.png'));
await (await maskable(512)).toFile(path.join(out, 'maskable-512.png'));
// iOS draws its own rounded corners over a full square.
await (await maskable(180)).toFile(path.join(out, 'apple-touch-icon.png'));
console.log(`icons written to ${path.relative(root, out)}`);
