import { useEffect, useState } from "react";
import type { Quote } from "#core/content/quotes.ts";
import { msUntilNextQuote, QUOTE_FADE_MS, quoteIndex } from "#core/footer-quote.ts";

/**
 * The daily quote (core/footer-quote.ts). The server picks one by its own clock; the browser then
 * corrects it to the visitor's clock and fades to the next one at 08:00, 16:00 and midnight.
 */
export function FooterQuote({ initialIndex, quotes }: { initialIndex: number; quotes: readonly Quote[] }) {
  const [index, setIndex] = useState(initialIndex);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    setIndex(quoteIndex(new Date()));
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        setVisible(false);
        timer = window.setTimeout(() => {
          setIndex(quoteIndex(new Date()));
          setVisible(true);
          schedule();
        }, QUOTE_FADE_MS);
      }, msUntilNextQuote(new Date()));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);

  const quote = quotes[index] ?? quotes[0];
  return (
    <figure
      data-testid="footer-quote"
      data-quote-index={index}
      className={`transition-opacity duration-300 ${visible ? "opacity-100" : "opacity-0"}`}
    >
      <blockquote className="text-lg leading-snug font-medium text-neutral-800 italic dark:text-neutral-200">
        “{quote.text}”
      </blockquote>
      <figcaption className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
        — {quote.author}
      </figcaption>
    </figure>
  );
}
