/**
 * The cursor-trail particles (000 section 9): at most 150 alive, each with a lifespan of 300 units
 * (milliseconds here), dropped once 80 percent of it has passed.
 */
export const TRAIL_MAX_PARTICLES = 150;
export const TRAIL_LIFESPAN = 300;
export const TRAIL_DROP_AT = 0.8;

export type Particle = { x: number; y: number; vx: number; vy: number; age: number; size: number };

/** Adds a particle at the pointer; the oldest go first when the cap is reached. */
export function spawnParticle(particles: Particle[], x: number, y: number, random = Math.random): Particle[] {
  const particle: Particle = {
    x,
    y,
    vx: (random() - 0.5) * 0.06,
    vy: (random() - 0.5) * 0.06 - 0.02,
    age: 0,
    size: 2 + random() * 3,
  };
  const next = [...particles, particle];
  return next.length > TRAIL_MAX_PARTICLES ? next.slice(next.length - TRAIL_MAX_PARTICLES) : next;
}

/** Moves every particle `elapsed` units on and drops those past 80 % of their lifespan. */
export function stepParticles(particles: Particle[], elapsed: number): Particle[] {
  const limit = TRAIL_LIFESPAN * TRAIL_DROP_AT;
  const next: Particle[] = [];
  for (const p of particles) {
    const age = p.age + elapsed;
    if (age >= limit) continue;
    next.push({ ...p, age, x: p.x + p.vx * elapsed, y: p.y + p.vy * elapsed });
  }
  return next;
}

/** Fades from 1 to 0 over the part of the lifespan a particle is shown. */
export function particleOpacity(p: Particle) {
  return Math.max(0, 1 - p.age / (TRAIL_LIFESPAN * TRAIL_DROP_AT));
}

export type Box = { x: number; y: number; width: number; height: number };

/** The pixels the particles cover, with a pixel of edge for antialiasing; null when none are left. */
export function particlesBox(particles: readonly Particle[]): Box | null {
  if (particles.length === 0) return null;
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of particles) {
    left = Math.min(left, p.x - p.size);
    top = Math.min(top, p.y - p.size);
    right = Math.max(right, p.x + p.size);
    bottom = Math.max(bottom, p.y + p.size);
  }
  const x = Math.floor(left) - 1;
  const y = Math.floor(top) - 1;
  return { x, y, width: Math.ceil(right) + 1 - x, height: Math.ceil(bottom) + 1 - y };
}
