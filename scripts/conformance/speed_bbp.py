#!/usr/bin/env python3
"""Speed of our Dutch pairing against bbpPairings, the FIDE-endorsed engine,
side by side on the same report files, one process each.

For each size (120, 500, 1000 players by default) a random Swiss is played
round by round (our pairing, results at random by rating, a few requested
byes and forfeits as in dutch_bbp.py); at each measured round (2, 5, 9) the
file of the rounds before it is written and both engines pair it, each in
its own process, `--repeat` times: the best CPU time (user + system, from
wait4) and the peak resident memory (GNU time) of each are printed, with the ratios,
and the two pairings are compared (pairs, colours and the bye).

bbpPairings is a checker here, built outside this repository from its
public source, never copied:
    git clone https://github.com/BieremaBoyzProgramming/bbpPairings /work/bbp
    make -C /work/bbp -j2
    CARGO_TARGET_DIR=/work/target-pairing cargo build --release -p megxadrez-pairing --example pair_trf
    python3 scripts/conformance/speed_bbp.py --bbp /work/bbp/bbpPairings.exe \\
        --pair /work/target-pairing/release/examples/pair_trf

Usage: speed_bbp.py --bbp EXE [--pair CMD] [--sizes 120,500,1000]
                    [--rounds 2,5,9] [--repeat N] [--seed S] [--out DIR] [--ours-only]
CMD is our pairing command, the file's path appended (default: the
application's `target/release/megxadrez pair --format text --trf`). The
exit status is 1 when some pairing differs. --ours-only times ours alone.
"""
import argparse, os, random, shlex, subprocess, sys, tempfile

from dutch import FIRST, LAST, trf_text


def run(cmd):
    """(stdout, return code, CPU seconds) of one process (user + system,
    from wait4, to the microsecond)."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return out, proc.returncode, usage.ru_utime + usage.ru_stime


def peak_rss(cmd):
    """The peak resident memory of one process in KiB, by GNU time (wait4's
    figure from a child of this Python counts Python's own memory, which
    the child holds until its exec)."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as t:
        subprocess.run(["/usr/bin/time", "-q", "-o", t.name, "-f", "%M"] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return int(t.read().split()[-1])


def parse(out):
    boards, bye = set(), None
    for line in out.split("\n")[1:]:
        if line.strip():
            w, b = map(int, line.split())
            if b == 0:
                bye = w
            else:
                boards.add((w, b))
    return boards, bye


def measure(cmd, repeat):
    """(pairing, best CPU seconds, peak RSS KiB) over `repeat` runs."""
    best = None
    for _ in range(repeat):
        out, code, cpu = run(cmd)
        if code != 0:
            raise RuntimeError(f"{cmd[0]} exited {code} on {cmd}")
        if best is None or cpu < best[1]:
            best = (parse(out), cpu)
    return best + (peak_rss(cmd),)


def play(rng, players, r, pairing):
    boards, bye = pairing
    if bye:
        players[bye - 1]["rounds"].append((0, "-", "U"))
    for w, b in sorted(boards):
        pw, pb = players[w - 1], players[b - 1]
        if rng.random() < 0.03:
            rw, rb = ("+", "-") if rng.random() < 0.5 else ("-", "+")
        else:
            e = 1 / (1 + 10 ** ((pb["rating"] - pw["rating"]) / 400))
            y = rng.random()
            rw, rb = ("1", "0") if y < e * 0.8 else (("=", "=") if y < e * 0.8 + 0.2 else ("0", "1"))
        pw["rounds"].append((b, "w", rw))
        pb["rounds"].append((w, "b", rb))
    for p in players:
        if len(p["rounds"]) == r:
            p["rounds"].append((0, "-", "Z"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bbp", required=True)
    ap.add_argument("--pair", default="target/release/megxadrez pair --format text --trf")
    ap.add_argument("--sizes", default="120,500,1000")
    ap.add_argument("--rounds", default="2,5,9")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--out", default="/tmp/speed-bbp")
    ap.add_argument("--ours-only", action="store_true", help="time our engine alone (no ratios)")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    ours = shlex.split(args.pair)
    bbp = [args.bbp, "--dutch"]
    measured = sorted(int(r) for r in args.rounds.split(","))
    total = max(measured) + 2
    print("| players | round | present | ours CPU s | bbp CPU s | ratio | ours RSS MiB | bbp RSS MiB | RSS ratio | identical |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    all_same = True
    for n in (int(s) for s in args.sizes.split(",")):
        rng = random.Random(args.seed * 1_000_000 + n)
        ratings = sorted((rng.randint(1000, 2700) for _ in range(n)), reverse=True)
        players = [
            {"no": i + 1, "name": f"{rng.choice(LAST)},{rng.choice(FIRST)}", "rating": rt, "rounds": []}
            for i, rt in enumerate(ratings)
        ]
        for r in range(max(measured)):
            for p in players:
                if r > 0 and rng.random() < 0.04:
                    p["rounds"].append((0, "-", "H" if rng.random() < 0.7 else "Z"))
            path = os.path.join(args.out, f"speed-{n}-r{r + 1}.trf")
            with open(path, "w") as f:
                f.write(trf_text(f"speed-{n}", players, total))
            if r + 1 in measured:
                mine, cpu, rss = measure(ours + [path], args.repeat)
                if args.ours_only:
                    theirs, bcpu, brss = mine, float("nan"), float("nan")
                else:
                    theirs, bcpu, brss = measure(bbp + [path, "-p"], args.repeat)
                same = mine == theirs
                all_same &= same
                present = sum(1 for p in players if len(p["rounds"]) == r)
                print(f"| {n} | {r + 1} | {present} | {cpu:.3f} | {bcpu:.3f} | {bcpu / max(cpu, 1e-4):.1f}× "
                      f"| {rss / 1024:.1f} | {brss / 1024:.1f} | {rss / brss:.2f} | {'yes' if same else 'NO'} |",
                      flush=True)
            else:
                out, code, _ = run(ours + [path])
                if code != 0:
                    raise RuntimeError(f"{ours[0]} exited {code} on {path}")
                mine = parse(out)
            play(rng, players, r, mine)
    sys.exit(0 if all_same else 1)


if __name__ == "__main__":
    main()
