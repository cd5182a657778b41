// Measures a catalogue page as Chromium laid it out and writes what it found into the page
// (a <pre id="posetlab-catalogue-verdict">, one "KIND<TAB>detail" line a finding, then a
// "checked" line of counts), for tests/test_catalogue_browser.cpp to read from the dumped DOM.
// Findings: the page wider than the window (it would scroll sideways); a drawing (svg)
// reaching outside the box that holds it or outside the window; a drawing with nothing in
// it; an error the page raised.
(function () {
  var findings = [];
  var errors = window.__posetlabErrors || [];
  errors.forEach(function (e) { findings.push("error\t" + e); });
  var width = window.innerWidth;
  var page = document.scrollingElement || document.documentElement;
  if (page.scrollWidth > width + 1) findings.push("scrolls\tthe page is " + page.scrollWidth + " px wide in a window of " + width + " px");
  var svgs = document.querySelectorAll("svg");
  var inside = 0;
  svgs.forEach(function (svg, i) {
    var box = svg.getBoundingClientRect();
    if (box.width < 10 || box.height < 10) findings.push("empty-drawing\tsvg " + i + " is " + box.width + " x " + box.height);
    if (box.right > width + 1) findings.push("outside-window\tsvg " + i + " ends at " + box.right + " px of " + width);
    // Its container: the nearest ancestor that is not itself laid out wider than the page.
    var holder = svg.parentElement;
    var hb = holder.getBoundingClientRect();
    if (box.left < hb.left - 1 || box.right > hb.right + 1) findings.push("outside-box\tsvg " + i + " [" + box.left + "," + box.right + "] in [" + hb.left + "," + hb.right + "]");
    // Every circle and text of the drawing inside the drawing.
    svg.querySelectorAll("circle,text").forEach(function (el) {
      var b = el.getBoundingClientRect();
      if (b.left < box.left - 1 || b.right > box.right + 1 || b.top < box.top - 1 || b.bottom > box.bottom + 1)
        findings.push("outside-drawing\t" + el.tagName + " of svg " + i + " (" + (el.textContent || "").slice(0, 20) + ")");
      else inside++;
    });
  });
  // In a frame (a phone's width, narrower than a headless window can be) the verdict goes to
  // the page holding the frame, which is the one Chromium dumps.
  var target = document;
  try { if (window.parent !== window) target = window.parent.document; } catch (e) { findings.push("frame\t" + e); }
  var pre = target.createElement("pre");
  pre.id = "posetlab-catalogue-verdict";
  pre.textContent = findings.join("\n") + (findings.length ? "\n" : "") + "checked\twindow=" + width + " svgs=" + svgs.length +
                    " hasse=" + document.querySelectorAll("svg.hasse").length + " marks=" + inside;
  target.body.appendChild(pre);
})();
