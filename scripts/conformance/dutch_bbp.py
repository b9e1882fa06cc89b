#!/usr/bin/env python3
"""Conformance of `megxadrez pair` (FIDE Dutch system) with bbpPairings, the
FIDE-endorsed engine, comparing pairs, colours and the bye of every round.

Random tournaments are played round by round: before each round some
players ask for a bye (half-point `H` or zero-point `Z`, written in that
round's column as an arbiter enters it beforehand), some withdraw (a `Z`
in every round left) and a few enter late (their first rounds are `Z`);
then *both* engines pair the same file, the boards are compared as sets of
(White, Black) and the bye, and the tournament goes on with our pairing and
random results (draws, forfeits). A round where neither engine finds a
pairing counts as equal.

bbpPairings is a checker here, built outside this repository from its
public source (Apache-2.0), never copied:
    git clone https://github.com/BieremaBoyzProgramming/bbpPairings /tmp/bbp
    make -C /tmp/bbp -j2
    cargo build --release
    python3 scripts/conformance/dutch_bbp.py --bbp /tmp/bbp/bbpPairings.exe --count 1000
or, without building the application (the same pairing, printed the same):
    cargo build --release -p megxadrez-pairing --example pair_trf
    python3 scripts/conformance/dutch_bbp.py --bbp /tmp/bbp/bbpPairings.exe \
        --pair target/release/examples/pair_trf

Usage: dutch_bbp.py --bbp EXE [--first K] [--count N] [--seed S] [--pair CMD] [--out DIR]
Each tournament's result is appended to DIR/results.jsonl as it ends; the
summary counts every line there, so ranges (--first) add up.
"""
import argparse, json, os, random, shlex, subprocess, sys, time

from dutch import FIRST, LAST, trf_text, write_summary


def pairing(cmd, path):
    """(set of (white, black), bye or None) or None when the engine finds no
    pairing; an error otherwise."""
    out = subprocess.run(cmd + [path], capture_output=True, text=True)
    if out.returncode == 1:
        return None
    if out.returncode != 0:
        raise RuntimeError(f"{cmd[0]} exited {out.returncode}: {out.stderr.strip()[:300]}")
    boards, bye = set(), None
    for line in out.stdout.split("\n")[1:]:
        if line.strip():
            w, b = map(int, line.split())
            if b == 0:
                bye = w
            else:
                boards.add((w, b))
    return boards, bye


def play(rng, index, ours, bbp, workdir):
    n = rng.randint(10, 120)
    rounds = rng.randint(5, 11)
    ratings = sorted((rng.randint(1000, 2700) for _ in range(n)), reverse=True)
    players = [
        {"no": i + 1, "name": f"{rng.choice(LAST)},{rng.choice(FIRST)}", "rating": r, "rounds": [],
         "from": 0, "until": rounds}
        for i, r in enumerate(ratings)
    ]
    # Late entries: a few players join in round 2 or 3 (their first rounds
    # are zero-point byes); withdrawals: a few leave after some round.
    for p in players:
        if rng.random() < 0.05:
            p["from"] = rng.randint(1, 2)
        if rng.random() < 0.05:
            p["until"] = rng.randint(2, rounds - 1)
    name = f"bbp-{index:05d}"
    path = os.path.join(workdir, name + ".trf")
    record = {"tournament": index, "players": n, "rounds": 0, "equal": 0, "equal_pairs": 0,
              "requested_byes": 0, "mismatches": []}
    for r in range(rounds):
        for p in players:
            if r < p["from"] or r >= p["until"]:
                p["rounds"].append((0, "-", "Z"))
            elif r > 0 and rng.random() < 0.04:
                p["rounds"].append((0, "-", "H" if rng.random() < 0.7 else "Z"))
                record["requested_byes"] += 1
        with open(path, "w") as f:
            f.write(trf_text(name, players, rounds))
        mine = pairing(ours, path)
        theirs = pairing(bbp, path)
        record["rounds"] += 1
        if mine == theirs:
            record["equal"] += 1
            record["equal_pairs"] += 1
        else:
            same_pairs = mine and theirs and mine[1] == theirs[1] and \
                {frozenset(x) for x in mine[0]} == {frozenset(x) for x in theirs[0]}
            record["equal_pairs"] += bool(same_pairs)
            only_ours = sorted(mine[0] - theirs[0]) if mine and theirs else mine
            only_theirs = sorted(theirs[0] - mine[0]) if mine and theirs else theirs
            record["mismatches"].append({
                "round": r + 1, "colours_only": bool(same_pairs),
                "ours": only_ours if not mine or not theirs else [only_ours, mine[1]],
                "bbp": only_theirs if not mine or not theirs else [only_theirs, theirs[1]],
            })
            # Keep the file of the first difference for analysis.
            if len(record["mismatches"]) == 1:
                os.replace(path, os.path.join(workdir, f"{name}-r{r + 1}.trf"))
        if mine is None:
            break
        boards, bye = mine
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
    if os.path.exists(path):
        os.remove(path)
    return record


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bbp", required=True)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--pair", default="target/release/megxadrez pair --format text --trf")
    ap.add_argument("--out", default="target/conformance-bbp")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    ours = shlex.split(args.pair)
    bbp = [args.bbp, "--dutch"]
    results = os.path.join(args.out, "results.jsonl")
    started = time.time()

    for t in range(args.first, args.first + args.count):
        rng = random.Random(args.seed * 1_000_000 + t)
        record = play(rng, t, ours, BbpCommand(bbp), args.out)
        with open(results, "a") as f:
            f.write(json.dumps(record, ensure_ascii=False) + "\n")
        print(f"tournament {t}: {record['players']} players, {record['equal']}/{record['rounds']} rounds equal, "
              f"{time.time() - started:.0f} s", file=sys.stderr, flush=True)
    done = [json.loads(line) for line in open(results)]
    rounds = sum(r["rounds"] for r in done)
    equal = sum(r["equal"] for r in done)
    summary = {
        "tournaments": len(done),
        "rounds": rounds,
        "equal_with_colours": equal,
        "equal_pairs_and_bye": sum(r["equal_pairs"] for r in done),
        "requested_byes": sum(r["requested_byes"] for r in done),
        "percent_equal_with_colours": round(100 * equal / max(rounds, 1), 3),
        "seconds_this_run": round(time.time() - started, 1),
        "mismatches": [(r["tournament"], m) for r in done for m in r["mismatches"]][:50],
    }
    write_summary(args.out, summary)


class BbpCommand(list):
    """`EXE --dutch FILE -p`: the file goes before `-p`."""

    def __add__(self, other):
        return list(self) + list(other) + ["-p"]


if __name__ == "__main__":
    main()
