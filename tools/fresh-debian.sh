#!/bin/sh
# fresh-debian.sh - the README's commands on a brand-new Debian bookworm, as
# a newcomer runs them: a minimal root (git, ca-certificates and sudo only),
# a normal user with sudo, a clone of this repository's HEAD. It runs the
# README's first command as the README writes it and checks, under an Xvfb
# the root sees, that the window opens and shows the whole maze (the cells
# match --print=ascii for the seed the run printed); then the test
# command's set-up and configure step. Needs root (it uses chroot and
# mounts in a private namespace). The base root is kept between runs in
# MAZEDFS_FRESH_CACHE (default /var/cache/mazedfs-fresh); each run unpacks
# a new copy and removes it. Uncommitted changes are not seen: commit first.
# MAZEDFS_FRESH_SHOT=FILE.png keeps a screenshot of the window.
# usage: sudo sh tools/fresh-debian.sh     SPDX-License-Identifier: MIT
set -eu
cd "$(dirname "$0")/.."
src=$PWD
say() { echo "fresh-debian: $*"; }
fail() {
    echo "fresh-debian: FAILED: $*" >&2
    exit 1
}
[ "$(id -u)" -eq 0 ] || exec sudo sh "$0" "$@"

# What the host needs to make and watch the root.
need=""
for tool in mmdebstrap:mmdebstrap Xvfb:xvfb xdotool:xdotool import:imagemagick python3:python3 git:git; do
    command -v "${tool%%:*}" >/dev/null 2>&1 || need="$need ${tool#*:}"
done
if [ -n "$need" ]; then
    say "installing on the host:$need"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $need >/dev/null
fi

# The README's commands, read from the file: the section's sh blocks.
blocks=$(awk '/^## On a fresh Debian machine/ {on = 1; next} on && /^## / {exit}
    on && /^```sh/ {code = 1; next} code && /^```/ {code = 0; n++; next}
    code {print n "\t" $0}' README.md)
run_cmd=$(printf '%s\n' "$blocks" | grep 'mazedfs 41 51 10' | cut -f2- | head -n 1)
test_cmd=$(printf '%s\n' "$blocks" | grep 'tools/test.sh' | cut -f2- | head -n 1)
get_cmd=$(printf '%s\n' "$blocks" | grep 'git clone' | cut -f2- | head -n 1)
[ -n "$run_cmd" ] || fail "README.md has no sh block with 'mazedfs 41 51 10' under 'On a fresh Debian machine'"
[ -n "$test_cmd" ] || fail "README.md has no sh block with 'tools/test.sh' under 'On a fresh Debian machine'"
[ -n "$get_cmd" ] || fail "README.md does not say how to get the source (a 'git clone' block)"
test_setup=${test_cmd%%&& sh tools/test.sh*}
[ "$test_setup" != "$test_cmd" ] || fail "the test command is not 'SET-UP && sh tools/test.sh': $test_cmd"

# The base root, made once.
cache=${MAZEDFS_FRESH_CACHE:-/var/cache/mazedfs-fresh}
base=$cache/bookworm-minbase.tar
mirror=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)
mirror=${mirror:-http://deb.debian.org/debian}
if [ ! -s "$base" ]; then
    say "making a minimal bookworm root from $mirror (once; kept in $cache)"
    mkdir -p "$cache"
    mmdebstrap --quiet --variant=minbase --include=git,ca-certificates,sudo bookworm \
        "$cache/new.tar" "$mirror" || fail "mmdebstrap could not make the root"
    mv "$cache/new.tar" "$base"
fi

work=$(mktemp -d /tmp/mazedfs-fresh.XXXXXX)
root=$work/root
xvfb_pid=""
cleanup() {
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    # The namespace took its mounts with it; nothing is mounted here.
    rm -rf "$work"
}
trap cleanup EXIT INT TERM
mkdir "$root"
tar -C "$root" -xf "$base"
cp /etc/resolv.conf /etc/hosts "$root/etc/"
chroot "$root" useradd -m -s /bin/bash newcomer
echo 'newcomer ALL=(ALL) NOPASSWD:ALL' >"$root/etc/sudoers.d/newcomer"
chmod 0440 "$root/etc/sudoers.d/newcomer"
# The README's clone, from this repository's HEAD instead of the network.
git clone -q "$src" "$root/home/newcomer/mazedfs"
chroot "$root" chown -R newcomer:newcomer /home/newcomer/mazedfs

# An Xvfb on the host; its socket is bound into the root.
mkdir -p /tmp/.X11-unix
exec 3>"$work/display"
Xvfb -displayfd 3 -noreset -nolisten tcp -screen 0 1280x1024x24 >/dev/null 2>&1 &
xvfb_pid=$!
exec 3>&-
for _ in $(seq 50); do
    [ -s "$work/display" ] && break
    sleep 0.2
done
display=:$(cat "$work/display")
[ "$display" != ":" ] || fail "Xvfb did not start"

# Runs a shell command as the newcomer in the root, in the repository, in
# a private mount and pid namespace (a killed check leaves nothing behind).
as_newcomer() {
    unshare --fork --pid --mount --kill-child sh -c '
        set -e
        mount --make-rprivate /
        mount -t proc proc "$1/proc"
        mount --rbind /sys "$1/sys"
        mount --rbind /dev "$1/dev"
        mkdir -p "$1/tmp/.X11-unix"
        mount --bind /tmp/.X11-unix "$1/tmp/.X11-unix"
        exec chroot "$1" su - newcomer -c "export DISPLAY=$2 && cd ~/mazedfs && $3"
    ' sh "$root" "$display" "$1"
}

say "first command: $run_cmd"
start=$(date +%s)
as_newcomer "$run_cmd" >"$work/run.log" 2>&1 &
run_pid=$!
wid=""
while [ -z "$wid" ]; do
    if ! kill -0 "$run_pid" 2>/dev/null; then
        tail -n 30 "$work/run.log" >&2
        fail "the first command ended before a window opened"
    fi
    [ $(($(date +%s) - start)) -lt 1200 ] || fail "no window after 20 minutes"
    sleep 2
    wid=$(DISPLAY=$display xdotool search --name '^mazedfs' 2>/dev/null | tail -n 1) || true
done
say "a window opened after $(($(date +%s) - start)) s"
seed=$(sed -n 's/^seed: \([0-9][0-9]*\).*/\1/p' "$work/run.log" | head -n 1)
[ -n "$seed" ] || fail "the run printed no 'seed: N' line"
# The same maze, printed by the root's own build.
chroot "$root" /home/newcomer/mazedfs/build/mazedfs --print=ascii -s "$seed" 41 51 \
    >"$work/maze.txt" || fail "--print=ascii -s $seed failed in the root"
DISPLAY=$display python3 - "$src/tests/app" "$wid" "$work/maze.txt" <<'EOF' || fail "the window does not show the whole maze"
import sys, time
sys.path.insert(0, sys.argv[1])
import xwin
from xwin import maze_mismatches
display = __import__("os").environ["DISPLAY"]
maze = [line for line in open(sys.argv[3]).read().split("\n") if line]
assert len(maze) == 41 and all(len(r) == 51 for r in maze), "bad --print=ascii output"
bad = ["not looked at"]
deadline = time.time() + 90  # the digging takes about ten seconds
while bad and time.time() < deadline:
    time.sleep(1)
    bad = maze_mismatches(xwin.screenshot(display, sys.argv[2]), maze, 10)
if bad:
    print("fresh-debian: cells unlike --print=ascii:", bad[:10], file=sys.stderr)
    sys.exit(1)
EOF
if [ -n "${MAZEDFS_FRESH_SHOT:-}" ]; then # to look at it as the newcomer saw it
    DISPLAY=$display import -window "$wid" "$MAZEDFS_FRESH_SHOT"
    say "the window is in $MAZEDFS_FRESH_SHOT"
fi
say "the window shows the whole 41 x 51 maze of seed $seed"
# The window's pid is the one inside the root's pid namespace: the host's
# is the mazedfs process in that root whose NSpid ends with it.
ns_pid=$(DISPLAY=$display xdotool getwindowpid "$wid" 2>/dev/null) || true
[ -n "$ns_pid" ] || fail "the window has no pid (_NET_WM_PID)"
pid=""
for p in $(pgrep -x mazedfs); do
    [ "$(readlink "/proc/$p/root")" = "$root" ] || continue
    [ "$(awk '/^NSpid:/ {print $NF}' "/proc/$p/status")" = "$ns_pid" ] && pid=$p
done
[ -n "$pid" ] || fail "no mazedfs process in the root has the window's pid $ns_pid"
kill "$pid"
wait "$run_pid" 2>/dev/null || true
say "closed the window by its pid ($ns_pid in the root, $pid here)"

say "test set-up and configure: $test_setup"
as_newcomer "$test_setup && cmake -S . -B build-tests -DMAZEDFS_TESTS=ON" >"$work/test.log" 2>&1 || {
    tail -n 30 "$work/test.log" >&2
    fail "the test command's set-up or configure failed"
}
grep -q "tests not built" "$work/test.log" && fail "the tests were not configured"
say "passed: the first command opens the window with the whole maze; the tests configure"
