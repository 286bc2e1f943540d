#!/usr/bin/env bash
# Installs everything the tests need on a fresh Debian machine, checks formatting and lints
# (rustfmt, clippy, ESLint, Prettier: any finding fails the run), then runs every suite:
# Rust unit + integration tests, the portable binary in an empty root, API fuzzing, a Stripe
# webhook signed by Stripe's own library, the Litestream disaster drill, the UI's Vitest
# suite, Playwright end-to-end tests in Debian's Chromium against the real binary, and the
# Lighthouse budgets.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if [ ! -x /usr/bin/chromium ]; then
  step "Installing Debian chromium for the end-to-end tests"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

if ! command -v musl-gcc >/dev/null; then
  step "Installing musl-tools for the portable (static musl) binary"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq musl-tools >/dev/null
fi
if ! rustup target list --installed | grep -qx x86_64-unknown-linux-musl; then
  step "Adding Rust's x86_64-unknown-linux-musl target"
  rustup target add x86_64-unknown-linux-musl
fi

for component in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$component"; then
    step "Adding Rust's $component"
    rustup component add "$component"
  fi
done

venv=target/test-venv
if ! "$venv/bin/python" -c "import aiosmtpd, stripe, schemathesis, moto" 2>/dev/null || [ ! -x "$venv/bin/litestream" ]; then
  step "Creating the Python venv for test tools ($venv: aiosmtpd, a real SMTP server; stripe, to sign webhooks with Stripe's own library; schemathesis, to fuzz the API; Litestream and moto's S3 server, for the disaster drill)"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r tests/requirements.txt
fi
export PLANSMITH_TEST_PYTHON="$PWD/$venv/bin/python"

# Every suite tests the binary as it ships: static, for musl, UI embedded (debug build). One
# build for one target serves them all, the Rust tests included.
target=x86_64-unknown-linux-musl
cargo_args=(--locked --target "$target" --features embed-ui)
export PLANSMITH_BIN="$PWD/target/$target/debug/plansmith"

step "Formatting (cargo fmt --check)"
cargo fmt --check

step "Building (build.rs installs the UI's npm packages and builds it)"
cargo build "${cargo_args[@]}"

step "Lints (clippy on every target, warnings denied; ESLint and Prettier on the UI)"
cargo clippy "${cargo_args[@]}" --all-targets -- -D warnings
(cd ui && npm run lint)

passed=0
suite() {
  local name=$1; shift
  step "$name"
  "$@"
  passed=$((passed + 1))
}

suite "Rust unit and integration tests" cargo test "${cargo_args[@]}"
suite "Portable binary (static musl build, run in an empty root directory)" bash tests/portable.sh
suite "API fuzzing against the OpenAPI document (schemathesis, real binary)" "$venv/bin/python" tests/fuzz_api.py --bin "$PLANSMITH_BIN"
suite "Stripe webhook end to end (signed by Stripe's own library, real binary)" "$venv/bin/python" tests/webhook_e2e.py --bin "$PLANSMITH_BIN"
suite "Disaster drill (Litestream replicating to an S3 server, SIGKILLs, restores)" "$venv/bin/python" tests/litestream_drill.py --bin "$PLANSMITH_BIN"
suite "UI unit tests (Vitest)" bash -c 'cd ui && npm test'
suite "End-to-end tests (Playwright, Debian Chromium, real binary, axe-core)" bash -c 'cd ui && npm run e2e'
suite "Lighthouse budgets (mobile, Debian Chromium, real binary)" bash -c 'cd ui && npm run lighthouse'

echo
echo "suites: ${passed} passed, 0 failed"
