#!/usr/bin/env python3
"""Whole random event days checked against independent references.

The property test `crates/core/tests/event_days/` plays random rapid-Swiss
days (seed 004) through the event's command path and, with
MEGXADREZ_EVENT_DAYS_OUT=DIR, writes each round's files there:

  DAY-rR-pre.trf      the event's report file before round R is paired
                      (with `XXR` and `XXC white1` for the pairing engine)
  DAY-rR-pairing.txt  the event's own pairing of round R (`W B`, the bye `N 0`)
  DAY-rR-post.trf     the report file after round R's results
  DAY-rR-post.tsv     the event's standings: rank, points, every tie-break

This script compares every pairing with bbpPairings' (pairs, colours and the
bye) and every value and place with FIDE's tie-break engine (gacrux, by the
TEC: `python3 -m gacrux.tiebreakchecker`). Both are checkers only, run
outside the repository; nothing of them is in it:

    git clone https://github.com/BieremaBoyzProgramming/bbpPairings /tmp/bbp
    make -C /tmp/bbp -j2
    pip install gacrux==1.11.65
    MEGXADREZ_EVENT_DAYS_OUT=/tmp/days PROPTEST_CASES=1000 \\
        cargo test --release -p megxadrez-core --test event_days
    python3 scripts/conformance/event_days.py --bbp /tmp/bbp/bbpPairings.exe /tmp/days

Names are written without accents for both engines, which count bytes, not
characters, in a report file's columns. Prints one line per disagreement and
a summary; exits 1 on any.
"""
import argparse, glob, os, subprocess, sys, tempfile, unicodedata

# Our codes and the engine's; a drawing of lots (LOT) is not the engine's:
# its column is left out, and a place it decided is checked to lie within
# the engine's shared place.
CODES = {"BH-C1": "BH/C1", "BH": "BH", "SB": "SB", "PS": "PS", "DE": "DE", "PTS": "PTS",
         "WIN": "WIN", "WON": "WON", "BPG": "BPG", "BWG": "BWG", "ARO": "ARO", "LOT": None}


def ascii_file(path, extra="", played_only=False):
    """The file with its names unaccented; for bbpPairings without the
    `142` line (it reads `XXR`); for gacrux (`played_only`) without the
    next round's column, where a bye entered ahead is written."""
    text = open(path, encoding="utf-8").read()
    text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    text = text.replace("\u2014", "-")
    lines = text.split("\n")
    if played_only:
        rounds = next(int(l[4:]) for l in lines if l.startswith("142 "))
        lines = [l[: 91 + 10 * rounds].rstrip() if l.startswith("001") else l for l in lines]
    else:
        lines = [l for l in lines if not l.startswith("142 ")]
    text = "\n".join(lines)
    out = tempfile.NamedTemporaryFile("w", suffix=".trf", delete=False, encoding="ascii", errors="replace")
    out.write(text + extra)
    out.close()
    return out.name


def pairing_of(lines):
    boards, bye = set(), None
    for line in lines:
        if line.strip():
            w, b = map(int, line.split())
            if b == 0:
                bye = w
            else:
                boards.add((w, b))
    return boards, bye


def check_pairing(bbp, pre, ours_path):
    path = ascii_file(pre)
    out = path + ".out"
    run = subprocess.run([bbp, "--dutch", path, "-p", out], capture_output=True, text=True)
    ours = pairing_of(open(ours_path).read().splitlines())
    if run.returncode != 0:
        return f"bbpPairings exited {run.returncode}: {run.stderr.strip()[:200]}"
    theirs = pairing_of(open(out).read().splitlines()[1:])
    os.unlink(path)
    os.unlink(out)
    if theirs != ours:
        only_ours = sorted(ours[0] - theirs[0])
        only_theirs = sorted(theirs[0] - ours[0])
        return f"ours {only_ours} bye {ours[1]}, bbpPairings {only_theirs} bye {theirs[1]}"
    return None


def check_tiebreaks(post, tsv):
    rows = [l.split("\t") for l in open(tsv).read().splitlines()]
    header, rows = rows[0], rows[1:]
    columns = [(k, CODES[h]) for k, h in enumerate(header[2:]) if CODES[h]]
    codes = [c for _, c in columns]
    lots = "LOT" in header
    path = ascii_file(post, played_only=True)
    run = subprocess.run(
        [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", path, "-s", "-F", "TXT", "-t"] + codes,
        capture_output=True, text=True)
    os.unlink(path)
    if run.returncode != 0:
        return [f"gacrux exited {run.returncode}: {run.stderr.strip()[:200]}"], 0
    lines = [l.split() for l in run.stdout.splitlines() if l.strip()]
    theirs = {l[0]: l for l in lines[1:] if l[0].isdigit()}
    problems, compared = [], 0
    for r in rows:
        t = theirs.get(r[0])
        if t is None:
            problems.append(f"player {r[0]} missing in gacrux's output")
            continue
        # Rank (within the engine's shared place when lots decided it),
        # then each value.
        shared = sum(1 for x in theirs.values() if x[1] == t[1])
        ours_rank, their_rank = int(r[1]), int(t[1])
        if ours_rank != their_rank and not (lots and their_rank <= ours_rank < their_rank + shared):
            problems.append(f"player {r[0]}: rank {r[1]}, gacrux {t[1]}")
        compared += 1
        for j, (k, code) in enumerate(columns):
            mine, ref = float(r[2 + k] or 0), float(t[2 + j])
            compared += 1
            if abs(mine - ref) > 1e-9:
                problems.append(f"player {r[0]}: {code} {mine}, gacrux {ref}")
    return problems, compared


def one_round(job):
    """One round's checks: (name, problems, values compared)."""
    bbp, pre = job
    base = pre[: -len("-pre.trf")]
    problems = []
    problem = check_pairing(bbp, pre, base + "-pairing.txt")
    if problem:
        problems.append(f"pairing: {problem}")
    compared = 0
    if os.path.exists(base + "-post.trf"):
        found, compared = check_tiebreaks(base + "-post.trf", base + "-post.tsv")
        problems += [f"tie-breaks: {p}" for p in found]
    return os.path.basename(base), problems, compared


def main():
    import multiprocessing
    ap = argparse.ArgumentParser()
    ap.add_argument("--bbp", required=True)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("dir")
    args = ap.parse_args()
    rounds = sorted(glob.glob(os.path.join(args.dir, "*-pre.trf")))
    days = {os.path.basename(r).rsplit("-r", 1)[0] for r in rounds}
    values = bad = 0
    with multiprocessing.Pool(args.jobs) as pool:
        for name, problems, compared in pool.imap(one_round, [(args.bbp, r) for r in rounds], chunksize=8):
            values += compared
            for p in problems:
                bad += 1
                print(f"{name} {p}")
    print(f"{len(days)} days, {len(rounds)} rounds paired, {values} places and values compared: {bad} disagreements")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
