// Returns the elements of #loom-root whose own text is hard to read: contrast between the text
// colour and the background behind it under WCAG's 4.5:1 (3:1 for large text). Run through
// Selenium's execute_script; each entry says what, where and the ratio.
// Computed colours come as rgb()/rgba(), or as color(srgb r g b / a) for color-mix results.
const parse = (text) => {
  const srgb = text.match(/color\(srgb ([^)]+)\)/);
  if (srgb) {
    const parts = srgb[1].split(/[ \/]+/).filter(Boolean).map(Number);
    return { r: parts[0] * 255, g: parts[1] * 255, b: parts[2] * 255, a: parts.length > 3 ? parts[3] : 1 };
  }
  const m = text.match(/rgba?\(([^)]+)\)/);
  if (!m) return { r: 0, g: 0, b: 0, a: 0 };
  const parts = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
  return { r: parts[0], g: parts[1], b: parts[2], a: parts.length > 3 ? parts[3] : 1 };
};
const over = (top, bottom) => ({
  r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a),
  b: top.b * top.a + bottom.b * (1 - top.a), a: 1,
});
const luminance = (c) => {
  const f = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
};
const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
const background = (element) => {
  const layers = [];
  for (let node = element; node; node = node.parentElement) {
    const color = parse(getComputedStyle(node).backgroundColor);
    if (color && color.a > 0) { layers.push(color); if (color.a >= 1) break; }
  }
  let result = { r: 255, g: 255, b: 255, a: 1 };
  for (let index = layers.length - 1; index >= 0; index -= 1) result = over(layers[index], result);
  return result;
};
const root = document.getElementById("loom-root");
const problems = [];
for (const element of root.querySelectorAll("*")) {
  const own = Array.from(element.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join("");
  if (!own || element.getClientRects().length === 0) continue;
  const style = getComputedStyle(element);
  if (style.visibility === "hidden" || element.closest("[disabled], [aria-hidden='true']")) continue;
  let faded = false;
  for (let node = element; node; node = node.parentElement) if (Number(getComputedStyle(node).opacity) < 1) faded = true;
  if (faded) continue; // disabled and deliberately faded content
  const text = parse(style.color);
  if (text.a < 0.5) continue; // deliberately faded or transparent (gradient-clipped) text
  let painted = false;
  for (let node = element; node; node = node.parentElement) if (getComputedStyle(node).backgroundImage !== "none") painted = true;
  if (painted) continue; // text over a gradient or an image: no single background to measure
  const behind = background(element);
  const value = ratio(over(text, behind), behind);
  const large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
  if (value < (large ? 3 : 4.5)) problems.push({ text: own.slice(0, 40), tag: element.localName, cls: element.className, style: element.getAttribute("data-style"), ratio: Math.round(value * 100) / 100, color: style.color, background: `rgb(${Math.round(behind.r)},${Math.round(behind.g)},${Math.round(behind.b)})` });
}
return problems;
