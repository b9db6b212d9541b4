/** A local 3:1 cover picture for stories (SVG drawn in code, like stories/fixtures.ts). */
const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;

export const coverDunes = svg(
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#45330f"/><stop offset="1" stop-color="#e2b540"/></linearGradient></defs><rect width="1500" height="500" fill="url(#s)"/><circle cx="1050" cy="230" r="90" fill="#fbe7b5" opacity="0.9"/><path d="M0 380 C300 300 600 420 900 350 S1300 300 1500 360 V500 H0Z" fill="#2a1f0c"/><path d="M0 440 C400 380 800 470 1500 410 V500 H0Z" fill="#120e06"/>`,
  1500,
  500,
);
