/** What a demo picture shows; every catalogue item and category is drawn as one of these. */
export type PictureKind =
  | 'bottle'
  | 'jug'
  | 'bag'
  | 'box'
  | 'light'
  | 'bulb'
  | 'tent'
  | 'pot'
  | 'tray'
  | 'tool'
  | 'spray'
  | 'flower'
  | 'bouquet'
  | 'plant'
  | 'vase'
  | 'seed-packet'
  | 'meter'
  | 'fan'
  | 'watering-can'
  | 'bucket'
  | 'gift'
  | 'wreath'
  | 'pebbles'
  | 'timer'
  | 'ribbon';

interface Palette {
  background: string;
  halo: string;
  main: string;
  dark: string;
  light: string;
  accent: string;
  petal: string;
  petalDark: string;
}

/** Background hue per kind, so a grid of one category reads as a family. */
const KIND_HUE: Record<PictureKind, number> = {
  bottle: 140,
  jug: 165,
  bag: 35,
  box: 25,
  light: 265,
  bulb: 45,
  tent: 200,
  pot: 20,
  tray: 110,
  tool: 190,
  spray: 175,
  flower: 340,
  bouquet: 320,
  plant: 120,
  vase: 210,
  'seed-packet': 60,
  meter: 230,
  fan: 195,
  'watering-can': 95,
  bucket: 215,
  gift: 350,
  wreath: 130,
  pebbles: 15,
  timer: 250,
  ribbon: 300,
};

/** [hue, saturation, lightness] of real flower colours; random hues give blue roses. */
const PETAL_COLOURS: readonly (readonly [number, number, number])[] = [
  [352, 72, 48],
  [335, 65, 68],
  [45, 90, 58],
  [22, 85, 60],
  [285, 45, 58],
  [40, 55, 94],
  [8, 75, 62],
];

const GREEN = '#4f9a48';
const GREEN_DARK = '#3a7a35';
const STEEL = '#b9c0c7';
const STEEL_DARK = '#7d858d';

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)},${saturation}%,${lightness}%)`;
}

/** A 0..1 value from a seed and a channel number; pictures need a few, not a stream. */
function unit(seed: number, channel: number): number {
  let x = (seed ^ Math.imul(channel + 1, 0x9e3779b9)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
}

function paletteFor(kind: PictureKind, seed: number): Palette {
  const backgroundHue = KIND_HUE[kind] + (unit(seed, 1) - 0.5) * 50;
  // Clay pebbles are always fired-clay coloured; any other hue looks like fruit.
  const mainHue = kind === 'pebbles' ? 12 + unit(seed, 2) * 22 : unit(seed, 2) * 360;
  const accentHue = mainHue + 140 + unit(seed, 3) * 80;
  const petal = PETAL_COLOURS[Math.floor(unit(seed, 4) * PETAL_COLOURS.length)] ?? [352, 72, 48];
  return {
    background: hsl(backgroundHue, 45, 93),
    halo: hsl(backgroundHue, 42, 86),
    main: hsl(mainHue, 50, 50),
    dark: hsl(mainHue, 40, 30),
    light: hsl(mainHue, 55, 82),
    accent: hsl(accentHue, 65, 55),
    petal: hsl(petal[0], petal[1], petal[2]),
    petalDark: hsl(petal[0], petal[1], Math.max(petal[2] - 22, 25)),
  };
}

function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  return `<ellipse cx="${x}" cy="${y - length / 2}" rx="${Math.round(length / 3.4)}" ry="${length / 2}" transform="rotate(${angle} ${x} ${y})" fill="${fill}"/>`;
}

function bloom(x: number, y: number, radius: number, petal: string, centre: string): string {
  let petals = '';
  const petalRadius = Math.round(radius * 0.42);
  for (let i = 0; i < 6; i++) {
    const angle = (i * Math.PI) / 3;
    const cx = Math.round(x + Math.sin(angle) * radius * 0.58);
    const cy = Math.round(y - Math.cos(angle) * radius * 0.58);
    petals += `<circle cx="${cx}" cy="${cy}" r="${petalRadius}"/>`;
  }
  return `<g fill="${petal}">${petals}</g><circle cx="${x}" cy="${y}" r="${Math.round(radius * 0.38)}" fill="${centre}"/>`;
}

function sprout(x: number, y: number, height: number): string {
  return (
    `<path d="M${x} ${y}V${y - height}" stroke="${GREEN_DARK}" stroke-width="7" fill="none"/>` +
    leaf(x, y - height * 0.55, height * 0.7, -55, GREEN) +
    leaf(x, y - height * 0.75, height * 0.6, 50, GREEN)
  );
}

type Drawing = (p: Palette, seed: number) => string;

const DRAWINGS: Record<PictureKind, Drawing> = {
  bottle: (p) =>
    `<rect x="258" y="112" width="84" height="48" rx="8" fill="${p.dark}"/>` +
    `<rect x="272" y="156" width="56" height="44" fill="${p.main}"/>` +
    `<path d="M272 196C272 232 212 236 212 282V488Q212 510 234 510H366Q388 510 388 488V282C388 236 328 232 328 196Z" fill="${p.main}"/>` +
    `<rect x="226" y="270" width="16" height="220" rx="8" fill="#fff" opacity=".3"/>` +
    `<rect x="242" y="310" width="130" height="140" rx="10" fill="#fff"/>` +
    `<rect x="242" y="328" width="130" height="18" fill="${p.accent}"/>` +
    `<path d="M307 436C272 420 272 384 307 364C342 384 342 420 307 436Z" fill="${GREEN}"/>`,
  jug: (p) =>
    `<rect x="318" y="110" width="74" height="40" rx="8" fill="${p.dark}"/>` +
    `<path d="M196 214Q196 170 240 170H328V146H382V176Q424 186 424 230V486Q424 512 398 512H222Q196 512 196 486Z" fill="${p.main}"/>` +
    `<path d="M214 182Q214 150 250 150H300Q318 150 318 170V214" stroke="${p.dark}" stroke-width="16" fill="none"/>` +
    `<rect x="226" y="290" width="168" height="150" rx="12" fill="#fff"/>` +
    `<rect x="226" y="306" width="168" height="20" fill="${p.accent}"/>` +
    `<circle cx="310" cy="386" r="34" fill="${p.light}"/>`,
  bag: (p) => {
    let teeth = 'M190 160';
    for (let x = 190; x < 410; x += 22) teeth += `L${x + 11} 146L${x + 22} 160`;
    return (
      `<path d="M190 160H410L432 498Q432 512 418 512H182Q168 512 168 498Z" fill="${p.main}"/>` +
      `<path d="${teeth}V186H190Z" fill="${p.dark}"/>` +
      `<circle cx="300" cy="320" r="80" fill="#fff"/>` +
      `<path d="M300 370C250 350 250 290 300 262C350 290 350 350 300 370Z" fill="${GREEN}"/>` +
      `<rect x="206" y="432" width="188" height="30" rx="6" fill="${p.accent}"/>` +
      `<path d="M410 186L432 498Q432 512 418 512H400L390 186Z" fill="#000" opacity=".12"/>`
    );
  },
  box: (p) =>
    `<path d="M168 246L300 298V510L168 458Z" fill="${p.main}"/>` +
    `<path d="M300 298L432 246V458L300 510Z" fill="${p.dark}"/>` +
    `<path d="M168 246L300 194L432 246L300 298Z" fill="${p.light}"/>` +
    `<path d="M234 220L366 272L384 265L252 213Z" fill="${p.accent}"/>` +
    `<path d="M194 318L274 350V430L194 398Z" fill="#fff"/>` +
    `<path d="M208 346L260 367V381L208 360Z" fill="${p.accent}"/>`,
  light: (p, seed) => {
    const warm = unit(seed, 9) < 0.4;
    const glow = warm ? '#ffd27a' : hsl(300 + unit(seed, 10) * 40, 80, 70);
    let leds = '';
    for (let x = 160; x <= 440; x += 35) leds += `<circle cx="${x}" cy="220" r="9"/>`;
    return (
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${glow}" stop-opacity=".7"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></linearGradient></defs>` +
      `<path d="M140 246H460L540 500H60Z" fill="url(#g)"/>` +
      `<path d="M200 86L236 192M400 86L364 192" stroke="#555" stroke-width="4"/>` +
      `<rect x="126" y="188" width="348" height="64" rx="12" fill="${p.dark}"/>` +
      `<g fill="${glow}">${leds}</g>` +
      `<path d="M262 410H338L330 500H270Z" fill="${p.main}"/>` +
      sprout(300, 410, 70)
    );
  },
  bulb: (p) =>
    `<ellipse cx="300" cy="250" rx="96" ry="156" fill="#fff" opacity=".75" stroke="${p.light}" stroke-width="6"/>` +
    `<rect x="284" y="170" width="32" height="150" rx="16" fill="${p.accent}"/>` +
    `<path d="M300 320V400" stroke="${STEEL_DARK}" stroke-width="6"/>` +
    `<path d="M236 372Q300 420 364 372L350 410H250Z" fill="${p.light}"/>` +
    `<rect x="252" y="406" width="96" height="92" rx="10" fill="${STEEL}"/>` +
    `<path d="M252 428H348M252 452H348M252 476H348" stroke="${STEEL_DARK}" stroke-width="7"/>`,
  tent: (p) =>
    `<rect x="166" y="110" width="268" height="400" rx="10" fill="#2f3235"/>` +
    `<path d="M300 150V500H410V176Q410 150 384 150Z" fill="#dfe3e7"/>` +
    `<path d="M300 150V500H356Q390 330 300 150Z" fill="#3b3f43"/>` +
    `<path d="M190 500V176Q190 150 216 150H384Q410 150 410 176V500" stroke="${p.accent}" stroke-width="6" stroke-dasharray="12 7" fill="none"/>` +
    `<rect x="166" y="110" width="268" height="400" rx="10" fill="none" stroke="${p.main}" stroke-width="10"/>` +
    `<rect x="206" y="120" width="60" height="22" rx="6" fill="#4a4f54"/>` +
    `<rect x="334" y="120" width="60" height="22" rx="6" fill="#4a4f54"/>`,
  pot: (p) =>
    `<path d="M202 306H398L374 500Q372 512 360 512H240Q228 512 226 500Z" fill="${p.main}"/>` +
    `<path d="M346 306H398L374 500Q372 512 360 512H340Z" fill="#000" opacity=".12"/>` +
    `<rect x="186" y="280" width="228" height="42" rx="8" fill="${p.dark}"/>` +
    `<ellipse cx="300" cy="284" rx="104" ry="12" fill="#5b4030"/>` +
    sprout(300, 282, 110),
  tray: (p) => {
    let sprouts = '';
    for (let x = 170; x <= 430; x += 52) sprouts += sprout(x, 404, 44);
    return (
      `<path d="M116 400H484L454 480H146Z" fill="${p.dark}"/>` +
      sprouts +
      `<path d="M128 402V300Q128 256 172 256H428Q472 256 472 300V402Z" fill="${p.light}" opacity=".5" stroke="#fff" stroke-width="5"/>` +
      `<rect x="266" y="244" width="68" height="18" rx="6" fill="${p.main}"/>` +
      `<path d="M160 290Q160 276 176 276H250" stroke="#fff" stroke-width="8" fill="none" opacity=".7"/>`
    );
  },
  tool: (p, seed) =>
    unit(seed, 11) < 0.5
      ? `<g transform="rotate(-35 300 300)">` +
        `<path d="M300 90C362 142 372 232 352 304H248C228 232 238 142 300 90Z" fill="${STEEL}"/>` +
        `<path d="M300 112V292" stroke="#e3e7eb" stroke-width="9"/>` +
        `<rect x="291" y="298" width="18" height="52" fill="${STEEL_DARK}"/>` +
        `<rect x="274" y="340" width="52" height="176" rx="26" fill="${p.main}"/></g>`
      : `<g fill="${STEEL}"><path d="M290 330L212 108Q226 96 244 104L318 318Z"/><path d="M310 330L388 108Q374 96 356 104L282 318Z"/></g>` +
        `<circle cx="238" cy="414" r="54" fill="none" stroke="${p.main}" stroke-width="26"/>` +
        `<circle cx="362" cy="414" r="54" fill="none" stroke="${p.main}" stroke-width="26"/>` +
        `<path d="M262 366L300 318L338 366" stroke="${p.main}" stroke-width="22" fill="none"/>` +
        `<circle cx="300" cy="322" r="11" fill="${p.dark}"/>`,
  spray: (p) =>
    `<path d="M244 150H384Q402 150 402 168V198L344 232H262Q244 232 244 214Z" fill="${p.dark}"/>` +
    `<rect x="174" y="156" width="80" height="26" rx="6" fill="${p.dark}"/>` +
    `<path d="M302 230Q290 270 314 296" stroke="${p.dark}" stroke-width="16" fill="none"/>` +
    `<rect x="266" y="226" width="68" height="40" fill="${p.dark}"/>` +
    `<path d="M226 262H374V488Q374 510 352 510H248Q226 510 226 488Z" fill="${p.main}"/>` +
    `<rect x="242" y="318" width="116" height="130" rx="10" fill="#fff"/>` +
    `<rect x="242" y="340" width="116" height="16" fill="${p.accent}"/>` +
    `<path d="M300 436C272 424 272 390 300 372C328 390 328 424 300 436Z" fill="${GREEN}"/>`,
  flower: (p) =>
    `<path d="M300 510C292 420 312 340 300 240" stroke="${GREEN_DARK}" stroke-width="10" fill="none"/>` +
    `<path d="M300 420C252 412 230 372 234 350C276 354 300 380 300 420Z" fill="${GREEN}"/>` +
    `<path d="M304 376C350 368 372 334 368 312C328 316 306 342 304 376Z" fill="${GREEN}"/>` +
    bloom(300, 200, 110, p.petal, p.petalDark) +
    `<circle cx="300" cy="200" r="18" fill="${p.petal}" opacity=".6"/>`,
  bouquet: (p, seed) => {
    let blooms = '';
    const spots: readonly (readonly [number, number, number])[] = [
      [230, 250, 56],
      [370, 250, 56],
      [300, 200, 62],
      [262, 310, 50],
      [340, 312, 50],
    ];
    spots.forEach(([x, y, r], i) => {
      const colour = PETAL_COLOURS[Math.floor(unit(seed, 20 + i) * PETAL_COLOURS.length)] ?? [352, 72, 48];
      blooms += bloom(x, y, r, hsl(colour[0], colour[1], colour[2]), hsl(colour[0], colour[1], Math.max(colour[2] - 22, 25)));
    });
    return (
      leaf(300, 330, 170, -62, GREEN) +
      leaf(300, 330, 170, 62, GREEN_DARK) +
      leaf(300, 300, 150, 0, GREEN) +
      blooms +
      `<path d="M196 330L300 512L404 330Z" fill="${p.light}"/>` +
      `<path d="M250 330L300 512L350 330Z" fill="#fff" opacity=".45"/>` +
      `<path d="M258 420H342L336 446H264Z" fill="${p.accent}"/>` +
      `<path d="M300 432L252 404L256 456ZM300 432L348 404L344 456Z" fill="${p.accent}"/>`
    );
  },
  plant: (p) =>
    leaf(300, 400, 210, -52, GREEN_DARK) +
    leaf(300, 400, 220, 52, GREEN_DARK) +
    leaf(300, 400, 240, -24, GREEN) +
    leaf(300, 400, 240, 24, GREEN) +
    leaf(300, 400, 250, 0, '#5fb356') +
    `<path d="M300 390V170" stroke="${GREEN_DARK}" stroke-width="5"/>` +
    `<path d="M230 404H370L354 510H246Z" fill="${p.main}"/>` +
    `<rect x="220" y="392" width="160" height="30" rx="6" fill="${p.dark}"/>`,
  vase: (p) =>
    `<path d="M300 250C290 190 250 160 230 130M300 250C304 190 300 150 300 110M300 250C312 190 350 170 372 140" stroke="${GREEN_DARK}" stroke-width="7" fill="none"/>` +
    bloom(230, 128, 46, p.petal, p.petalDark) +
    bloom(300, 104, 50, p.accent, p.petalDark) +
    bloom(372, 138, 44, p.petal, p.petalDark) +
    `<path d="M254 250Q206 330 238 420Q254 466 238 510H362Q346 466 362 420Q394 330 346 250Z" fill="${p.main}"/>` +
    `<ellipse cx="300" cy="250" rx="48" ry="10" fill="${p.dark}"/>` +
    `<path d="M258 300Q242 360 260 420" stroke="#fff" stroke-width="11" stroke-linecap="round" fill="none" opacity=".35"/>`,
  'seed-packet': (p) =>
    `<rect x="188" y="116" width="224" height="392" rx="8" fill="${p.light}"/>` +
    `<path d="M188 124Q188 116 196 116H404Q412 116 412 124V168H188Z" fill="${p.dark}"/>` +
    `<rect x="212" y="190" width="176" height="200" rx="12" fill="#fff"/>` +
    `<circle cx="300" cy="304" r="62" fill="${p.accent}"/>` +
    `<circle cx="280" cy="284" r="16" fill="#fff" opacity=".35"/>` +
    leaf(300, 246, 60, -60, GREEN) +
    leaf(300, 246, 60, 60, GREEN) +
    `<rect x="212" y="412" width="176" height="18" rx="9" fill="${p.dark}" opacity=".55"/>` +
    `<rect x="212" y="444" width="118" height="18" rx="9" fill="${p.dark}" opacity=".35"/>`,
  meter: (p) =>
    `<g transform="rotate(18 300 300)">` +
    `<rect x="248" y="86" width="104" height="384" rx="42" fill="${p.main}"/>` +
    `<rect x="266" y="450" width="68" height="76" rx="22" fill="${p.dark}"/>` +
    `<rect x="266" y="136" width="68" height="94" rx="8" fill="#cfe8d5"/>` +
    `<path d="M282 160H300M282 184H300M318 160V206" stroke="#2e4a36" stroke-width="8"/>` +
    `<circle cx="300" cy="282" r="17" fill="${p.accent}"/>` +
    `<circle cx="300" cy="334" r="17" fill="${p.accent}"/>` +
    `<rect x="258" y="100" width="14" height="340" rx="7" fill="#fff" opacity=".25"/></g>`,
  fan: (p, seed) => {
    let blades = '';
    const count = unit(seed, 12) < 0.5 ? 3 : 5;
    for (let i = 0; i < count; i++) {
      blades += `<ellipse cx="300" cy="218" rx="44" ry="66" transform="rotate(${Math.round((i * 360) / count) + 20} 300 280)"/>`;
    }
    return (
      `<path d="M268 430L248 510H352L332 430Z" fill="${p.dark}"/>` +
      `<circle cx="300" cy="280" r="172" fill="${p.dark}"/>` +
      `<circle cx="300" cy="280" r="150" fill="${p.light}"/>` +
      `<g fill="${p.main}">${blades}</g>` +
      `<circle cx="300" cy="280" r="32" fill="${p.dark}"/>` +
      `<g fill="none" stroke="${p.dark}" stroke-width="4" opacity=".35"><circle cx="300" cy="280" r="106"/><circle cx="300" cy="280" r="62"/></g>`
    );
  },
  'watering-can': (p) =>
    `<path d="M376 436L494 248L518 264L400 478Z" fill="${p.main}"/>` +
    `<rect x="476" y="214" width="66" height="40" rx="10" transform="rotate(-32 509 234)" fill="${p.dark}"/>` +
    `<path d="M226 282Q226 176 300 176Q374 176 374 282" stroke="${p.dark}" stroke-width="22" fill="none"/>` +
    `<path d="M196 282H384V480Q384 510 354 510H226Q196 510 196 480Z" fill="${p.main}"/>` +
    `<ellipse cx="290" cy="282" rx="94" ry="16" fill="${p.dark}"/>` +
    `<rect x="214" y="300" width="18" height="180" rx="9" fill="#fff" opacity=".3"/>`,
  bucket: (p) =>
    leaf(300, 200, 120, -40, GREEN) +
    leaf(300, 200, 130, 35, GREEN_DARK) +
    leaf(300, 200, 110, 0, GREEN) +
    `<path d="M262 214L272 178H328L338 214Z" fill="#333"/>` +
    `<path d="M204 236H396L374 502Q372 512 362 512H238Q228 512 226 502Z" fill="${p.main}"/>` +
    `<rect x="188" y="208" width="224" height="36" rx="8" fill="${p.dark}"/>` +
    `<path d="M214 310H386M220 400H380" stroke="${p.dark}" stroke-width="7" opacity=".4"/>` +
    `<path d="M346 236H396L374 502Q372 512 362 512H340Z" fill="#000" opacity=".1"/>`,
  gift: (p) =>
    `<path d="M300 242C246 150 196 184 232 242ZM300 242C354 150 404 184 368 242Z" fill="${p.accent}"/>` +
    `<rect x="182" y="282" width="236" height="228" rx="8" fill="${p.main}"/>` +
    `<rect x="166" y="240" width="268" height="62" rx="8" fill="${p.dark}"/>` +
    `<rect x="280" y="240" width="40" height="270" fill="${p.accent}"/>` +
    `<path d="M366 302H418V502Q418 510 410 510H366Z" fill="#000" opacity=".1"/>`,
  wreath: (p) => {
    let leaves = '';
    for (let i = 0; i < 16; i++) {
      const angle = (i * Math.PI * 2) / 16;
      const x = Math.round(300 + Math.cos(angle) * 150);
      const y = Math.round(280 + Math.sin(angle) * 150);
      const fill = i % 2 === 0 ? GREEN : GREEN_DARK;
      leaves += `<ellipse cx="${x}" cy="${y}" rx="56" ry="28" transform="rotate(${Math.round((angle * 180) / Math.PI) + 60} ${x} ${y})" fill="${fill}"/>`;
    }
    let berries = '';
    for (let i = 0; i < 8; i++) {
      const angle = (i * Math.PI * 2) / 8 + 0.2;
      berries += `<circle cx="${Math.round(300 + Math.cos(angle) * 158)}" cy="${Math.round(280 + Math.sin(angle) * 158)}" r="13"/>`;
    }
    return (
      leaves +
      `<g fill="${p.petal}">${berries}</g>` +
      `<path d="M300 436L246 400L250 466ZM300 436L354 400L350 466Z" fill="${p.accent}"/>` +
      `<path d="M290 440L270 510M310 440L330 510" stroke="${p.accent}" stroke-width="16"/>` +
      `<circle cx="300" cy="436" r="16" fill="${p.accent}"/>`
    );
  },
  pebbles: (p) => {
    const stones: readonly (readonly [number, number, number])[] = [
      [190, 480, 34], [256, 486, 38], [326, 484, 36], [396, 482, 34], [456, 490, 26], [140, 492, 24],
      [222, 430, 34], [290, 428, 38], [360, 432, 34], [424, 444, 28], [170, 446, 26],
      [256, 378, 32], [326, 376, 34], [392, 394, 26], [206, 390, 24], [292, 330, 30], [350, 336, 24],
    ];
    let circles = '';
    for (const [x, y, r] of stones) circles += `<circle cx="${x}" cy="${y}" r="${r}"/>`;
    let shines = '';
    for (const [x, y, r] of stones) shines += `<circle cx="${x - r / 3}" cy="${y - r / 3}" r="${Math.round(r / 4)}"/>`;
    return `<g transform="translate(-60 -102) scale(1.2)"><g fill="${p.main}" stroke="${p.dark}" stroke-width="4">${circles}</g><g fill="#fff" opacity=".35">${shines}</g></g>`;
  },
  timer: (p) => {
    let ticks = '';
    for (let i = 0; i < 12; i++) ticks += `<rect x="297" y="212" width="6" height="16" transform="rotate(${i * 30} 300 290)"/>`;
    return (
      `<rect x="264" y="470" width="16" height="40" fill="${STEEL_DARK}"/>` +
      `<rect x="320" y="470" width="16" height="40" fill="${STEEL_DARK}"/>` +
      `<rect x="176" y="160" width="248" height="318" rx="40" fill="${p.light}"/>` +
      `<circle cx="300" cy="290" r="92" fill="#fff" stroke="${p.main}" stroke-width="14"/>` +
      `<g fill="${p.dark}">${ticks}</g>` +
      `<path d="M300 290V226M300 290L342 312" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>` +
      `<rect x="258" y="400" width="84" height="52" rx="10" fill="${p.dark}"/>` +
      `<circle cx="284" cy="426" r="7" fill="${p.light}"/><circle cx="316" cy="426" r="7" fill="${p.light}"/>`
    );
  },
  ribbon: (p) =>
    `<path d="M386 372C452 420 378 468 452 512L476 488C412 456 486 412 412 346Z" fill="${p.main}"/>` +
    `<circle cx="280" cy="280" r="152" fill="${p.main}"/>` +
    `<g fill="none" stroke="${p.dark}" stroke-width="4" opacity=".35"><circle cx="280" cy="280" r="128"/><circle cx="280" cy="280" r="102"/><circle cx="280" cy="280" r="78"/></g>` +
    `<circle cx="280" cy="280" r="52" fill="${p.light}"/>` +
    `<circle cx="280" cy="280" r="26" fill="${p.halo}"/>` +
    `<path d="M180 200Q230 150 300 140" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none" opacity=".3"/>`,
};

function drawing(kind: PictureKind, seed: number, palette: Palette): string {
  return `<ellipse cx="300" cy="512" rx="180" ry="20" fill="#000" opacity=".13"/>` + DRAWINGS[kind](palette, seed);
}

/** A 600x600 square product picture of the given kind; the seed varies colours within the kind. */
export function itemPicture(kind: PictureKind, seed: number): string {
  const palette = paletteFor(kind, seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<rect width="600" height="600" fill="${palette.background}"/>` +
    `<circle cx="300" cy="300" r="236" fill="${palette.halo}"/>` +
    drawing(kind, seed, palette) +
    `</svg>`
  );
}

/** A 360x360 category tile: the kind's drawing on a ringed badge, so tiles differ from item pictures. */
export function categoryPicture(kind: PictureKind, seed: number): string {
  const palette = paletteFor(kind, seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 360" width="360" height="360">` +
    `<rect width="360" height="360" fill="${palette.halo}"/>` +
    `<circle cx="180" cy="180" r="160" fill="${palette.background}" stroke="#fff" stroke-width="10"/>` +
    `<g transform="translate(42 36) scale(.46)">${drawing(kind, seed, palette)}</g>` +
    `</svg>`
  );
}
