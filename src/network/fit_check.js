// What of a page does not fit its window's width (see FIT_CHECK in
// routes/pages.rs).
(function () {
  function check() {
    const width = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest("[hidden]") || el.tagName === "SCRIPT" || el.id === "info") continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const what = el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + " "
        + (el.innerText || el.value || "").slice(0, 40);
      if (r.right > width + 1 || r.left < -1) out.push(what + " at " + Math.round(r.left) + "-" + Math.round(r.right));
      const style = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== "visible" && !["CANVAS", "INPUT", "TEXTAREA", "SELECT"].includes(el.tagName))
        out.push(what + " cut inside " + el.clientWidth + "px");
    }
    if (document.documentElement.scrollWidth > width + 1) out.push("the page is " + document.documentElement.scrollWidth + "px wide");
    document.body.dataset.overflow = JSON.stringify(out);
  }
  setInterval(check, 300);
  window.addEventListener("load", check);
})();
