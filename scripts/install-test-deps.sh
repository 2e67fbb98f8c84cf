#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine; safe to run again.
#  - npm packages (npm install, never npm ci: the lockfile lacks other platforms' binaries), and make and g++
#    for sqlite3's source build
#  - Chromium for the end-to-end tests, unless one is already there
#  - a CJK font, so Chinese text renders in the browser
#  - PostgreSQL and MariaDB servers: the datasource tests start their own copies on loopback (never the services)
#  - DB-GPT's Python SDK (dbgpt-client 0.8.1) in .venv-sdk, for tests/sdk, and schemathesis (the API fuzzing step)
#  - a DB-GPT 0.8.1 server (dbgpt-app and every dbgpt* package at 0.8.1) in .venv-dbgpt, for the fixtures
#    (scripts/dbgpt/) and the end-to-end suite in front of DB-GPT (tests/e2e/dbgpt-server.e2e.ts)
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive NEXT_TELEMETRY_DISABLED=1

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo --preserve-env=DEBIAN_FRONTEND "$@"
  else
    echo "install-test-deps: '$*' needs root and sudo is not available." >&2
    echo "Run this script as root, or install the packages yourself: apt-get install -y ${APT_PACKAGES[*]}" >&2
    exit 1
  fi
}

find_chromium() {
  local candidate
  for candidate in "${CHROME_PATH:-}" /usr/bin/chromium; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  for candidate in chromium google-chrome google-chrome-stable chromium-browser; do
    if command -v "$candidate" >/dev/null 2>&1; then command -v "$candidate"; return 0; fi
  done
  return 1
}

has_cjk_font() {
  if command -v fc-list >/dev/null 2>&1; then
    fc-list :lang=zh 2>/dev/null | grep -q .
  else
    dpkg -s fonts-wqy-microhei >/dev/null 2>&1
  fi
}

APT_PACKAGES=()
if chromium_path="$(find_chromium)"; then
  echo "install-test-deps: Chromium found at $chromium_path"
else
  APT_PACKAGES+=(chromium)
fi
if has_cjk_font; then
  echo "install-test-deps: a CJK font is installed"
else
  APT_PACKAGES+=(fonts-wqy-microhei)
fi

# The tests run initdb/pg_ctl and mariadb-install-db/mariadbd themselves, in temporary folders.
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null 2>&1; then
  echo "install-test-deps: PostgreSQL is installed"
else
  APT_PACKAGES+=(postgresql)
fi
if command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ]; then
  echo "install-test-deps: MariaDB is installed"
else
  APT_PACKAGES+=(mariadb-server)
fi

# sqlite3 (SQLite datasources) builds from source when its prebuilt binary cannot be downloaded: node-gyp
# needs make and a C++ compiler (and python3, below).
if ! command -v make >/dev/null 2>&1 || ! command -v g++ >/dev/null 2>&1; then
  APT_PACKAGES+=(make g++)
fi

# The SDK's virtual environment needs python3 with venv and ensurepip (Debian splits them into python3-venv).
if ! command -v python3 >/dev/null 2>&1; then
  APT_PACKAGES+=(python3 python3-venv)
elif ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
  APT_PACKAGES+=(python3-venv)
fi

if [ "${#APT_PACKAGES[@]}" -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-test-deps: apt-get is not available; install ${APT_PACKAGES[*]} yourself (or set CHROME_PATH)." >&2
    exit 1
  fi
  echo "install-test-deps: installing ${APT_PACKAGES[*]}"
  as_root apt-get update
  as_root apt-get install -y "${APT_PACKAGES[@]}"
fi

echo "install-test-deps: npm install"
npm install --no-audit --no-fund

# DB-GPT 0.8.1 needs cachetools below 6 and BeautifulSoup (the SDK imports its RAG module), which pip does
# not enforce; dbgpt and dbgpt-ext are pinned to the SDK's own version.
SDK_VENV=.venv-sdk
# schemathesis fuzzes the built server from its /openapi.json (scripts/schemathesis-run.mjs).
SCHEMATHESIS_VERSION=4.32.5
SDK_PACKAGES=(dbgpt-client==0.8.1 dbgpt==0.8.1 dbgpt-ext==0.8.1 'cachetools<6' beautifulsoup4 "schemathesis==$SCHEMATHESIS_VERSION")
sdk_ready() {
  "$SDK_VENV/bin/python" - <<'PY' >/dev/null 2>&1
import importlib.metadata as metadata
assert metadata.version("dbgpt-client") == "0.8.1"
assert int(metadata.version("cachetools").split(".")[0]) < 6
assert metadata.version("schemathesis") == "4.32.5"
import dbgpt_client.app, dbgpt_client.datasource, dbgpt_client.flow, dbgpt_client.knowledge
PY
}
if sdk_ready; then
  echo "install-test-deps: the Python SDK is installed in $SDK_VENV"
else
  echo "install-test-deps: installing the Python SDK into $SDK_VENV"
  [ -x "$SDK_VENV/bin/python" ] || python3 -m venv "$SDK_VENV"
  "$SDK_VENV/bin/python" -m pip install --quiet --disable-pip-version-check "${SDK_PACKAGES[@]}"
  sdk_ready || { echo "install-test-deps: the Python SDK does not import after installing it" >&2; exit 1; }
fi

# The DB-GPT 0.8.1 server. Without pins pip takes dbgpt, dbgpt-serve, dbgpt-ext and dbgpt-client 0.8.2 for
# dbgpt-app 0.8.1; cachetools 6 breaks it. tiktoken (pulled by dashscope and the OpenAI proxy extra) is removed:
# DB-GPT only counts tokens with it and would download its encodings from the internet on first use.
DBGPT_VENV=.venv-dbgpt
DBGPT_PACKAGES=(dbgpt-app==0.8.1 dbgpt==0.8.1 dbgpt-serve==0.8.1 dbgpt-ext==0.8.1 dbgpt-client==0.8.1
  dbgpt-acc-auto==0.8.1 dbgpt-sandbox==0.8.1 cachetools==5.5.2)
dbgpt_ready() {
  "$DBGPT_VENV/bin/python" - <<'PY' >/dev/null 2>&1
import importlib.metadata as metadata, importlib.util
for name in ("dbgpt-app", "dbgpt", "dbgpt-serve", "dbgpt-ext", "dbgpt-client"):
    assert metadata.version(name) == "0.8.1", name
assert metadata.version("cachetools") == "5.5.2"
assert importlib.util.find_spec("tiktoken") is None
assert importlib.util.find_spec("dbgpt_app.dbgpt_server") is not None
PY
}
if dbgpt_ready; then
  echo "install-test-deps: DB-GPT 0.8.1 is installed in $DBGPT_VENV"
else
  echo "install-test-deps: installing DB-GPT 0.8.1 into $DBGPT_VENV (about 1.4 GB)"
  [ -x "$DBGPT_VENV/bin/python" ] || python3 -m venv "$DBGPT_VENV"
  "$DBGPT_VENV/bin/python" -m pip install --quiet --disable-pip-version-check "${DBGPT_PACKAGES[@]}"
  "$DBGPT_VENV/bin/python" -m pip uninstall --quiet --disable-pip-version-check --yes tiktoken
  dbgpt_ready || { echo "install-test-deps: DB-GPT 0.8.1 is not as expected after installing it" >&2; exit 1; }
fi
