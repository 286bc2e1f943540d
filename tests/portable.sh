#!/usr/bin/env bash
# The binary runs on any x86-64 Linux: it is built for musl, fully static, and resolves host
# names from /etc/hosts and /etc/resolv.conf itself (no glibc NSS module is named in it).
#
# Proof: the debug build for the same static target (the one every suite of the test command
# tests) runs in an empty root directory holding only
# itself, /etc/hosts, /etc/resolv.conf and a CA bundle. There it delivers a test e-mail to a
# local SMTP server (tests/smtp_sink.py) by a name that only that /etc/hosts knows, and serves
# the landing page and /readyz.
set -euo pipefail
cd "$(dirname "$0")/.."

target=x86_64-unknown-linux-musl
bin=${PLANSMITH_BIN:-target/$target/debug/plansmith}
python=${PLANSMITH_TEST_PYTHON:-$PWD/target/test-venv/bin/python}
mail_host=mail.portable.test

fail() { printf 'portable: FAILED: %s\n' "$*" >&2; exit 1; }

# The test command has built it (the binary every suite tests, PLANSMITH_BIN); alone, this
# builds it.
if [ -z "${PLANSMITH_BIN:-}" ]; then
  echo "portable: building $bin (debug, UI embedded)"
  PLANSMITH_SKIP_UI_BUILD=1 cargo build --locked --quiet --target "$target" --features embed-ui --bin plansmith
fi

if ! ldd "$bin" 2>&1 | grep -Eq 'not a dynamic executable|statically linked'; then
  fail "$bin is dynamically linked: $(ldd "$bin" 2>&1 | tr '\n' ' ')"
fi
nss=$(grep -ac libnss_ "$bin" || true)
[ "$nss" = 0 ] || fail "$bin names a glibc NSS module ($nss lines with libnss_)"
echo "portable: static, no libnss_ ($(du -h "$bin" | cut -f1))"

work=$(mktemp -d)
sink_pid=""
server_pid=""
cleanup() {
  local status=$?
  for pid in $server_pid $sink_pid; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

# The empty root: the binary, the two resolver files, a CA bundle and a data folder.
root=$work/root
mkdir -p "$root/etc/ssl/certs" "$root/data"
cp "$bin" "$root/plansmith"
printf '127.0.0.1 localhost\n127.0.0.1 %s\n' "$mail_host" >"$root/etc/hosts"
printf 'nameserver 127.0.0.1\noptions timeout:1 attempts:1\n' >"$root/etc/resolv.conf"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/"
echo "portable: the root holds only: $(cd "$root" && find . -type f | sort | tr '\n' ' ')"

# Into the root: chroot as root, else a user namespace. Each run gets nothing of this shell's
# environment but what is given (`env -i`).
if [ "$(id -u)" -eq 0 ]; then
  into_root=("$(command -v chroot || echo /usr/sbin/chroot)" "$root")
else
  into_root=(unshare --map-root-user --root="$root")
fi
free_port() { "$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# A real SMTP server on the host's loopback, which the root shares.
smtp_port=$(free_port)
mkdir -p "$work/mail"
coproc SINK { "$python" tests/smtp_sink.py --dir "$work/mail" --port "$smtp_port" 2>&1; }
sink_pid=$SINK_PID
read -r -t 60 line <&"${SINK[0]}" || true
[ "$line" = READY ] || fail "the SMTP server did not start (${line:-no output})"

mail_env=(PLANSMITH_SMTP_URL="smtp://$mail_host:$smtp_port?tls=none" PLANSMITH_MAIL_FROM="Portable <portable@example.com>")

env -i "${mail_env[@]}" "${into_root[@]}" /plansmith send-test-email someone@example.com || fail "send-test-email inside the empty root"
delivered=$(grep -l '"someone@example.com"' "$work/mail"/*.json 2>/dev/null | head -n1 || true)
[ -n "$delivered" ] || fail "no message reached the SMTP server at $mail_host"
echo "portable: a test e-mail reached $mail_host:$smtp_port by the name in the root's /etc/hosts"

port=$(free_port)
env -i "${mail_env[@]}" PLANSMITH_SITE_URL="http://localhost:$port" \
  "${into_root[@]}" /plansmith serve --db /data/plansmith.db --bind "127.0.0.1:$port" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 300); do
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; fail "serve exited inside the empty root"; }
  sleep 0.1
done
curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null || { cat "$work/server.log" >&2; fail "/readyz never answered"; }
page=$(curl -fsS "http://127.0.0.1:$port/")
grep -q '<main' <<<"$page" || fail "the landing page came without its prerendered content"
echo "portable: serve answered /readyz and the landing page ($(wc -c <<<"$page") bytes) from the empty root"
echo "portable: passed"
