import { heroWordAnimations } from "#core/motion.ts";

/**
 * The hero's rotating words, one every 3000 ms (core/motion.ts: CSS animations, running from the
 * first paint without the app's code); they stop under reduced motion, on the first word. All words
 * sit in one grid cell, so the line keeps the width of the longest and nothing shifts; the next
 * word slides in from below the clipped cell (no fading, so the text never passes through low
 * contrast).
 */
export function RotatingWords({ words }: { words: readonly string[] }) {
  const motion = heroWordAnimations(words.length);
  return (
    <span
      className="inline-grid overflow-hidden pb-[0.15em] align-bottom text-brand-600 dark:text-brand-500"
      data-testid="rotating-words"
    >
      {motion.css && (
        <style href={motion.name} precedence="motion">
          {motion.css}
        </style>
      )}
      <span className="sr-only">{words.join(", ")}</span>
      {words.map((word, i) => (
        <span
          key={word}
          aria-hidden="true"
          data-word={i}
          className="col-start-1 row-start-1 motion-reduce:animate-none!"
          style={{ transform: i === 0 ? undefined : "translateY(120%)", animation: motion.animation(i) }}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
