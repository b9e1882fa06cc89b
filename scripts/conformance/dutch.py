#!/usr/bin/env python3
"""Conformance of `megxadrez pair` (FIDE Dutch system) with an independent
engine, in the manner of FIDE's A.7 test: random tournaments are generated
round by round with *our* pairings and random results (draws, forfeits,
requested half-point byes, odd numbers of players so pairing-allocated
byes), written as TRF files; then the independent engine's free pairings
checker (caissify-pairings' `check_trf`, a Python FIDE Dutch engine that
its authors cross-validated with the FIDE-endorsed bbpPairings) re-pairs
every round from the same results and we count the rounds where both
pairings agree (pairs and the bye; colours counted apart).

Setup (the checker is on PyPI; not needed by the tests):
    python3 -m venv target/conformance-venv
    target/conformance-venv/bin/pip install caissify-pairings==0.5.0
    cargo build --release
    target/conformance-venv/bin/python scripts/conformance/dutch.py --count 1000

Usage: dutch.py [--first K] [--count N] [--seed S] [--pair CMD] [--out DIR]
CMD is the pairing command, the TRF path appended (default:
`target/release/megxadrez pair --format text --trf`). Tournament i is made
from its own seed (S, i), so runs over different ranges (--first) add up:
each tournament's result is appended to DIR/results.jsonl as it ends, and
the summary counts every line there.
"""
import argparse, json, os, random, shlex, subprocess, sys, tempfile, time

FIRST = ["Ana", "Brais", "Carme", "Diego", "Eva", "Fran", "Iria", "Xoán", "Lúa", "Noa", "Pablo", "Sabela", "Uxía", "Martín"]
LAST = ["Abal", "Bouzas", "Castro", "Dopazo", "Estévez", "Fernández", "Gómez", "Iglesias", "Lago", "Mosquera", "Otero", "Pazos", "Rial", "Vilar"]


def trf_text(name, players, rounds_total):
    lines = [f"012 {name}", f"062 {len(players)}", f"XXR {rounds_total}", "XXC white1"]
    for p in players:
        pts = sum(points(b) for b in p["rounds"])
        line = f"001 {p['no']:>4}      {p['name'][:33]:<33} {p['rating']:>4} {'':3} {'':>11} {'':10} {pts:>4.1f} {'':>4}  "
        for b in p["rounds"]:
            opp, col, res = b
            line += f"{opp:>4} {col} {res}  " if opp else f"0000 - {res}  "
        lines.append(line.rstrip())
    return "\n".join(lines) + "\n"


def points(block):
    res = block[2]
    return {"1": 1, "+": 1, "U": 1, "F": 1, "=": 0.5, "H": 0.5}.get(res, 0)


def generate(rng, index, pair_cmd, workdir):
    n = rng.randint(10, 120)
    rounds = rng.randint(5, 11)
    ratings = sorted((rng.randint(1000, 2700) for _ in range(n)), reverse=True)
    players = [
        {"no": i + 1, "name": f"{rng.choice(LAST)},{rng.choice(FIRST)}", "rating": r, "rounds": []}
        for i, r in enumerate(ratings)
    ]
    name = f"conformance-{index:05d}"
    path = os.path.join(workdir, name + ".trf")
    for r in range(rounds):
        # No requested byes: the checker counts a requested bye as a
        # pairing-allocated one (bbpPairings and C.2 do not), which would
        # measure the checker, not us. Byes here are pairing-allocated
        # (odd numbers of players) and forfeits (+/-).
        with open(path, "w") as f:
            f.write(trf_text(name, players, rounds))
        out = subprocess.run(pair_cmd + [path], capture_output=True, text=True)
        if out.returncode != 0:
            return path, rounds, (r + 1, out.stderr.strip())
        lines = out.stdout.split("\n")[1:]
        paired = set()
        for line in lines:
            if not line.strip():
                continue
            w, b = map(int, line.split())
            if b == 0:
                players[w - 1]["rounds"].append((0, "-", "U"))
                paired.add(w)
                continue
            pw, pb = players[w - 1], players[b - 1]
            x = rng.random()
            if x < 0.03:
                rw, rb = ("+", "-") if rng.random() < 0.5 else ("-", "+")
            else:
                e = 1 / (1 + 10 ** ((pb["rating"] - pw["rating"]) / 400))
                y = rng.random()
                rw, rb = ("1", "0") if y < e * 0.8 else (("=", "=") if y < e * 0.8 + 0.2 else ("0", "1"))
            pw["rounds"].append((b, "w", rw))
            pb["rounds"].append((w, "b", rb))
            paired.update((w, b))
        for p in players:
            if len(p["rounds"]) == r:
                p["rounds"].append((0, "-", "Z"))
    with open(path, "w") as f:
        f.write(trf_text(name, players, rounds))
    return path, rounds, None


def checker_pairs(trf, rnd, total):
    """The checker's own pairing of round `rnd` from the rounds before it in
    `trf` (empty when it finds none)."""
    from caissify_pairings import fpc
    from caissify_pairings.engines.dutch import DutchEngine

    players = fpc.TRFParser(trf).parse()["players"]
    by_no = {p["starting_number"]: p for p in players}
    engine = DutchEngine(
        players=fpc._build_engine_players(by_no, rnd),
        previous_pairings=fpc._build_previous_pairings(by_no, rnd),
        round_number=rnd,
        total_rounds=total,
        initial_color=fpc._infer_initial_color(by_no),
    )
    return fpc._normalise_engine_output(engine.generate_pairings())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--pair", default="target/release/megxadrez pair --format text --trf")
    ap.add_argument("--out", default="target/conformance")
    args = ap.parse_args()
    from caissify_pairings.fpc import check_trf

    os.makedirs(args.out, exist_ok=True)
    cmd = shlex.split(args.pair)
    results = os.path.join(args.out, "results.jsonl")
    started = time.time()
    for t in range(args.first, args.first + args.count):
        rng = random.Random(args.seed * 1_000_000 + t)
        path, total, error = generate(rng, t, cmd, args.out)
        record = {"tournament": t, "players": None, "rounds": 0, "equal": 0, "equal_colours": 0, "mismatches": []}
        report = check_trf(open(path).read())
        record["players"] = report["num_players"]
        if error:
            # Our engine found no pairing for this round (small fields late
            # in the event: everyone has met nearly everyone). The checker is
            # asked the same round: if it finds none either, both agree.
            rnd, message = error
            theirs = checker_pairs(open(path).read(), rnd, total)
            record["rounds"] += 1
            if theirs:
                record["mismatches"].append(f"round {rnd}: ours: {message}; checker: {theirs}")
            else:
                record["equal"] += 1
                record["equal_colours"] += 1
                record["no_pairing"] = rnd
        for rnd in report["rounds"]:
            record["rounds"] += 1
            if rnd["match"]:
                record["equal"] += 1
                ours = {(p["white"], p.get("black")) for p in rnd["trf_pairings"]}
                theirs = {(p["white"], p.get("black")) for p in rnd["engine_pairings"]}
                record["equal_colours"] += ours == theirs
            else:
                record["mismatches"].append(f"round {rnd['round']}: {'; '.join(rnd['discrepancies'][:6])}")
        if not record["mismatches"]:
            os.remove(path)
        with open(results, "a") as f:
            f.write(json.dumps(record, ensure_ascii=False) + "\n")
        print(f"tournament {t}: {record['players']} players, {record['equal']}/{record['rounds']} rounds equal, {time.time() - started:.0f} s", file=sys.stderr, flush=True)
    done = [json.loads(line) for line in open(results)]
    rounds = sum(r["rounds"] for r in done)
    equal = sum(r["equal"] for r in done)
    summary = {
        "tournaments": len(done),
        "rounds": rounds,
        "equal_pairings": equal,
        "equal_with_colours": sum(r["equal_colours"] for r in done),
        "percent_equal": round(100 * equal / max(rounds, 1), 3),
        "seconds_this_run": round(time.time() - started, 1),
        "mismatches": [(r["tournament"], m) for r in done for m in r["mismatches"]][:50],
    }
    write_summary(args.out, summary)


def write_summary(out, summary):
    """Prints the summary and keeps it in OUT/summary.json."""
    print(json.dumps(summary, indent=1, ensure_ascii=False))
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    main()
