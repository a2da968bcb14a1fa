#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a local PostgreSQL server, installing
# (Debian's postgresql package) and starting one first when needed. Used by `npm run test:postgres`.
set -euo pipefail

if ! command -v pg_lsclusters >/dev/null || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
    echo "This run needs a PostgreSQL server. Install it with: sudo apt-get install -y postgresql" >&2
    echo "or set TEST_DATABASE_URL to a server you already have and run: npx vitest run src/server" >&2
    exit 1
  fi
  echo "Installing PostgreSQL from Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  cluster=$(pg_lsclusters --no-header | head -n 1)
  if [ -z "$cluster" ]; then
    version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
    pg_createcluster "$version" main >/dev/null
    cluster=$(pg_lsclusters --no-header | head -n 1)
  fi
  read -r version name port status _ <<<"$cluster"
  if [ "$status" != "online" ]; then pg_ctlcluster "$version" "$name" start; fi
  su postgres -c "psql -q -p $port -c \"alter user postgres password 'postgres'\"" >/dev/null
  export TEST_DATABASE_URL="postgres://postgres:postgres@127.0.0.1:${port}/postgres"
fi

echo "Using the PostgreSQL server at ${TEST_DATABASE_URL##*@}"
"$@"
