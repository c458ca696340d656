#!/usr/bin/env bash
# Starts or stops a disposable PostgreSQL 15 cluster on a local port, for tests and benchmarks.
#   scripts/throwaway-postgres.sh start [DIR] [PORT]   prints the DATABASE_URL on its last line
#   scripts/throwaway-postgres.sh stop  [DIR]
set -euo pipefail
cmd=${1:?start or stop}
dir=${2:-/tmp/swim-pg}
port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$cmd" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
      as_pg "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 >/dev/null
    fi
    as_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
      -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start|stop [DIR] [PORT]" >&2
    exit 2
    ;;
esac
