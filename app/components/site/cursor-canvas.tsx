import { useEffect, useRef } from "react";
import {
  type Box,
  type Particle,
  particleOpacity,
  particlesBox,
  spawnParticle,
  stepParticles,
} from "#core/cursor-trail.ts";

/**
 * Draws the particle trail on a full-screen canvas and moves a ring that follows the pointer. The
 * animation loop runs only while particles are alive; the native cursor stays visible.
 */
export default function CursorCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ring = ringRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !ring || !context) return;
    let particles: Particle[] = [];
    let frame = 0;
    let last = 0;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);

    const resize = () => {
      canvas.width = window.innerWidth * ratio;
      canvas.height = window.innerHeight * ratio;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };

    // Only the part of the canvas the last frame drew on is cleared: a full-screen clear made every
    // frame of the trail repaint and upload the whole canvas, and a click's frames share the main
    // thread with it (issue 37: about 40 ms of a blog link's answer at 4× CPU).
    let drawn: Box | null = null;
    const draw = (time: number) => {
      const elapsed = last ? Math.min(time - last, 50) : 16;
      last = time;
      particles = stepParticles(particles, elapsed);
      if (drawn) context.clearRect(drawn.x, drawn.y, drawn.width, drawn.height);
      for (const p of particles) {
        context.globalAlpha = particleOpacity(p);
        context.fillStyle = "#dc2626";
        context.beginPath();
        context.arc(p.x, p.y, p.size, 0, Math.PI * 2);
        context.fill();
      }
      drawn = particlesBox(particles);
      frame = particles.length ? requestAnimationFrame(draw) : 0;
      if (!frame) last = 0;
    };

    const moveRing = (event: PointerEvent) => {
      ring.style.transform = `translate3d(${event.clientX - 16}px, ${event.clientY - 16}px, 0)`;
      ring.style.opacity = "1";
    };
    const onPointer = (event: PointerEvent) => {
      particles = spawnParticle(particles, event.clientX, event.clientY);
      moveRing(event);
      if (!frame) frame = requestAnimationFrame(draw);
    };
    const onLeave = () => {
      ring.style.opacity = "0";
    };
    // On touch the ring shows where the finger is and fades when it lifts.
    const onUp = (event: PointerEvent) => {
      if (event.pointerType === "touch") onLeave();
    };

    resize();
    window.addEventListener("resize", resize);
    window.addEventListener("pointermove", onPointer, { passive: true });
    // A press leaves no trail (the pointer did not move): its frames are the click's answer.
    window.addEventListener("pointerdown", moveRing, { passive: true });
    document.documentElement.addEventListener("pointerleave", onLeave);
    window.addEventListener("pointerup", onUp, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", resize);
      window.removeEventListener("pointermove", onPointer);
      window.removeEventListener("pointerdown", moveRing);
      document.documentElement.removeEventListener("pointerleave", onLeave);
      window.removeEventListener("pointerup", onUp);
    };
  }, []);

  return (
    <div aria-hidden="true" data-testid="cursor-effects">
      <canvas ref={canvasRef} className="pointer-events-none fixed inset-0 z-[60] h-full w-full" />
      <div
        ref={ringRef}
        className="pointer-events-none fixed top-0 left-0 z-[61] size-8 rounded-full border-2 border-brand-600 opacity-0 transition-opacity duration-200"
      />
    </div>
  );
}
