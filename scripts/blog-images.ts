import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

/*
 * The demo posts' images, made by the project (no download): flat geometric compositions, one per
 * slug, drawn into pixels and written as PNG (flat colours compress to a few kilobytes).
 * `node scripts/blog-images.ts` writes public/images/blog/<slug>.png; the files are committed.
 */

export const BLOG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type Rgb = [number, number, number];
const hex = (h: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
const PALETTES: Rgb[][] = [
  ["#171717", "#dc2626", "#fca5a5", "#fafafa"],
  ["#0f172a", "#2563eb", "#93c5fd", "#f8fafc"],
  ["#1c1917", "#d97706", "#fcd34d", "#fffbeb"],
  ["#052e16", "#16a34a", "#86efac", "#f0fdf4"],
].map((p) => p.map(hex));

/** A small deterministic generator seeded by the slug. */
function seeded(slug: string) {
  let h = 2166136261;
  for (const c of slug) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** The image of one post, as PNG bytes. */
export function blogImagePng(slug: string, paletteIndex: number): Buffer {
  const { width, height } = BLOG_IMAGE_SIZE;
  const [ink, accent, soft, paper] = PALETTES[paletteIndex % PALETTES.length];
  const random = seeded(slug);
  const circles = Array.from({ length: 3 }, (_, i) => ({
    x: width * (0.35 + 0.55 * random()),
    y: height * random(),
    r: height * (0.18 + 0.3 * random()),
    color: i === 0 ? accent : i === 1 ? soft : paper,
  }));
  const slope = 0.3 + random() * 0.6;
  const band = 40 + Math.floor(random() * 40);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      let color = ink;
      // Diagonal stripes on the left third, then the circles over them.
      if (x < width * 0.4 && Math.floor((x + y * slope) / band) % 3 === 0) color = accent;
      for (const c of circles) if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) color = c.color;
      row.set(color, 1 + x * 3);
    }
    rows.push(row);
  }
  return png(width, height, Buffer.concat(rows));
}

function png(width: number, height: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(scanlines, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

if (import.meta.main) {
  const { blogImagePath, DEMO_POSTS } = await import("../server/db/seed/blog-posts.ts");
  mkdirSync(path.resolve("public/images/blog"), { recursive: true });
  DEMO_POSTS.forEach((post, i) => {
    const file = path.resolve(`public${blogImagePath(post.slug)}`);
    writeFileSync(file, blogImagePng(post.slug, i));
    console.log(file);
  });
}
