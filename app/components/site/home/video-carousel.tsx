import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useReducedMotion } from "#app/components/theme/use-theme.tsx";
import { START_WHEN_SEEN_ATTRIBUTE } from "#app/lib/app-start.ts";
import type { FeaturedVideo } from "#core/content/home.ts";
import { VIDEO_VISIBILITY_THRESHOLD, wrapIndex } from "#core/motion.ts";

/**
 * The featured video carousel (000 section 4): advances when a video ends or fails to load, wraps
 * around, has previous/next arrows; plays with sound when 30 % visible, muted when the browser
 * refuses sound, and pauses out of view. Nothing but the poster loads until it is first seen, and
 * the native controls come with it: their shadow DOM (buttons, SVG icons, a timeline) costs style
 * and layout work at load that no one needs while the video is out of view (decision 002).
 */
export function VideoCarousel({ videos }: { videos: readonly FeaturedVideo[] }) {
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const visible = useRef(false);
  const failures = useRef(0);
  const reduced = useReducedMotion();
  const video = videos[index];

  const go = useCallback(
    (step: number) => setIndex((i) => wrapIndex(i + step, videos.length)),
    [videos.length],
  );

  const play = useCallback(() => {
    const element = player.current;
    if (!element || reduced) return;
    element.muted = false;
    element.play().catch((error: unknown) => {
      // Only a refused sound falls back to muted playback. A play that a pause interrupted (the
      // carousel left the view while the video was still loading: an AbortError) stays paused.
      const refused = error instanceof DOMException && error.name === "NotAllowedError";
      if (!refused || !visible.current) return;
      element.muted = true;
      element.play().catch(() => {});
    });
  }, [reduced]);

  useEffect(() => {
    const element = container.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible.current = entry.isIntersecting && entry.intersectionRatio >= VIDEO_VISIBILITY_THRESHOLD;
        if (visible.current) {
          setSeen(true);
          play();
        } else {
          player.current?.pause();
        }
      },
      { threshold: [0, VIDEO_VISIBILITY_THRESHOLD] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [play]);

  // A new video starts by itself when the carousel is in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new video
  useEffect(() => {
    if (visible.current) play();
  }, [index]);

  const onError = () => {
    // Skip a broken video, but stop once every one has failed in a row.
    failures.current += 1;
    if (failures.current < videos.length) go(1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured videos"
      className="relative"
      ref={container}
      // It plays when seen: seen before any other sign of intent, it starts the page's code.
      {...{ [START_WHEN_SEEN_ATTRIBUTE]: "" }}
    >
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-black shadow-2xl">
        <video
          key={video.id}
          ref={player}
          className="h-full w-full object-cover"
          poster={video.poster}
          preload={seen ? "auto" : "none"}
          playsInline
          controls={seen}
          aria-label={video.title}
          data-testid="featured-video"
          data-video-id={video.id}
          onPlaying={() => {
            failures.current = 0;
          }}
          onEnded={() => go(1)}
          onError={onError}
        >
          {video.sources.map((source, i) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              onError={i === video.sources.length - 1 ? onError : undefined}
            />
          ))}
          <track kind="captions" src={video.captions} srcLang="en" label="English" />
        </video>
      </div>
      <div className="mt-4 flex items-start justify-between gap-4">
        <div aria-live="polite">
          <p className="text-xs font-semibold tracking-widest text-neutral-600 uppercase dark:text-neutral-400">
            Video {index + 1} of {videos.length}
          </p>
          <h3 className="mt-1 text-lg font-bold">{video.title}</h3>
          <p className="text-neutral-700 dark:text-neutral-300">{video.description}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label="Previous video"
            className="rounded-full border border-neutral-300 p-2 hover:border-brand-600 dark:border-neutral-700"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label="Next video"
            className="rounded-full border border-neutral-300 p-2 hover:border-brand-600 dark:border-neutral-700"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
