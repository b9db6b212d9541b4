/** The demo's pictures, drawn here with sharp from SVG shapes (no downloads), deterministic per seed. */
import sharp from 'sharp';

/** A small deterministic pseudo-random sequence, so every fresh demo looks the same. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** The caption's first words, up to 24 characters, without emoji. */
export function shortLabel(caption: string): string {
  const words = caption
    .replace(/[^\p{L}\p{N} ’'.,!?#:]/gu, '')
    .trim()
    .split(/\s+/);
  let label = words[0] ?? '';
  for (const word of words.slice(1)) {
    if (`${label} ${word}`.length > 24) break;
    label = `${label} ${word}`;
  }
  return label.replace(/[.,:]$/, '');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A post picture: a diagonal gradient, soft circles and waves, and the caption's first words. */
export function postSvg(width: number, height: number, hues: [number, number], seed: number, label: string): string {
  const next = random(seed);
  const circles = Array.from({ length: 7 }, () => {
    const r = 40 + next() * 220;
    return `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${(hues[next() > 0.5 ? 0 : 1] + next() * 40) % 360}, 80%, ${55 + next() * 30}%)" fill-opacity="${(0.15 + next() * 0.35).toFixed(2)}"/>`;
  }).join('');
  const wave = (y: number, amp: number) =>
    `<path d="M0 ${y} C ${width * 0.3} ${y - amp}, ${width * 0.6} ${y + amp}, ${width} ${y} L ${width} ${height} L 0 ${height} Z" fill="hsl(${hues[1]}, 60%, 20%)" fill-opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hues[0]}, 70%, 45%)"/><stop offset="1" stop-color="hsl(${hues[1]}, 75%, 30%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}${wave(height * 0.72, 60 + next() * 80)}${wave(height * 0.85, 40)}
    <text x="48" y="${height - 64}" font-family="sans-serif" font-size="44" font-weight="700" fill="white" fill-opacity="0.9">${escapeXml(label)}</text>
  </svg>`;
}

/** A portrait: a radial glow and the creator's initials. */
export function portraitSvg(size: number, hues: [number, number], initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><radialGradient id="r" cx="0.35" cy="0.3" r="0.9">
      <stop offset="0" stop-color="hsl(${hues[0]}, 85%, 70%)"/><stop offset="1" stop-color="hsl(${hues[1]}, 70%, 30%)"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#r)"/>
    <circle cx="${size / 2}" cy="${size * 0.42}" r="${size * 0.18}" fill="white" fill-opacity="0.25"/>
    <text x="50%" y="${size * 0.8}" text-anchor="middle" font-family="sans-serif" font-size="${size * 0.16}" font-weight="700" fill="white">${escapeXml(initials)}</text>
  </svg>`;
}

export const render = async (svg: string) => new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: false }).toBuffer());
