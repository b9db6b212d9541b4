/**
 * Local pictures for stories: SVG drawn in code, so stories and screenshots never touch the
 * network and stay the same from run to run.
 */
function svg(body: string, width = 300, height = 400): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;
}

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

export const portraitAva = svg(
  `${gradient('a', '#8a6a25', '#2a1f0c')}<rect width="200" height="200" fill="url(#a)"/><circle cx="100" cy="80" r="38" fill="#f0c55a"/><path d="M30 200c10-50 40-70 70-70s60 20 70 70z" fill="#f0c55a"/>`,
  200,
  200,
);
export const portraitMilo = svg(
  `${gradient('b', '#3a332a', '#62574a')}<rect width="200" height="200" fill="url(#b)"/><circle cx="100" cy="82" r="36" fill="#b3a899"/><path d="M34 200c8-48 38-68 66-68s58 20 66 68z" fill="#b3a899"/>`,
  200,
  200,
);
export const photoSunset = svg(
  `${gradient('c', '#e2b540', '#553f14')}<rect width="300" height="400" fill="url(#c)"/><circle cx="150" cy="210" r="70" fill="#fbe7b5" opacity="0.85"/><rect y="280" width="300" height="120" fill="#1e1a15"/>`,
);
export const photoStudio = svg(
  `${gradient('d', '#27221c', '#8a6a25')}<rect width="300" height="400" fill="url(#d)"/><rect x="60" y="70" width="180" height="240" rx="90" fill="#d4a52c" opacity="0.6"/><circle cx="150" cy="150" r="40" fill="#f2eee8" opacity="0.8"/>`,
);
export const posterLive = svg(
  `${gradient('e', '#45330f', '#0d0b08')}<rect width="300" height="400" fill="url(#e)"/><path d="M110 140v120l100-60z" fill="#f0c55a"/>`,
);
