#!/usr/bin/env bash
# What installing the .deb adds to a fresh Debian or Ubuntu: apt's own
# simulation of installing the package's dependencies on a minimal system
# (this machine's required and important packages and what they need,
# nothing else), with and without the recommended packages. Installs
# nothing; needs apt and python3. The README quotes its figures.
set -euo pipefail
deps="libasound2 libvulkan1 mesa-vulkan-drivers"
status=$(mktemp)
trap 'rm -f "$status"' EXIT
python3 - "$status" <<'PY'
import re, sys
paras = [p for p in open('/var/lib/dpkg/status').read().split("\n\n") if p.strip()]
pk, provides = {}, {}
for para in paras:
    f, cur = {}, None
    for l in para.splitlines():
        if l.startswith(' ') and cur:
            f[cur] += l
        elif ':' in l:
            k, v = l.split(':', 1); f[k] = v.strip(); cur = k
    if 'install ok installed' in f.get('Status', ''):
        pk.setdefault(f['Package'], []).append((f, para))
        for pv in f.get('Provides', '').split(','):
            pv = re.split(r'[ (]', pv.strip())[0]
            if pv:
                provides.setdefault(pv, []).append(f['Package'])
base = {n for n, l in pk.items()
        if any(f.get('Priority') in ('required', 'important') or f.get('Essential') == 'yes' for f, _ in l)}
todo = list(base)
while todo:
    for f, _ in pk.get(todo.pop(), []):
        for k in ('Depends', 'Pre-Depends'):
            for alt in filter(None, (a.strip() for a in f.get(k, '').split(','))):
                names = [re.split(r'[ (:]', a.strip())[0] for a in alt.split('|')]
                if any(a in base for a in names):
                    continue
                for a in names:
                    cand = [a] if a in pk else provides.get(a, [])
                    if cand:
                        base.add(cand[0]); todo.append(cand[0]); break
open(sys.argv[1], 'w').write("\n\n".join(p for n in base for _, p in pk[n]) + "\n\n")
PY
for recommends in --no-install-recommends --install-recommends; do
    # shellcheck disable=SC2086
    apt-get install -s -o Dir::State::status="$status" $recommends $deps 2>/dev/null |
        awk '/^Inst/{print $2}' |
        while read -r p; do
            apt-cache show --no-all-versions "$p" | awk '/^Installed-Size:/{print $2; exit}'
        done |
        awk -v how="$recommends" '{s += $1; n++} END {printf "%s: %d packages, %.1f MiB\n", how, n, s / 1024}'
done
