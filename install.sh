#!/usr/bin/env bash
# Builds the release binary: UI embedded, fully static against musl, so it runs on any x86-64
# Linux and resolves host names without the host's NSS modules.
#   ./install.sh            build only; prints where the binary is
#   ./install.sh /usr/local/bin   build and copy it there
set -euo pipefail
cd "$(dirname "$0")"

target=x86_64-unknown-linux-musl
if ! rustup target list --installed 2>/dev/null | grep -qx "$target"; then
  rustup target add "$target"
fi
command -v musl-gcc >/dev/null || { echo "error: musl-gcc not found: install Debian's musl-tools" >&2; exit 1; }
# musl links statically by default; --target keeps build scripts and proc macros on the host's.
cargo build --release --locked --target "$target"
bin="target/$target/release/plansmith"

if ldd "$bin" 2>&1 | grep -Eq "not a dynamic executable|statically linked"; then
  if grep -aq libnss_ "$bin"; then
    echo "error: $bin names a glibc NSS module" >&2
    exit 1
  fi
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
