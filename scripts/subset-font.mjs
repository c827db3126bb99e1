#!/usr/bin/env node
// Cuts the text font to what the portal draws, and writes it where the design system serves it:
//
//   node scripts/subset-font.mjs      (needs fonttools: Debian's python3-fonttools and python3-brotli)
//
// From Inter's variable latin file (@fontsource-variable/inter, SIL OFL 1.1), keeps
//   - the weights the tokens use, 400 to 700 (tokens/scales.ts fontWeights), of the 100-900 axis;
//   - the characters Spanish text, pesos, dates and the interface's signs need (Latin-1, dashes,
//     quotes, ellipsis, bullet, arrows, minus, ≤ ≈, ✓ ★); anything else falls back to system-ui;
//   - the OpenType features drawn by default (kerning, contextual forms such as the colon raised
//     in 10:00) and tabular figures (money columns); stylistic sets and alternates go.
// 48 KB became 26 KB (woff2): on a phone's network the font travels beside the first scripts.
// It also prints the overrides of the fallback face in fonts.css (Arial's metric twin Liberation
// Sans scaled to Inter over a line of the portal), where Liberation Sans is installed.
// Run it after upgrading @fontsource-variable/inter and commit the result.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
const outDir = join(root, 'packages/ui/src/ThemeRoot/fonts');
const output = join(outDir, 'inter-latin-400-700.woff2');

export const weights = 'wght=400:700';
export const unicodes = [
  'U+0020-007E', // ASCII
  'U+00A0-00FF', // Latin-1: á é í ó ú ü ñ ¿ ¡ º ª « » and the no-break space
  'U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC',
  'U+2009-200B,U+2010-2027,U+202F,U+2030-203A,U+2044', // spaces, dashes, quotes, • …
  'U+20AC,U+2122,U+2190-2193,U+2212,U+2248,U+2264-2265,U+2605,U+2713', // € ™ arrows − ≈ ≤ ≥ ★ ✓
].join(',');
const features = ['kern', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'liga', 'rvrn', 'tnum'].join(',');

/** A Python with fonttools: PYTHON, else the first python3 on PATH that has it, else Debian's. */
function findPython() {
  const candidates = [process.env.PYTHON, 'python3', '/usr/bin/python3'].filter(Boolean);
  return candidates.find(
    (python) => spawnSync(python, ['-c', 'import fontTools, brotli'], { stdio: 'ignore' }).status === 0,
  );
}
const python = findPython();

function fonttools(args) {
  const result = python ? spawnSync(python, ['-m', ...args], { stdio: 'inherit' }) : { status: 1 };
  if (result.status !== 0)
    throw new Error(
      'fonttools failed (is it installed? Debian: apt-get install python3-fonttools python3-brotli)',
    );
}

/** The size-adjust and vertical overrides that make Arial's widths and line height Inter's. */
function printFallbackMetrics() {
  const arial = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
  if (!existsSync(arial)) return console.log(`(no ${arial}: fallback overrides not computed)`);
  const program = `
import sys
from fontTools.ttLib import TTFont
line = "Desde el 25 de noviembre de 2025, el valor pasó de $41.379.956 a $55.650.000; Depositar, Rescatar, Nueva meta, Balance general, Mi cuenta, Cerrar sesión. ¿Qué? ¡Sí! ÁÉÍÓÚ ñ"
def width(font):
    cmap, hmtx = font.getBestCmap(), font["hmtx"]
    return sum(hmtx[cmap[ord(c)]][0] for c in line if ord(c) in cmap) / font["head"].unitsPerEm
inter, arial = TTFont(sys.argv[1]), TTFont(sys.argv[2])
scale = width(inter) / width(arial)
em = inter["head"].unitsPerEm
os2 = inter["OS/2"]
print("size-adjust: %.2f%%; ascent-override: %.2f%%; descent-override: %.2f%%; line-gap-override: %.2f%%" % (
    scale * 100, os2.sTypoAscender / em / scale * 100, -os2.sTypoDescender / em / scale * 100,
    os2.sTypoLineGap / em / scale * 100))
`;
  const result = spawnSync(python, ['-c', program, output, arial], { encoding: 'utf8' });
  console.log(`Inter Fallback (fonts.css): ${result.stdout.trim() || result.stderr.trim()}`);
}

const work = mkdtempSync(join(tmpdir(), 'portal-font-'));
try {
  const limited = join(work, 'limited.ttf');
  fonttools(['fontTools.varLib.instancer', source, weights, '-o', limited]);
  fonttools([
    'fontTools.subset',
    limited,
    `--unicodes=${unicodes}`,
    `--layout-features=${features}`,
    '--flavor=woff2',
    `--output-file=${output}`,
  ]);
  copyFileSync(join(dirname(source), '..', 'LICENSE'), join(outDir, 'LICENSE'));
  printFallbackMetrics();
  console.log(`${source}: ${statSync(source).size.toLocaleString('en-US')} B`);
  console.log(`${output}: ${statSync(output).size.toLocaleString('en-US')} B`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
