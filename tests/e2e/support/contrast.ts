import type { Page } from "@playwright/test";

/*
 * Colour contrast of our own (issue 35 item 6). axe-core 4.13 cannot read our colours (Tailwind 4's
 * oklch() with `none` components) and silently reports its color-contrast rule as incomplete. Here
 * the browser itself turns each computed colour into sRGB (a 1x1 canvas paints it and reads the
 * pixel back), the background is composited from the elements stacked under the text, and WCAG 2's
 * contrast ratio is applied: 4.5:1, or 3:1 for large text (24px, or 18.66px bold).
 */

export type ContrastFailure = {
  target: string;
  text: string;
  ratio: number;
  required: number;
  color: string;
  background: string;
};

export type ContrastReport = {
  /** Text elements whose contrast was computed. */
  checked: number;
  /** Text elements that could not be judged (text over an image or a gradient). */
  skipped: number;
  failures: ContrastFailure[];
};

/** Runs in the page: every visible element with its own text, judged against what lies beneath. */
function measureContrast(): ContrastReport {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("no 2d canvas");
  type Rgba = [number, number, number, number];
  const cache = new Map<string, Rgba>();
  /** A computed CSS colour as sRGB 0-255 and alpha 0-1, as the browser paints it. */
  const toRgba = (css: string): Rgba => {
    const known = cache.get(css);
    if (known) return known;
    // Painted over nothing, read back un-premultiplied (getImageData's own form).
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = "#000";
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    const rgba: Rgba = [r, g, b, a / 255];
    cache.set(css, rgba);
    return rgba;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : "";
    const cls = typeof el.className === "string" ? el.className.split(/\s+/).slice(0, 3).join(".") : "";
    return `${el.tagName.toLowerCase()}${id}${cls ? `.${cls}` : ""}`;
  };
  const hasImage = (style: CSSStyleDeclaration) => style.backgroundImage !== "none";

  /** The backdrop under `el`: its own and its ancestors' backgrounds, or the stack at a point. */
  const backdropOf = (el: Element, x: number, y: number): Rgba | null => {
    const inView = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
    const stack = inView ? document.elementsFromPoint(x, y) : [];
    const at = stack.indexOf(el);
    const layers: Element[] = [];
    if (at >= 0) layers.push(...stack.slice(at));
    else for (let e: Element | null = el; e; e = e.parentElement) layers.push(e);
    const paints: Rgba[] = [];
    for (const layer of layers) {
      const style = getComputedStyle(layer);
      if (hasImage(style)) return null;
      if (layer !== el && ["IMG", "VIDEO", "CANVAS", "PICTURE", "svg", "IFRAME"].includes(layer.tagName))
        return null;
      const paint = toRgba(style.backgroundColor);
      if (paint[3] > 0) paints.push(paint);
      if (paint[3] >= 1) break;
    }
    let result: Rgba = [255, 255, 255, 1];
    for (let i = paints.length - 1; i >= 0; i--) result = over(paints[i], result);
    return result;
  };

  const report: ContrastReport = { checked: 0, skipped: 0, failures: [] };
  for (const el of document.body.querySelectorAll("*")) {
    if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION"].includes(el.tagName)) continue;
    const ownText = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? "")
      .join("")
      .trim();
    if (!ownText) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }))
      continue;
    // Disabled controls and their labels are exempt (WCAG 1.4.3), like axe.
    if (el.closest(":disabled, [aria-disabled='true']")) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const box = range.getBoundingClientRect();
    // Visually hidden text (sr-only: clipped to 1px) is not seen, so not judged.
    if (box.width <= 1 || box.height <= 1) continue;
    const style = getComputedStyle(el);
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    const backdrop = backdropOf(el, box.left + Math.min(box.width / 2, 8), box.top + box.height / 2);
    if (!backdrop) {
      report.skipped++;
      continue;
    }
    const ink = toRgba(style.color);
    const fg = over([ink[0], ink[1], ink[2], ink[3] * opacity], backdrop);
    const [l1, l2] = [luminance(fg), luminance(backdrop)].sort((a, b) => b - a);
    const ratio = (l1 + 0.05) / (l2 + 0.05);
    const size = Number.parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const required = large ? 3 : 4.5;
    report.checked++;
    if (ratio + 0.005 < required) {
      report.failures.push({
        target: describe(el),
        text: ownText.slice(0, 40),
        ratio: Math.round(ratio * 100) / 100,
        required,
        color: style.color,
        background: `rgb(${backdrop.slice(0, 3).map(Math.round).join(" ")})`,
      });
    }
  }
  return report;
}

/** Colours at rest: transitions and entrance animations would be measured half-way otherwise. */
function settleColours() {
  const style = document.createElement("style");
  style.id = "contrast-check-settle";
  style.textContent = "*, *::before, *::after { transition: none !important; }";
  document.head.append(style);
  for (const animation of document.getAnimations()) {
    try {
      animation.finish();
    } catch {
      // An endless animation (a spinner) cannot finish; it changes no text colour.
    }
  }
}

/** WCAG colour contrast of every visible text on the page, in the theme it shows now. */
export async function checkContrast(page: Page): Promise<ContrastReport> {
  await page.evaluate(settleColours);
  try {
    return await page.evaluate(measureContrast);
  } finally {
    await page.evaluate(() => document.getElementById("contrast-check-settle")?.remove());
  }
}
