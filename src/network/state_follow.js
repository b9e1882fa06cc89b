// The state followed as it changes (see STATE_FOLLOW in routes/pages.rs):
// fetched again at each state or clip change (a move's change is followed
// by the new state's), one fetch at a time, so that a burst of changes
// costs the stage two requests a page, not one a change; `apply` takes
// each state fetched.
function followState(apply) {
  let loading = false, again = false;
  async function load() {
    if (loading) { again = true; return; }
    loading = true;
    try { apply(await (await fetch("/api/state", { cache: "no-store" })).json()); } catch (e) {}
    loading = false;
    if (again) { again = false; load(); }
  }
  const events = new EventSource("/api/events?after=now");
  events.onmessage = e => {
    try { if (!["state", "clip", "clips"].includes(JSON.parse(e.data).kind)) return; } catch (x) {}
    load();
  };
}
