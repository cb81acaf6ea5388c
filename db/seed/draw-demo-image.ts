// Flat illustrations of the demo catalogue, drawn as SVG so the project ships no downloaded images. They
// carry no text: one image serves every language.

export type ProductDrawing = "robot" | "stick" | "wet-dry" | "air-fryer";
export type AccessoryDrawing =
  | "filter"
  | "brush-roll"
  | "side-brush"
  | "mop-pad"
  | "bag"
  | "battery"
  | "liner"
  | "basket"
  | "pan"
  | "rack";
export type DrawColour = "black" | "white" | "grey" | "sage" | "silver";

export const PRODUCT_IMAGE_SIZE = 1200;
export const BANNER_SIZE = { width: 1600, height: 640 } as const;
export const ARTICLE_SIZE = { width: 1600, height: 900 } as const;

const ACCENT = "#4AB861";
const ACCENT_DARK = "#34934A";
const ACCENT_SOFT = "#DDF2E2";
const GLASS = "#DCEBF0";
const WATER = "#A8D5E4";
const PARCHMENT = "#F1E3C6";
const OUTLINE = ' stroke="#1c2a22" stroke-opacity="0.09" stroke-width="3"';

type Palette = { body: string; shade: string; deep: string; light: string; trim: string };

const palettes: Record<DrawColour, Palette> = {
  black: { body: "#32363D", shade: "#24272D", deep: "#16181C", light: "#4D535D", trim: "#9AA1AB" },
  white: { body: "#F8F9FA", shade: "#DEE2E7", deep: "#B7BEC7", light: "#FFFFFF", trim: "#8E97A2" },
  grey: { body: "#8F969F", shade: "#747B85", deep: "#575D66", light: "#ABB1B9", trim: "#DCE0E4" },
  sage: { body: "#A8BEA7", shade: "#8FA78E", deep: "#6F896E", light: "#C4D5C3", trim: "#F0F4EF" },
  silver: { body: "#D0D5DC", shade: "#B2B9C2", deep: "#8C949E", light: "#EDF0F3", trim: "#69717C" },
};

/** Soft backgrounds, one per view, so a gallery does not look like three copies. */
const backdrops = [
  { from: "#F5F9F6", to: "#E2EFE6", disc: "#FFFFFF" },
  { from: "#F7F8FA", to: "#E6EAF0", disc: "#FFFFFF" },
  { from: "#F8F7F3", to: "#ECE8DE", disc: "#FFFFFF" },
] as const;

const num = (value: number) => String(Math.round(value * 10) / 10);

function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === "number" ? num(value) : value}"`)
    .join("");
}

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect${attrs({ x, y, width: w, height: h, rx: r, fill })}${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill })}${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle${attrs({ cx, cy, r, fill })}${extra}/>`;
const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const group = (transform: string, content: string) => `<g transform="${transform}">${content}</g>`;
const stroke = (colour: string, width: number, extra: Record<string, string | number> = {}) =>
  attrs({ stroke: colour, "stroke-width": width, "stroke-linecap": "round", ...extra });

/** Copies of a shape from far to near: a cheap solid extrusion for a 3/4 view. */
function extrude(shape: (dx: number, dy: number) => string, dx: number, dy: number, steps = 14): string {
  let out = "";
  for (let step = steps; step >= 1; step--) out += shape((dx * step) / steps, (dy * step) / steps);
  return out;
}

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${commonDefs}${defs}</defs>${body}</svg>`
  );
}

const commonDefs =
  '<radialGradient id="shadow"><stop offset="0" stop-color="#1f3326" stop-opacity="0.30"/>' +
  '<stop offset="0.6" stop-color="#1f3326" stop-opacity="0.10"/>' +
  '<stop offset="1" stop-color="#1f3326" stop-opacity="0"/></radialGradient>' +
  '<linearGradient id="metal" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#C9CFD6"/>' +
  '<stop offset="0.45" stop-color="#F1F3F5"/><stop offset="1" stop-color="#A3ABB5"/></linearGradient>' +
  '<linearGradient id="glass" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.85"/>' +
  `<stop offset="1" stop-color="${GLASS}" stop-opacity="0.55"/></linearGradient>` +
  '<radialGradient id="sheen" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.45"/>' +
  '<stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>' +
  '<clipPath id="roll"><rect x="-300" y="-76" width="600" height="152" rx="76"/></clipPath>';

const shadow = (cx: number, cy: number, rx: number, ry: number) => ellipse(cx, cy, rx, ry, "url(#shadow)");

// --- Appliances, each in its own coordinates around (0, 0), about 1000 units tall or 700 wide. ---

/** A round robot seen from the front and above; `tilt` is how flat the disc looks (0.3 low, 0.7 high). */
function robot(p: Palette, tilt: number): string {
  const rx = 300;
  const ry = rx * tilt;
  const h = 58;
  const hubX = -rx * 0.72;
  const hubY = h + ry * 0.6;
  const bristles = [130, 165, 200, 235]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const x = hubX + Math.cos(rad) * 105;
      const y = hubY + Math.sin(rad) * 105 * tilt;
      return `<line${attrs({ x1: hubX, y1: hubY, x2: x, y2: y })}${stroke(p.trim, 5, { opacity: 0.85 })}/>`;
    })
    .join("");
  const turretY = -ry * 0.4;
  const tr = 82;
  const tRy = tr * tilt;
  return [
    shadow(0, h + ry * 0.25, rx * 1.18, ry * 1.05 + 40),
    bristles,
    ellipse(0, h, rx, ry, p.deep),
    rect(-rx, 0, rx * 2, h, 0, p.shade),
    path(`M ${-rx} ${h * 0.5} A ${rx} ${ry} 0 0 0 ${rx} ${h * 0.5}`, "none", stroke(p.deep, 5)),
    rect(-40, ry + h * 0.28, 80, 12, 6, ACCENT),
    ellipse(0, 0, rx, ry, p.body, OUTLINE),
    path(
      `M ${-rx} 0 A ${rx} ${ry} 0 0 0 ${rx} 0 L ${rx * 0.88} 0 A ${rx * 0.88} ${ry * 0.88} 0 0 1 ${-rx * 0.88} 0 Z`,
      p.shade,
      ' opacity="0.55"',
    ),
    ellipse(0, 0, rx * 0.88, ry * 0.88, "none", stroke(p.light, 4)),
    ellipse(-40, -ry * 0.2, rx * 0.75, ry * 0.7, "url(#sheen)"),
    ellipse(0, turretY + 34, tr, tRy, p.deep),
    rect(-tr, turretY, tr * 2, 34, 0, p.deep),
    path(`M ${-tr} ${turretY + 17} A ${tr} ${tRy} 0 0 0 ${tr} ${turretY + 17}`, "none", stroke(ACCENT, 6)),
    ellipse(0, turretY, tr, tRy, p.light, OUTLINE),
    ellipse(0, turretY, tr * 0.55, tRy * 0.55, p.shade),
    ellipse(0, ry * 0.38, 46, 46 * tilt, p.shade),
    ellipse(0, ry * 0.38, 16, 16 * tilt, ACCENT),
  ].join("");
}

/** A stick vacuum leaning `lean` degrees on its floor head. */
function stick(p: Palette, lean: number): string {
  const upper = [
    rect(-16, -150, 32, 500, 16, "url(#metal)", OUTLINE),
    rect(-24, -140, 48, 52, 12, p.shade),
    // bin and cyclone
    rect(-66, -320, 132, 190, 30, "url(#glass)", stroke("#AEBCC6", 3)),
    path("M -40 -300 L 40 -300 L 18 -170 L -18 -170 Z", "#FFFFFF", ' opacity="0.55"'),
    rect(-66, -150, 132, 26, 12, p.deep),
    rect(-76, -420, 152, 110, 48, p.body, OUTLINE),
    rect(-76, -330, 152, 12, 0, ACCENT),
    ellipse(-20, -395, 40, 14, p.light, ' opacity="0.8"'),
    // handle, grip and battery
    path("M 62 -392 Q 212 -430 204 -300 L 190 -205", "none", stroke(p.body, 46)),
    path("M 62 -392 Q 212 -430 204 -300 L 190 -205", "none", stroke(p.light, 10, { opacity: 0.6 })),
    rect(60, -250, 74, 80, 16, p.shade),
    rect(92, -232, 130, 104, 22, p.deep, OUTLINE),
    rect(108, -210, 14, 28, 5, ACCENT),
    rect(128, -210, 14, 28, 5, ACCENT),
    rect(148, -210, 14, 28, 5, ACCENT, ' opacity="0.35"'),
    rect(168, -290, 22, 40, 10, p.deep),
    circle(34, -370, 20, p.deep),
    circle(34, -370, 20, "none", stroke(ACCENT, 5, { "stroke-dasharray": "80 200" })),
  ].join("");
  const head = [
    shadow(0, 470, 280, 40),
    rect(-20, 330, 40, 56, 10, p.shade),
    circle(0, 372, 32, p.shade, OUTLINE),
    rect(-200, 384, 400, 84, 38, p.body, OUTLINE),
    rect(-186, 436, 372, 32, 16, p.deep),
    rect(-130, 398, 260, 9, 4.5, ACCENT),
  ].join("");
  return `${head}${group(`rotate(${num(lean)} 0 372)`, upper)}`;
}

/** An upright wet-dry floor washer with its two tanks and a round status display. */
function wetDry(p: Palette, lean: number): string {
  const upper = [
    rect(-15, -470, 30, 380, 15, "url(#metal)", OUTLINE),
    rect(-64, -540, 128, 84, 42, "none", stroke(p.body, 26)),
    rect(-40, -478, 80, 24, 12, p.deep),
    circle(0, -466, 7, ACCENT),
    rect(-92, -130, 184, 500, 70, p.body, OUTLINE),
    rect(30, -110, 52, 460, 40, p.shade, ' opacity="0.55"'),
    rect(-72, -96, 144, 180, 34, "url(#glass)", stroke("#AEBCC6", 3)),
    rect(-72, 10, 144, 74, 0, WATER, ' opacity="0.75"'),
    rect(-72, 60, 144, 24, 12, WATER, ' opacity="0.75"'),
    circle(0, 146, 40, p.deep),
    circle(0, 146, 30, "none", stroke(ACCENT, 7, { "stroke-dasharray": "130 200" })),
    rect(-72, 206, 144, 140, 34, "#C9D2D8", stroke("#AEBCC6", 3)),
    rect(-72, 290, 144, 56, 28, "#A9B4BC", ' opacity="0.7"'),
  ].join("");
  const head = [
    shadow(0, 488, 300, 42),
    rect(-215, 370, 430, 110, 46, p.body, OUTLINE),
    rect(-200, 428, 400, 48, 24, GLASS),
    path("M -180 452 L 180 452", "none", stroke(WATER, 10, { "stroke-dasharray": "26 18" })),
    rect(-150, 386, 300, 9, 4.5, ACCENT),
  ].join("");
  return `${head}${group(`rotate(${num(lean)} 0 400)`, upper)}`;
}

/** A boxy air fryer in 3/4 view; `open` pulls the basket out with fries in it. */
function airFryer(p: Palette, open: boolean): string {
  const w = 520;
  const h = 640;
  const x = -300;
  const y = -330;
  const body = extrude((dx, dy) => rect(x + dx, y + dy, w, h, 80, p.shade), 110, -56);
  const vents = [0, 1, 2, 3, 4]
    .map((i) => path(`M ${-120 + i * 60} -352 l 40 -20`, "none", stroke(p.deep, 8, { opacity: 0.5 })))
    .join("");
  const drawerX = open ? -380 : -268;
  const drawerY = open ? 10 : -92;
  const fries = [
    [-330, -8],
    [-290, 10],
    [-250, -4],
    [-205, 12],
    [-165, -6],
    [-120, 8],
    [-80, -10],
    [-40, 6],
    [0, -4],
  ]
    .map(([dx = 0, angle = 0]) =>
      rect(
        dx,
        drawerY - 110,
        28,
        130,
        9,
        angle > 0 ? "#F2C14E" : "#E2A83A",
        ` transform="rotate(${angle} ${dx + 14} ${drawerY})"`,
      ),
    )
    .join("");
  const basket = open
    ? rect(drawerX + 20, drawerY - 60, 416, 90, 26, "#262A30") +
      fries +
      rect(drawerX + 20, drawerY - 30, 416, 50, 20, "#262A30")
    : "";
  return [
    shadow(40, 330, 420, 70),
    body,
    rect(-250, 304, 60, 26, 8, p.deep),
    rect(130, 304, 60, 26, 8, p.deep),
    rect(x, y, w, h, 80, p.body, OUTLINE),
    vents,
    rect(-258, -294, 436, 168, 44, "#1D2025"),
    rect(-258, -294, 436, 60, 30, "#FFFFFF", ' opacity="0.06"'),
    circle(-40, -210, 44, "none", stroke(ACCENT, 9, { "stroke-dasharray": "210 300" })),
    circle(-40, -210, 14, ACCENT),
    rect(-200, -224, 70, 14, 7, "#5B626C"),
    rect(-200, -196, 46, 14, 7, "#5B626C"),
    rect(60, -224, 70, 14, 7, "#5B626C"),
    rect(60, -196, 90, 14, 7, ACCENT, ' opacity="0.75"'),
    open ? rect(-272, -96, 456, 400, 46, p.deep, ' opacity="0.85"') : "",
    basket,
    rect(drawerX, drawerY, 456, 392, 52, p.body, ' stroke="#1c2a22" stroke-opacity="0.18" stroke-width="3"'),
    rect(drawerX + 18, drawerY + 18, 420, 120, 34, p.light, ' opacity="0.45"'),
    rect(drawerX + 118, drawerY + 150, 220, 64, 32, p.deep),
    rect(drawerX + 128, drawerY + 154, 200, 18, 9, "#FFFFFF", ' opacity="0.12"'),
  ].join("");
}

function product(kind: ProductDrawing, colour: DrawColour, view: number): string {
  const p = palettes[colour];
  switch (kind) {
    case "robot":
      return robot(p, [0.5, 0.36, 0.66][view % 3] ?? 0.5);
    case "stick":
      return stick(p, [16, 8, 24][view % 3] ?? 16);
    case "wet-dry":
      return wetDry(p, [6, 0, 12][view % 3] ?? 6);
    case "air-fryer":
      return airFryer(p, view % 3 === 1);
  }
}

/** Centre and scale of each appliance inside a square, per view. */
const productPlacement: Record<ProductDrawing, [x: number, y: number, scale: number][]> = {
  robot: [
    [600, 560, 1.28],
    [600, 590, 1.3],
    [600, 540, 1.18],
  ],
  stick: [
    [520, 560, 0.98],
    [560, 570, 0.98],
    [470, 560, 0.96],
  ],
  "wet-dry": [
    [570, 600, 0.92],
    [600, 600, 0.92],
    [540, 600, 0.92],
  ],
  "air-fryer": [
    [600, 610, 1.08],
    [640, 620, 1.0],
    [590, 610, 1.08],
  ],
};

function backdrop(width: number, height: number, view: number): { defs: string; body: string } {
  const b = backdrops[view % backdrops.length] ?? backdrops[0];
  return {
    defs:
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/>` +
      `<stop offset="1" stop-color="${b.to}"/></linearGradient>`,
    body: rect(0, 0, width, height, 0, "url(#bg)"),
  };
}

function decorations(view: number): string {
  switch (view % 3) {
    case 0:
      return (
        circle(600, 560, 440, "#FFFFFF", ' opacity="0.6"') +
        circle(600, 560, 470, "none", stroke(ACCENT, 3, { opacity: 0.25 }))
      );
    case 1:
      return (
        rect(120, 160, 960, 880, 120, "#FFFFFF", ' opacity="0.55"') +
        path("M 150 980 Q 600 840 1050 980", "none", stroke(ACCENT, 10, { opacity: 0.22 }))
      );
    default: {
      let dots = "";
      for (let row = 0; row < 5; row++)
        for (let col = 0; col < 5; col++)
          dots += circle(880 + col * 40, 150 + row * 40, 6, ACCENT, ' opacity="0.3"');
      return circle(560, 600, 460, "#FFFFFF", ' opacity="0.6"') + dots;
    }
  }
}

/** A 1200x1200 product photo stand-in; views 0..2 vary the angle and the backdrop. */
export function drawProductImage(kind: ProductDrawing, colour: DrawColour, view = 0): string {
  const size = PRODUCT_IMAGE_SIZE;
  const bg = backdrop(size, size, view);
  const [x, y, scale] = productPlacement[kind][view % 3] ?? [600, 600, 1];
  return svgDocument(
    size,
    size,
    bg.defs,
    bg.body + decorations(view) + group(`translate(${x} ${y}) scale(${scale})`, product(kind, colour, view)),
  );
}

/** Banner width 1600 x 640: copy goes on the left over a light gradient, the product sits right of centre. */
export function drawBannerImage(kind: ProductDrawing, colour: DrawColour, variant = 0): string {
  const { width, height } = BANNER_SIZE;
  return wideScene(width, height, kind, colour, variant, 1060, 0.8);
}

/** Article header 1600 x 900 (16:9 cards). */
export function drawArticleImage(kind: ProductDrawing, colour: DrawColour, variant = 0): string {
  const { width, height } = ARTICLE_SIZE;
  return wideScene(width, height, kind, colour, variant, 800, 0.78);
}

/** Bounds of each appliance in its own coordinates at view 0, to fit it into a wide scene. */
const wideExtent: Record<ProductDrawing, [minX: number, minY: number, maxX: number, maxY: number]> = {
  robot: [-360, -160, 360, 215],
  stick: [-220, -430, 400, 490],
  "wet-dry": [-230, -565, 230, 490],
  "air-fryer": [-330, -395, 380, 345],
};

const wideTints = [
  ["#F7FBF8", "#D9EFDF"],
  ["#F8F9FB", "#DCE6EE"],
  ["#FBFAF6", "#EDE5D3"],
  ["#F6FAF7", "#CFEAD6"],
] as const;

function wideScene(
  width: number,
  height: number,
  kind: ProductDrawing,
  colour: DrawColour,
  variant: number,
  centreX: number,
  heightShare: number,
): string {
  const [from, to] = wideTints[variant % wideTints.length] ?? wideTints[0];
  const defs =
    `<linearGradient id="wide" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="0.45" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.95"/>` +
    `<stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>`;
  const [minX, minY, maxX, maxY] = wideExtent[kind];
  const scale = Math.min(
    (height * heightShare) / (maxY - minY),
    (height * heightShare * 1.3) / (maxX - minX),
  );
  const x = centreX - ((minX + maxX) / 2) * scale;
  const y = height * 0.52 - ((minY + maxY) / 2) * scale;
  const accentRing = circle(
    centreX,
    height * 0.5,
    height * 0.46,
    "none",
    stroke(ACCENT, 4, { opacity: 0.3 }),
  );
  const blob =
    circle(centreX, height * 0.5, height * 0.42, ACCENT_SOFT, ' opacity="0.85"') +
    circle(centreX - height * 0.1, height * 0.38, height * 0.5, "url(#glow)");
  const sparkles = [
    [centreX + height * 0.55, height * 0.2, 10],
    [centreX - height * 0.62, height * 0.78, 8],
    [centreX + height * 0.48, height * 0.84, 6],
  ]
    .map(([cx = 0, cy2 = 0, r = 0]) => circle(cx, cy2, r, ACCENT, ' opacity="0.5"'))
    .join("");
  return svgDocument(
    width,
    height,
    defs,
    rect(0, 0, width, height, 0, "url(#wide)") +
      blob +
      accentRing +
      sparkles +
      rect(0, height - 8, width, 8, 0, ACCENT, ' opacity="0.9"') +
      group(
        `translate(${num(x)} ${num(y)}) scale(${Math.round(scale * 1000) / 1000})`,
        product(kind, colour, 0),
      ),
  );
}

// --- Accessory pictograms, each around (0, 0) within about 700 x 600 units. ---

function filter(p: Palette): string {
  let pleats = "";
  for (let x = -206; x <= 206; x += 24)
    pleats += path(`M ${x} -150 L ${x} 150`, "none", stroke(p.deep, 4, { opacity: 0.35 }));
  return [
    shadow(20, 250, 330, 50),
    extrude((dx, dy) => rect(-260 + dx, -200 + dy, 520, 400, 34, p.shade), 40, -30),
    rect(-260, -200, 520, 400, 34, p.body, OUTLINE),
    rect(-226, -166, 452, 332, 16, PARCHMENT),
    pleats,
    rect(-60, -232, 120, 44, 14, ACCENT),
  ].join("");
}

function brushRoll(p: Palette): string {
  let bristles = "";
  for (let x = -330; x <= 330; x += 46)
    bristles += path(`M ${x} 80 L ${x + 80} -80`, "none", stroke(p.deep, 14, { opacity: 0.8 }));
  return [
    shadow(0, 150, 380, 46),
    rect(-300, -76, 600, 152, 76, p.body, OUTLINE),
    `<g clip-path="url(#roll)">${bristles}${rect(-300, -76, 600, 50, 0, "#FFFFFF", ' opacity="0.18"')}</g>`,
    ellipse(-300, 0, 30, 80, p.shade, OUTLINE),
    ellipse(300, 0, 30, 80, ACCENT),
    ellipse(300, 0, 12, 30, ACCENT_DARK),
    rect(320, -12, 46, 24, 8, p.trim),
  ].join("");
}

function sideBrush(p: Palette): string {
  let arms = "";
  for (const angle of [-90, 30, 150]) {
    let fan = "";
    for (const spread of [-12, -6, 0, 6, 12]) {
      const rad = ((angle + spread) * Math.PI) / 180;
      fan += path(
        `M ${num(Math.cos(rad) * 90)} ${num(Math.sin(rad) * 90 * 0.6)} L ${num(Math.cos(rad) * 300)} ${num(Math.sin(rad) * 300 * 0.6)}`,
        "none",
        stroke(p.deep, 7),
      );
    }
    const rad = (angle * Math.PI) / 180;
    arms +=
      fan +
      path(`M 0 0 L ${num(Math.cos(rad) * 110)} ${num(Math.sin(rad) * 66)}`, "none", stroke(p.shade, 34));
  }
  return [
    shadow(0, 200, 320, 50),
    arms,
    ellipse(0, 0, 80, 50, p.body, OUTLINE),
    ellipse(0, 0, 30, 18, ACCENT),
  ].join("");
}

function mopPad(p: Palette): string {
  const pad = (cx: number) => {
    let texture = "";
    for (let y = -120; y <= 120; y += 30)
      for (let x = -150; x <= 150; x += 30)
        if ((x * x) / 170 ** 2 + (y * y) / 130 ** 2 < 0.8)
          texture += circle(cx + x + ((y / 30) % 2) * 15, y, 5, p.deep, ' opacity="0.25"');
    return [
      ellipse(cx, 26, 190, 146, p.shade),
      ellipse(cx, 0, 190, 146, p.body, OUTLINE),
      texture,
      ellipse(cx, 0, 166, 124, "none", stroke(p.light, 4, { "stroke-dasharray": "10 10" })),
      ellipse(cx, 0, 52, 38, ACCENT),
    ].join("");
  };
  return [shadow(0, 200, 400, 60), pad(-170), pad(170)].join("");
}

function bag(p: Palette): string {
  return [
    shadow(0, 310, 280, 50),
    path("M -200 -170 Q -230 60 -190 280 L 190 280 Q 230 60 200 -170 Z", p.body, OUTLINE),
    path("M -120 -150 Q -140 60 -110 260", "none", stroke(p.shade, 6)),
    path("M 120 -150 Q 140 60 110 260", "none", stroke(p.shade, 6)),
    path("M -190 200 L 190 200", "none", stroke(p.shade, 5, { opacity: 0.7 })),
    rect(-210, -300, 420, 160, 20, ACCENT),
    rect(-210, -300, 420, 40, 20, "#FFFFFF", ' opacity="0.2"'),
    circle(0, -220, 54, "#FFFFFF"),
    circle(0, -220, 34, p.deep),
  ].join("");
}

function battery(p: Palette): string {
  return [
    shadow(20, 200, 330, 50),
    extrude((dx, dy) => rect(-270 + dx, -120 + dy, 480, 260, 48, p.shade), 60, -46),
    rect(-270, -120, 480, 260, 48, p.body, OUTLINE),
    rect(-150, -186, 120, 40, 12, p.deep),
    rect(-240, -90, 90, 200, 30, p.deep, ' opacity="0.35"'),
    rect(-40, -20, 36, 60, 8, ACCENT),
    rect(6, -20, 36, 60, 8, ACCENT),
    rect(52, -20, 36, 60, 8, ACCENT),
    rect(98, -20, 36, 60, 8, ACCENT, ' opacity="0.3"'),
  ].join("");
}

function liner(p: Palette, colour: DrawColour): string {
  const fill = colour === "white" ? PARCHMENT : p.body;
  const edge = colour === "white" ? "#D9C59E" : p.shade;
  let scallops = "";
  const count = 36;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    scallops += ellipse(Math.cos(a) * 262, Math.sin(a) * 262 * 0.62, 34, 22, fill);
  }
  let holes = "";
  for (let y = -150; y <= 150; y += 40)
    for (let x = -220; x <= 220; x += 40)
      if ((x * x) / 210 ** 2 + (y * y) / 130 ** 2 < 1) holes += ellipse(x, y * 0.62 + 0, 7, 4.5, edge);
  return [
    shadow(0, 200, 330, 60),
    ellipse(0, 24, 280, 176, edge),
    scallops,
    ellipse(0, 0, 270, 168, fill, OUTLINE),
    ellipse(0, 0, 232, 142, "none", stroke(edge, 6)),
    holes,
  ].join("");
}

function basket(p: Palette): string {
  let mesh = "";
  for (let x = -200; x <= 140; x += 34)
    mesh += path(`M ${x} -100 L ${x} 150`, "none", stroke("#FFFFFF", 3, { opacity: 0.18 }));
  for (let y = -80; y <= 140; y += 34)
    mesh += path(`M -220 ${y} L 160 ${y}`, "none", stroke("#FFFFFF", 3, { opacity: 0.18 }));
  return [
    shadow(40, 230, 360, 50),
    extrude((dx, dy) => rect(-240 + dx, -130 + dy, 420, 300, 40, p.shade), 100, -60),
    rect(-140, -190, 420, 60, 20, p.deep, ' opacity="0.6"'),
    rect(-240, -130, 420, 300, 40, p.body, OUTLINE),
    mesh,
    rect(-120, 60, 180, 70, 35, p.deep),
    rect(-110, 66, 160, 20, 10, ACCENT, ' opacity="0.85"'),
  ].join("");
}

function pan(p: Palette): string {
  return [
    shadow(0, 170, 360, 60),
    rect(-330, -22, 90, 36, 18, p.deep),
    rect(240, -22, 90, 36, 18, p.deep),
    ellipse(0, 90, 270, 110, p.shade),
    rect(-270, 0, 540, 90, 0, p.shade),
    ellipse(0, 0, 270, 110, p.body, OUTLINE),
    ellipse(0, 8, 236, 92, p.deep),
    ellipse(-40, -10, 150, 50, "#FFFFFF", ' opacity="0.08"'),
    path("M -250 50 A 270 110 0 0 0 250 50", "none", stroke(ACCENT, 6, { opacity: 0.8 })),
  ].join("");
}

function rack(p: Palette): string {
  const layer = (y: number, w: number) => {
    let wires = "";
    for (let x = -w + 30; x < w; x += 34)
      wires += path(`M ${x} ${y - 70} L ${x + 60} ${y + 70}`, "none", stroke(p.body, 7));
    return (
      wires +
      path(
        `M ${-w} ${y - 70} L ${w} ${y - 70} L ${w + 60} ${y + 70} L ${-w + 60} ${y + 70} Z`,
        "none",
        stroke(p.deep, 12),
      )
    );
  };
  const legs = [-220, 250].map((x) => path(`M ${x} 0 L ${x} 180`, "none", stroke(p.deep, 12))).join("");
  return [
    shadow(20, 220, 360, 50),
    legs,
    layer(120, 260),
    layer(-90, 220),
    rect(-60, -196, 120, 22, 11, ACCENT),
  ].join("");
}

function accessory(kind: AccessoryDrawing, colour: DrawColour): string {
  const p = palettes[colour];
  switch (kind) {
    case "filter":
      return filter(p);
    case "brush-roll":
      return brushRoll(p);
    case "side-brush":
      return sideBrush(p);
    case "mop-pad":
      return mopPad(p);
    case "bag":
      return bag(p);
    case "battery":
      return battery(p);
    case "liner":
      return liner(p, colour);
    case "basket":
      return basket(p);
    case "pan":
      return pan(p);
    case "rack":
      return rack(p);
  }
}

/** A 1200x1200 accessory pictogram: view 0 alone, view 1 as a pack of two, view 2 close and tilted. */
export function drawAccessoryImage(kind: AccessoryDrawing, colour: DrawColour, view = 0): string {
  const size = PRODUCT_IMAGE_SIZE;
  const bg = backdrop(size, size, view);
  const item = accessory(kind, colour);
  let body: string;
  if (view % 3 === 1) {
    body =
      group("translate(700 470) scale(0.95) rotate(8)", item) +
      group("translate(520 700) scale(1.05) rotate(-6)", item);
  } else if (view % 3 === 2) {
    body = group("translate(600 620) scale(1.45) rotate(-10)", item);
  } else {
    body = group("translate(600 620) scale(1.25)", item);
  }
  return svgDocument(size, size, bg.defs, bg.body + decorations(view) + body);
}
