/**
 * Writes `landing.html` next to the built console's `index.html`: the same page (title, description, script and
 * style tags) with, instead of the shell, the landing page's first view (the top bar, the heading, the subtitle and
 * the intro paragraph in Chinese, the default locale, each where React paints it), so a phone paints the largest
 * text (its LCP) before React and Cloudscape have run. The frame lies over the root, outside it, so React's first commits (before the landing page's chunk
 * and tables are in) never take it away: the landing page removes it once it has rendered the same view underneath
 * (`removeLandingFrame`, web/src/routing/first-view.ts). The texts come from the console's own catalogue; a visitor
 * whose stored locale is not Chinese sees the frame without its texts until then.
 * Run by `npm run build:web` after Vite; the gateway (infra/local) and CloudFront (infra/constructs/console-site.ts)
 * answer `/` with it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cnMessages } from '../src/i18n/messages.js';
import { LOCALE_STORAGE_KEY } from '../src/i18n/locale.js';
import { DEFAULT_LOCALE } from '../../shared/constants/ids.js';

// Where Vite wrote the build: its outDir, relative to web/ or absolute (web/vite.config.ts).
const dist = resolve(import.meta.dirname, '..', process.env.SIA_WEB_DIST ?? 'dist');

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Cloudscape's measures as the landing page lays them out (top navigation, narrow below 688 px; the public layout's
// padding; the h1 header and its description; the container and its paragraph), measured in Chromium on a phone
// (412 px) and a desktop (1350 px): each text of the frame starts at the pixel where React paints it.
const css = `
body{margin:0}
.landing-frame{position:absolute;top:0;left:0;right:0;z-index:2000;background:#fff;font-family:"Open Sans","Helvetica Neue",Roboto,Arial,sans-serif;color:#0f141a;font-size:14px;line-height:20px}
.landing-frame-bar{box-sizing:border-box;height:57px;padding:0 32px;display:flex;align-items:center;background:#161d26;border-bottom:1px solid #424650;color:#f9f9fa;font-size:18px;line-height:22px;font-weight:700;letter-spacing:-0.18px}
.landing-frame-body{padding:33px 20px 20px}
.landing-frame h1{margin:0;font-size:24px;line-height:30px;font-weight:700;letter-spacing:-0.48px}
.landing-frame-subtitle{margin:5px 0 16px;color:#424650}
.landing-frame-card{box-sizing:border-box;border:1px solid #c6c6cd;border-radius:16px;background:#fff;padding:20px}
.landing-frame-card p{margin:0;padding:4px 0}
@media (max-width:687px){.landing-frame-bar{height:41px;padding:0 20px}}
html.landing-other-locale .landing-frame *{visibility:hidden}
`;

const frame =
  '<div id="landing-frame" class="landing-frame" aria-hidden="true">' +
  `<div class="landing-frame-bar">${escape(cnMessages['app.name'])}</div>` +
  '<div class="landing-frame-body">' +
  `<h1>${escape(cnMessages['landing.title'])}</h1>` +
  `<p class="landing-frame-subtitle">${escape(cnMessages['landing.subtitle'])}</p>` +
  `<div class="landing-frame-card"><p>${escape(cnMessages['landing.intro'])}</p></div>` +
  '</div></div>';

// Runs before the first paint: the frame's Chinese texts stay hidden for a visitor who chose another locale.
const localeCheck =
  `<script>try{var l=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});` +
  `if(l&&l!==${JSON.stringify(DEFAULT_LOCALE)})document.documentElement.classList.add('landing-other-locale')}catch(e){}</script>`;

const index = readFileSync(join(dist, 'index.html'), 'utf8');
const landing = index
  .replace('</style>', `${css}</style>`)
  .replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>/, `<div id="root"></div>${localeCheck}${frame}`);
if (landing === index || !landing.includes('landing-frame-card')) {
  throw new Error('web/dist/index.html has no shell to replace; landing.html not written');
}
writeFileSync(join(dist, 'landing.html'), landing);
console.log(`Wrote ${join(dist, 'landing.html')}`);
