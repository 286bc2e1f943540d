#!/usr/bin/env bash
# Builds the release binary, statically linked, UI embedded.
#   ./install.sh            build only; prints where the binary is
#   ./install.sh /usr/local/bin   build and copy it there
set -euo pipefail
cd "$(dirname "$0")"

target=x86_64-unknown-linux-gnu
# --target keeps the static flag off build scripts and proc macros, which must stay dynamic.
RUSTFLAGS="${RUSTFLAGS:-} -C target-feature=+crt-static" \
  cargo build --release --locked --target "$target"
bin="target/$target/release/plansmith"

if ldd "$bin" 2>&1 | grep -Eq "not a dynamic executable|statically linked"; then
  echo "Built $PWD/$bin (statically linked, $(du -h "$bin" | cut -f1))"
else
  echo "error: $bin is dynamically linked:" >&2
  ldd "$bin" >&2
  exit 1
fi

if [ $# -gt 0 ]; then
  install -D -m 0755 "$bin" "$1/plansmith"
  echo "Installed $1/plansmith"
fi
