// Measures the report page as the browser laid it out (tests/test_report_browser.cpp puts
// this script into a copy of the page and reads the verdict back from the dumped DOM).
// The verdict goes into <pre id="posetlab-layout-verdict">, one line per finding,
// "KIND<TAB>what and where", then one line "checked<TAB>counts" of what was measured.
// Runs once the page and its fonts have loaded, and takes itself out of the page before it
// writes the verdict (the dumped DOM then holds the verdict once).
const posetlabProbeScript = document.currentScript;
window.addEventListener('load', () => document.fonts.ready.then(() => {
  const findings = [];
  const find = (kind, detail) => findings.push(kind + '\t' + String(detail).replace(/\s+/g, ' ').trim().slice(0, 400));
  let counts = 'probe stopped';
  try {
    counts = posetlabMeasureLayout(find);
  } catch (e) {
    find('probe-error', e && e.stack ? e.stack : e);
  }
  const verdict = document.createElement('pre');
  verdict.id = 'posetlab-layout-verdict';
  verdict.textContent = findings.concat(['checked\t' + counts]).join('\n');
  if (posetlabProbeScript) posetlabProbeScript.remove();
  document.body.appendChild(verdict);
}));

// Every check; returns the counts of what it measured.
function posetlabMeasureLayout(find) {
  const skipped = (node) => node.parentElement.closest('svg, style, script, title, #posetlab-layout-verdict');
  const shown = (text) => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 120));

  function textNodes(root) {
    const out = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (!skipped(n) && n.data.trim()) out.push(n);
    return out;
  }

  // The pieces a browser may not break: words split at white space, and after a hyphen,
  // where normal text may wrap ("two-|level"). Each with its offset in the text node.
  function words(text) {
    const out = [];
    for (const m of text.matchAll(/[^\s-]+-*|-+/g)) out.push({ word: m[0], at: m.index });
    return out;
  }

  const canvas = document.createElement('canvas').getContext('2d');
  function widthInFontOf(element, word) {
    const style = getComputedStyle(element);
    canvas.font = style.font;
    canvas.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
    return canvas.measureText(word).width;
  }

  // (a) Every cell at least as wide as its longest word, and no word broken across lines.
  let cells = 0, measuredWords = 0;
  for (const cell of document.querySelectorAll('td, th')) {
    ++cells;
    const style = getComputedStyle(cell);
    const contentWidth = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const where = 'cell ' + shown(cell.innerText) + ' (column "' + columnHeader(cell) + '")';
    let widest = null;
    for (const node of textNodes(cell)) {
      for (const { word, at } of words(node.data)) {
        ++measuredWords;
        const width = widthInFontOf(node.parentElement, word);
        if (!widest || width > widest.width) widest = { word, width };
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) find('word-broken', '"' + word + '" wraps over ' + lines.size + ' lines in ' + where);
      }
    }
    if (widest && widest.width > contentWidth + 0.5)
      find('cell-narrower-than-word', where + ' is ' + contentWidth.toFixed(1) + ' px wide, its word "' + widest.word +
           '" ' + widest.width.toFixed(1) + ' px');
  }

  function columnHeader(cell) {
    const table = cell.closest('table');
    const header = table && table.rows.length ? table.rows[0].cells[cell.cellIndex] : null;
    return header ? header.innerText.trim() : '?';
  }

  // (b) Nothing wider than the page, and no text of a drawing or plot cut off by its edge.
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    find('page-overflow', 'the page is ' + root.scrollWidth + ' px wide in a window of ' + root.clientWidth + ' px');
  const scrollsInItsBox = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    return false;
  };
  let overflowing = 0;
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    const sticksOut = (e) => e && e.getBoundingClientRect().right > root.clientWidth + 0.5;
    if (!sticksOut(el) || sticksOut(el.parentElement) || scrollsInItsBox(el)) continue;  // the outermost only
    if (++overflowing <= 10)
      find('element-overflow', '<' + el.tagName.toLowerCase() + (el.id ? ' id=' + el.id : '') +
           (el.className && typeof el.className === 'string' ? ' class=' + el.className : '') + '> ' +
           shown(el.innerText || el.textContent || '') + ' ends at ' + el.getBoundingClientRect().right.toFixed(0) + ' px');
  }
  // A table wider than the page scrolls inside its box (.wide): its last columns sit off
  // screen, so it is a finding too. Named by the heading above it, with its columns' widths.
  for (const box of document.querySelectorAll('.wide'))
    if (box.scrollWidth > box.clientWidth + 1) {
      let heading = box.previousElementSibling;
      while (heading && !/^H[1-6]$/.test(heading.tagName)) heading = heading.previousElementSibling;
      const table = box.querySelector('table');
      const columns = table && table.rows.length ? [...table.rows[0].cells].map((c) =>
          c.innerText.replace(/\s+/g, ' ').trim() + ' ' + c.getBoundingClientRect().width.toFixed(0)) : [];
      find('table-scrolls', 'the table under ' + shown(heading ? heading.innerText : '(no heading)') + ' needs ' +
           box.scrollWidth + ' px in a box of ' + box.clientWidth + ' px; its columns (px): ' + columns.join(', '));
    }
  let svgTexts = 0;
  for (const svg of document.querySelectorAll('svg')) {
    const frame = svg.getBoundingClientRect();
    const title = svg.querySelector('title');
    for (const text of svg.querySelectorAll('text')) {
      ++svgTexts;
      const r = text.getBoundingClientRect();
      if (r.width === 0) continue;
      const out = [];
      if (r.left < frame.left - 0.5) out.push((frame.left - r.left).toFixed(1) + ' px on the left');
      if (r.right > frame.right + 0.5) out.push((r.right - frame.right).toFixed(1) + ' px on the right');
      if (r.top < frame.top - 0.5) out.push((frame.top - r.top).toFixed(1) + ' px at the top');
      if (r.bottom > frame.bottom + 0.5) out.push((r.bottom - frame.bottom).toFixed(1) + ' px at the bottom');
      if (out.length)
        find('svg-text-clipped', 'text ' + shown(text.textContent) + ' of the drawing ' +
             shown(title ? title.textContent : svg.getAttribute('aria-label') || '') + ' sticks out ' + out.join(', '));
    }
  }

  // (c) Code shown as code: no backtick left in the text.
  for (const node of textNodes(document.body))
    if (node.data.includes('`')) find('backtick', shown(node.data) + ' in <' + node.parentElement.tagName.toLowerCase() + '>');

  // (d) A contents list whose links all land, and the checks cut into one table per paper.
  const contents = document.querySelector('nav#contents');
  const links = contents ? [...contents.querySelectorAll('a[href^="#"]')] : [];
  if (!links.length) find('no-contents', 'no nav#contents with links to the sections');
  for (const a of links)
    if (!document.getElementById(a.getAttribute('href').slice(1))) find('contents-link', a.getAttribute('href') + ' lands nowhere');
  const groups = [...document.querySelectorAll('h3[id^="checks-"]')];
  for (const h of groups) {
    const table = h.nextElementSibling && h.nextElementSibling.querySelector('table.checks');
    if (!table || table.rows.length < 2) find('group-without-table', 'heading ' + shown(h.innerText) + ' has no table of checks after it');
    if (!links.some((a) => a.getAttribute('href') === '#' + h.id)) find('group-not-in-contents', shown(h.innerText));
  }
  if (groups.length < 2) find('checks-not-grouped', 'found ' + groups.length + ' h3 headings checks-<paper>');

  return 'cells=' + cells + ' words=' + measuredWords + ' svg_texts=' + svgTexts + ' groups=' + groups.length +
         ' links=' + links.length + ' window=' + root.clientWidth;
}
