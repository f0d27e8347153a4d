import { expect, it } from "vitest";
import {
  type Particle,
  particleOpacity,
  particlesBox,
  spawnParticle,
  stepParticles,
  TRAIL_MAX_PARTICLES,
} from "./cursor-trail.ts";

const fixed = () => 0.5;

it("keeps at most 150 particles, dropping the oldest", () => {
  let particles: Particle[] = [];
  for (let i = 0; i < 200; i++) particles = spawnParticle(particles, i, 0, fixed);
  expect(particles).toHaveLength(TRAIL_MAX_PARTICLES);
  expect(particles[0].x).toBe(50);
  expect(particles.at(-1)!.x).toBe(199);
});

it("drops a particle once 80 % of its 300-unit lifespan has passed", () => {
  const one = spawnParticle([], 10, 10, fixed);
  expect(stepParticles(one, 239)).toHaveLength(1);
  expect(stepParticles(one, 240)).toHaveLength(0);
  expect(stepParticles(stepParticles(one, 200), 40)).toHaveLength(0);
});

it("fades particles out as they age", () => {
  const [p] = spawnParticle([], 0, 0, fixed);
  expect(particleOpacity(p)).toBe(1);
  expect(particleOpacity({ ...p, age: 120 })).toBeCloseTo(0.5);
});

it("bounds the pixels the particles cover, with a pixel of edge, for the next frame's clear", () => {
  const particles: Particle[] = [
    { x: 10.5, y: 20, vx: 0, vy: 0, age: 0, size: 2 },
    { x: 30, y: 5.2, vx: 0, vy: 0, age: 0, size: 4.5 },
  ];
  // left 8.5 -> 7, top 0.7 -> -1, right 34.5 -> 36, bottom 22 -> 23
  expect(particlesBox(particles)).toEqual({ x: 7, y: -1, width: 29, height: 24 });
  expect(particlesBox([])).toBeNull();
});
