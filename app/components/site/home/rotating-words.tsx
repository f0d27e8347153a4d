import { useEffect, useState } from "react";
import { useReducedMotion } from "#app/components/theme/use-theme.tsx";
import { HERO_WORD_INTERVAL_MS, wrapIndex } from "#core/motion.ts";

/**
 * The hero's rotating words, one every 3000 ms; they stop under reduced motion. All words sit in
 * one grid cell, so the line keeps the width of the longest and nothing shifts; the next word
 * slides in from below the clipped cell (no fading, so the text never passes through low contrast).
 */
export function RotatingWords({ words }: { words: readonly string[] }) {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reduced) return;
    const timer = window.setInterval(
      () => setIndex((i) => wrapIndex(i + 1, words.length)),
      HERO_WORD_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [reduced, words.length]);

  return (
    <span
      className="inline-grid overflow-hidden pb-[0.15em] align-bottom text-brand-600 dark:text-brand-500"
      data-testid="rotating-words"
    >
      <span className="sr-only">{words.join(", ")}</span>
      {words.map((word, i) => (
        <span
          key={word}
          aria-hidden="true"
          data-active={i === index ? "true" : "false"}
          className={`col-start-1 row-start-1 transition-transform duration-500 ${
            i === index ? "translate-y-0" : "translate-y-[120%]"
          }`}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
