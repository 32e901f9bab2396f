// Draws the demo store's product pictures and logo as SVG (no downloads, no photos).
// Run `node scripts/draw-images.mjs` to regenerate assets/images/; the files are committed.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "assets", "images");
const W = 430;
const H = 320;

/** Deterministic pseudo-random numbers (mulberry32), so regenerating gives the same drawings. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => Math.round(n * 10) / 10;

function svg(body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">
<defs>${defs}</defs>
${body}
</svg>
`;
}

const boardDefs = `
<linearGradient id="wood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a86b3c"/><stop offset="1" stop-color="#7a4a26"/></linearGradient>
<radialGradient id="crust" cx="0.5" cy="0.45" r="0.55"><stop offset="0.82" stop-color="#f2c57c"/><stop offset="0.95" stop-color="#d8923f"/><stop offset="1" stop-color="#b0692a"/></radialGradient>
<radialGradient id="sauce" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#d9442a"/><stop offset="1" stop-color="#b3301c"/></radialGradient>
<radialGradient id="choco" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#6b3a1e"/><stop offset="1" stop-color="#4a2411"/></radialGradient>
<radialGradient id="shade" cx="0.5" cy="0.5" r="0.5"><stop offset="0.84" stop-color="#2b1408" stop-opacity="0.45"/><stop offset="0.92" stop-color="#2b1408" stop-opacity="0.22"/><stop offset="1" stop-color="#2b1408" stop-opacity="0"/></radialGradient>`;

function board() {
  const lines = [];
  for (let y = 12; y < H; y += 22) {
    lines.push(`<path d="M0 ${y} C 120 ${y + 6}, 300 ${y - 6}, ${W} ${y + 3}" stroke="#6b3f1f" stroke-opacity="0.25" stroke-width="2" fill="none"/>`);
  }
  return `<rect width="${W}" height="${H}" fill="url(#wood)"/>${lines.join("")}`;
}

/** Points scattered inside a circle, kept apart from each other. */
function scatter(random, count, radius, minGap) {
  const points = [];
  let guard = 0;
  while (points.length < count && guard < 4000) {
    guard += 1;
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    const x = 215 + Math.cos(angle) * distance;
    const y = 160 + Math.sin(angle) * distance;
    if (points.every((p) => Math.hypot(p.x - x, p.y - y) >= minGap)) points.push({ x, y, r: random() });
  }
  return points;
}

function cheese(random, color = "#f7dc8a") {
  const blobs = scatter(random, 26, 100, 18)
    .map((p) => `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(18 + p.r * 14)}" ry="${f(14 + p.r * 10)}" fill="${color}" opacity="0.92"/>`)
    .join("");
  return `<g>${blobs}</g>`;
}

const toppings = {
  pepperoni: (p) =>
    `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="15" fill="#a8281c"/><circle cx="${f(p.x)}" cy="${f(p.y)}" r="12" fill="#c2361f"/><circle cx="${f(p.x - 4)}" cy="${f(p.y - 3)}" r="2" fill="#7d1a10"/><circle cx="${f(p.x + 5)}" cy="${f(p.y + 4)}" r="1.6" fill="#7d1a10"/>`,
  calabresa: (p) =>
    `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="13" fill="#b5452c"/><circle cx="${f(p.x)}" cy="${f(p.y)}" r="10" fill="#d0634a"/><circle cx="${f(p.x - 3)}" cy="${f(p.y + 2)}" r="2.2" fill="#f3d3b5"/><circle cx="${f(p.x + 4)}" cy="${f(p.y - 3)}" r="1.8" fill="#f3d3b5"/>`,
  basil: (p) =>
    `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="12" ry="6" fill="#2f8a3a" transform="rotate(${f(p.r * 180)} ${f(p.x)} ${f(p.y)})"/><path d="M${f(p.x - 10)} ${f(p.y)} L${f(p.x + 10)} ${f(p.y)}" stroke="#1e6b2a" stroke-width="1" transform="rotate(${f(p.r * 180)} ${f(p.x)} ${f(p.y)})"/>`,
  tomato: (p) =>
    `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="14" fill="#e0432b"/><circle cx="${f(p.x)}" cy="${f(p.y)}" r="10" fill="#f06a4a"/><circle cx="${f(p.x - 4)}" cy="${f(p.y)}" r="2" fill="#f8d27a"/><circle cx="${f(p.x + 4)}" cy="${f(p.y + 2)}" r="2" fill="#f8d27a"/><circle cx="${f(p.x)}" cy="${f(p.y - 4)}" r="2" fill="#f8d27a"/>`,
  olive: (p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="6" fill="#1d1a17"/><circle cx="${f(p.x)}" cy="${f(p.y)}" r="2.5" fill="#5b3a2a"/>`,
  greenOlive: (p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="6" fill="#7a8f2a"/><circle cx="${f(p.x)}" cy="${f(p.y)}" r="2.4" fill="#c0392b"/>`,
  onion: (p) =>
    `<path d="M${f(p.x - 12)} ${f(p.y)} A 12 9 0 0 1 ${f(p.x + 12)} ${f(p.y)}" stroke="#b47bb8" stroke-width="3" fill="none" transform="rotate(${f(p.r * 360)} ${f(p.x)} ${f(p.y)})"/>`,
  ham: (p) =>
    `<rect x="${f(p.x - 9)}" y="${f(p.y - 7)}" width="18" height="14" rx="4" fill="#e79a9a" transform="rotate(${f(p.r * 90)} ${f(p.x)} ${f(p.y)})"/>`,
  egg: (p) => `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="13" ry="10" fill="#fbf6ea"/><circle cx="${f(p.x + 1)}" cy="${f(p.y)}" r="5" fill="#f4b41a"/>`,
  chicken: (p) =>
    `<path d="M${f(p.x - 10)} ${f(p.y - 3)} q 6 -6 12 -1 q 6 4 9 1 q -2 8 -10 7 q -8 2 -11 -7z" fill="#e8c690" stroke="#c89c5c" stroke-width="1"/>`,
  catupiry: (p) =>
    `<path d="M${f(p.x - 14)} ${f(p.y)} q 7 -10 14 0 t 14 0" stroke="#fffaf0" stroke-width="7" stroke-linecap="round" fill="none" transform="rotate(${f(p.r * 180)} ${f(p.x)} ${f(p.y)})"/>`,
  parma: (p) =>
    `<path d="M${f(p.x - 16)} ${f(p.y)} q 5 -10 10 0 t 10 0 t 10 0 q -4 10 -15 8 q -11 2 -15 -8z" fill="#d9737a" opacity="0.95" transform="rotate(${f(p.r * 180)} ${f(p.x)} ${f(p.y)})"/>`,
  arugula: (p) =>
    `<path d="M${f(p.x - 12)} ${f(p.y)} l4 -5 l3 4 l3 -6 l3 5 l3 -5 l3 5 l2 2 l-20 3z" fill="#3f9a3a" transform="rotate(${f(p.r * 360)} ${f(p.x)} ${f(p.y)})"/>`,
  shrimp: (p) =>
    `<path d="M${f(p.x - 10)} ${f(p.y + 4)} a 11 11 0 1 1 18 -8" stroke="#f08a5d" stroke-width="7" stroke-linecap="round" fill="none" transform="rotate(${f(p.r * 360)} ${f(p.x)} ${f(p.y)})"/><path d="M${f(p.x - 10)} ${f(p.y + 4)} a 11 11 0 1 1 18 -8" stroke="#ffc3a0" stroke-width="2" fill="none" transform="rotate(${f(p.r * 360)} ${f(p.x)} ${f(p.y)})"/>`,
  burrata: (p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="20" fill="#fffdf6"/><circle cx="${f(p.x - 5)}" cy="${f(p.y - 5)}" r="7" fill="#ffffff"/>`,
  corn: (p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="3.5" fill="#f5c518"/>`,
  strawberry: (p) =>
    `<path d="M${f(p.x)} ${f(p.y + 12)} C ${f(p.x - 14)} ${f(p.y)}, ${f(p.x - 10)} ${f(p.y - 10)}, ${f(p.x)} ${f(p.y - 8)} C ${f(p.x + 10)} ${f(p.y - 10)}, ${f(p.x + 14)} ${f(p.y)}, ${f(p.x)} ${f(p.y + 12)}z" fill="#e0253b"/><path d="M${f(p.x - 5)} ${f(p.y - 9)} l5 -4 l5 4" stroke="#3b8a2e" stroke-width="3" fill="none"/><circle cx="${f(p.x - 3)}" cy="${f(p.y)}" r="1" fill="#ffd966"/><circle cx="${f(p.x + 3)}" cy="${f(p.y + 4)}" r="1" fill="#ffd966"/>`,
  banana: (p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="12" fill="#f7e7a1"/><circle cx="${f(p.x)}" cy="${f(p.y)}" r="4" fill="#e9d27a"/>`,
  guava: (p) => `<rect x="${f(p.x - 10)}" y="${f(p.y - 8)}" width="20" height="16" rx="3" fill="#b3202e"/><rect x="${f(p.x - 7)}" y="${f(p.y - 5)}" width="8" height="4" rx="2" fill="#d94a57"/>`,
  coconut: (p) => `<path d="M${f(p.x - 6)} ${f(p.y)} l12 2" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round"/>`,
  chocoChips: (p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="4" fill="#3a1a0b"/>`,
  beef: (p) =>
    `<rect x="${f(p.x - 10)}" y="${f(p.y - 7)}" width="20" height="14" rx="5" fill="#7a3b24" transform="rotate(${f(p.r * 90)} ${f(p.x)} ${f(p.y)})"/>`,
  gorgonzola: (p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="8" fill="#eef0e2"/><circle cx="${f(p.x + 2)}" cy="${f(p.y - 1)}" r="2" fill="#6d8a76"/>`,
  tuna: (p) => `<path d="M${f(p.x - 9)} ${f(p.y)} q 4 -7 9 -2 q 6 -5 9 2 q -5 7 -9 3 q -5 5 -9 -3z" fill="#c9a48a"/>`,
};

function pizza({ seed, base = "sauce", cheeseColor, layers }) {
  const random = rng(seed);
  const cut = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 4) * i;
    return `<line x1="215" y1="160" x2="${f(215 + Math.cos(a) * 124)}" y2="${f(160 + Math.sin(a) * 124)}" stroke="#7a3d1c" stroke-opacity="0.28" stroke-width="2"/>`;
  }).join("");
  const body = [
    board(),
    // The pizza's shadow on the board, as a gradient: an SVG filter (feDropShadow) is rasterised on
    // the main thread, and these photos are the storefront's largest paint (decision 3716).
    `<circle cx="215" cy="166" r="150" fill="url(#shade)"/><circle cx="215" cy="160" r="138" fill="url(#crust)"/>`,
    `<circle cx="215" cy="160" r="120" fill="url(#${base})"/>`,
    cheeseColor === null ? "" : cheese(random, cheeseColor),
    ...layers.map(([kind, count, gap]) =>
      scatter(random, count, 98, gap ?? 26)
        .map((p) => toppings[kind](p))
        .join(""),
    ),
    cut,
  ];
  return svg(body.join("\n"), boardDefs);
}

/** A soft shadow under a drawing, as a gradient (no SVG filter: see pizza()). */
const FLOOR = `<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.7" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

function backdrop(top, bottom) {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>${FLOOR}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="215" cy="290" rx="130" ry="16" fill="url(#floor)"/>`;
}

function bottle({ liquid, label, cap, text }) {
  return svg(`${backdrop("#fff4e3", "#f3d9b1")}
<path d="M195 40 h40 v22 q0 14 14 30 q22 26 22 60 v120 q0 18 -18 18 h-76 q-18 0 -18 -18 v-120 q0 -34 22 -60 q14 -16 14 -30z" fill="${liquid}"/>
<rect x="192" y="26" width="46" height="18" rx="4" fill="${cap}"/>
<rect x="159" y="150" width="112" height="70" rx="6" fill="${label}"/>
<text x="215" y="192" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">${text}</text>
<path d="M176 110 q-6 60 0 150" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round" fill="none"/>`);
}

function can({ body, stripe, text }) {
  return svg(`${backdrop("#eaf4ff", "#cfe2f7")}
<rect x="160" y="60" width="110" height="220" rx="18" fill="${body}"/>
<ellipse cx="215" cy="62" rx="55" ry="12" fill="#d9dde2"/>
<ellipse cx="215" cy="62" rx="44" ry="8" fill="#b9bec5"/>
<rect x="160" y="150" width="110" height="46" fill="${stripe}"/>
<text x="215" y="181" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">${text}</text>
<rect x="172" y="76" width="10" height="190" rx="5" fill="#ffffff" opacity="0.3"/>`);
}

function juice() {
  return svg(`${backdrop("#fff7e0", "#ffe1a8")}
<path d="M160 70 h110 l-14 200 q-1 12 -14 12 h-54 q-13 0 -14 -12z" fill="#ffffff" opacity="0.55"/>
<path d="M165 110 h100 l-11 158 q-1 8 -10 8 h-58 q-9 0 -10 -8z" fill="#f59e0b"/>
<circle cx="268" cy="78" r="30" fill="#fbbf24"/><circle cx="268" cy="78" r="24" fill="#fde68a"/>
<path d="M268 54 v48 M244 78 h48 M251 61 l34 34 M285 61 l-34 34" stroke="#f59e0b" stroke-width="2"/>
<rect x="205" y="30" width="8" height="120" rx="4" fill="#ef4444" transform="rotate(12 209 90)"/>`);
}

function water({ sparkling }) {
  const bubbles = sparkling
    ? Array.from({ length: 14 }, (_, i) => `<circle cx="${190 + ((i * 37) % 50)}" cy="${120 + ((i * 53) % 140)}" r="${2 + (i % 3)}" fill="#ffffff" opacity="0.7"/>`).join("")
    : "";
  return svg(`${backdrop("#eefaff", "#cdeefc")}
<path d="M198 40 h34 v20 q0 12 12 24 q16 18 16 44 v136 q0 16 -16 16 h-58 q-16 0 -16 -16 v-136 q0 -26 16 -44 q12 -12 12 -24z" fill="#7cc4e8" opacity="0.75"/>
<rect x="194" y="26" width="42" height="16" rx="4" fill="${sparkling ? "#16a34a" : "#2563eb"}"/>
<rect x="170" y="150" width="90" height="56" rx="6" fill="#ffffff" opacity="0.9"/>
<text x="215" y="184" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="#1d4ed8" text-anchor="middle">ÁGUA</text>
${bubbles}`);
}

function plate(inner, top = "#fdf2e9", bottom = "#f1d3b8") {
  return svg(`${backdrop(top, bottom)}
<ellipse cx="215" cy="222" rx="182" ry="80" fill="url(#floor)"/><ellipse cx="215" cy="215" rx="170" ry="70" fill="#ffffff"/><ellipse cx="215" cy="210" rx="140" ry="54" fill="#f5f5f4"/>
${inner}`);
}

const petitGateau = plate(`
<path d="M150 215 q0 -90 65 -90 q65 0 65 90z" fill="#4a2411"/>
<path d="M160 150 q10 -20 30 -22" stroke="#7a4a2a" stroke-width="6" stroke-linecap="round" fill="none"/>
<path d="M205 130 q-4 40 -22 82 q30 12 66 0 q-18 -42 -22 -82z" fill="#2b1408" opacity="0.8"/>
<circle cx="292" cy="175" r="34" fill="#fff8e7"/><circle cx="282" cy="165" r="10" fill="#ffffff"/>
<circle cx="300" cy="150" r="6" fill="#d3213a"/><path d="M300 144 l2 -8" stroke="#3b8a2e" stroke-width="2"/>`);

const pudim = plate(`
<path d="M140 212 l18 -72 q57 -20 114 0 l18 72 q-75 22 -150 0z" fill="#f3c26b"/>
<ellipse cx="215" cy="140" rx="57" ry="14" fill="#9a4a12"/>
<path d="M160 142 q4 22 10 30 q6 -18 12 -26 M250 144 q6 20 12 26 q4 -14 6 -24" fill="#9a4a12"/>
<ellipse cx="215" cy="216" rx="86" ry="16" fill="#b5651d" opacity="0.75"/>`);

const brownie = plate(`
<path d="M130 200 l40 -60 h110 l20 60 z" fill="#5a2d14"/><path d="M130 200 h170 v22 h-170z" fill="#3d1d0c"/>
<path d="M170 140 h110 l20 60 h-170z" fill="#6b3a1e" opacity="0.6"/>
<circle cx="236" cy="128" r="32" fill="#fff8e7"/><circle cx="226" cy="118" r="9" fill="#ffffff"/>
<path d="M206 130 q10 16 30 6 q16 10 28 -4" stroke="#3a1a0b" stroke-width="5" fill="none" stroke-linecap="round"/>`);

const mousse = svg(`${backdrop("#fffbe6", "#fde9a9")}
<path d="M150 90 h130 l-16 170 q-2 16 -18 16 h-62 q-16 0 -18 -16z" fill="#ffffff" opacity="0.6"/>
<path d="M156 120 h118 l-13 140 q-2 12 -14 12 h-64 q-12 0 -14 -12z" fill="#fcd34d"/>
<path d="M156 120 h118 q-10 -26 -59 -26 q-49 0 -59 26z" fill="#fde68a"/>
${Array.from({ length: 12 }, (_, i) => `<ellipse cx="${176 + ((i * 29) % 80)}" cy="${104 + ((i * 7) % 14)}" rx="4" ry="3" fill="#1f1a17"/>`).join("")}
<path d="M196 92 q20 -30 40 0" stroke="#4d7c0f" stroke-width="4" fill="none"/>`);

const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img">
<title>Forno Pizzaria</title>
<circle cx="128" cy="128" r="124" fill="#b3301c"/>
<circle cx="128" cy="128" r="110" fill="#fff4e3"/>
<path d="M58 150 q0 -78 70 -78 q70 0 70 78z" fill="#7a4a26"/>
<path d="M86 150 q0 -46 42 -46 q42 0 42 46z" fill="#2b1408"/>
<path d="M104 150 q6 -22 14 -12 q6 -22 16 -4 q8 -14 14 16z" fill="#f59e0b"/>
<path d="M112 150 q6 -12 10 -4 q6 -14 12 0 q4 -6 8 4z" fill="#fde047"/>
<rect x="50" y="150" width="156" height="12" rx="4" fill="#5a3416"/>
<text x="128" y="200" font-family="Georgia, 'Times New Roman', serif" font-size="34" font-weight="700" fill="#b3301c" text-anchor="middle">Forno</text>
</svg>
`;

const pizzas = {
  margherita: { seed: 11, layers: [["tomato", 7, 40], ["basil", 9, 28]] },
  mussarela: { seed: 12, cheeseColor: "#f9e39c", layers: [["olive", 6, 40]] },
  calabresa: { seed: 13, layers: [["calabresa", 14, 30], ["onion", 10, 24]] },
  portuguesa: { seed: 14, layers: [["ham", 12, 26], ["egg", 4, 50], ["onion", 6, 28], ["greenOlive", 6, 30]] },
  "frango-catupiry": { seed: 15, layers: [["chicken", 16, 24], ["catupiry", 7, 34], ["corn", 10, 12]] },
  napolitana: { seed: 16, layers: [["tomato", 8, 36], ["olive", 6, 30], ["basil", 4, 40]] },
  "quatro-queijos": { seed: 17, cheeseColor: "#fbe7a6", layers: [["gorgonzola", 9, 34], ["catupiry", 5, 40]] },
  pepperoni: { seed: 18, layers: [["pepperoni", 18, 28]] },
  "parma-rucula": { seed: 19, layers: [["parma", 8, 42], ["arugula", 12, 24]] },
  camarao: { seed: 20, layers: [["shrimp", 12, 32], ["catupiry", 4, 40], ["basil", 4, 40]] },
  burrata: { seed: 21, layers: [["burrata", 1, 10], ["tomato", 6, 50], ["basil", 8, 30]] },
  "file-gorgonzola": { seed: 22, layers: [["beef", 14, 28], ["gorgonzola", 8, 30]] },
  atum: { seed: 23, layers: [["tuna", 14, 28], ["onion", 8, 26]] },
  "chocolate-morango": { seed: 24, base: "choco", cheeseColor: null, layers: [["strawberry", 10, 34], ["chocoChips", 14, 16]] },
  "romeu-julieta": { seed: 25, cheeseColor: "#fff1c9", layers: [["guava", 12, 30]] },
  "banana-canela": { seed: 26, cheeseColor: "#fff1c9", layers: [["banana", 16, 28], ["chocoChips", 10, 18]] },
  prestigio: { seed: 27, base: "choco", cheeseColor: null, layers: [["coconut", 40, 12]] },
};

const files = {
  "logo.svg": logo,
  "products/bebida-cola-2l.svg": bottle({ liquid: "#3b1d12", label: "#c81d25", cap: "#c81d25", text: "COLA 2 L" }),
  "products/bebida-guarana-2l.svg": bottle({ liquid: "#8a3b12", label: "#15803d", cap: "#15803d", text: "GUARANÁ" }),
  "products/bebida-cola-lata.svg": can({ body: "#c81d25", stripe: "#8f141a", text: "COLA" }),
  "products/bebida-guarana-lata.svg": can({ body: "#15803d", stripe: "#0f5f2c", text: "GUARANÁ" }),
  "products/bebida-suco-laranja.svg": juice(),
  "products/bebida-agua.svg": water({ sparkling: false }),
  "products/bebida-agua-gas.svg": water({ sparkling: true }),
  "products/sobremesa-petit-gateau.svg": petitGateau,
  "products/sobremesa-pudim.svg": pudim,
  "products/sobremesa-brownie.svg": brownie,
  "products/sobremesa-mousse-maracuja.svg": mousse,
};
for (const [name, spec] of Object.entries(pizzas)) {
  files[`products/pizza-${name}.svg`] = pizza({ cheeseColor: "#f7dc8a", ...spec });
}

for (const [name, content] of Object.entries(files)) {
  const path = join(root, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
console.log(`wrote ${Object.keys(files).length} images to ${root}`);
