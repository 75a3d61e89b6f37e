#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests: a temp dir, a free port on 127.0.0.1, trust auth,
# durability off for speed. Uses Debian's versioned server binaries (/usr/lib/postgresql/N/bin);
# as root the server runs as the postgres user, since PostgreSQL refuses to run as root.
#
#   eval "$(bash scripts/postgres-cluster.sh start)"
#       starts a cluster; prints (on stdout, and only this) shell exports of
#       STASH_PG_CLUSTER_DIR, TEST_DATABASE_URL and STASH_TEST_DATABASE_URL
#   bash scripts/postgres-cluster.sh stop [DIR]      DIR defaults to $STASH_PG_CLUSTER_DIR
#   bash scripts/postgres-cluster.sh status [DIR]
#   bash scripts/postgres-cluster.sh run -- CMD...   start, run CMD with the exports, always stop
#
# Sourcing the file instead defines stash_pg_cluster_start / stash_pg_cluster_stop, which do the
# same in the current shell.
#
# Environment:
#   STASH_PG_BIN   directory holding initdb and pg_ctl (default: newest /usr/lib/postgresql/*/bin)
#   STASH_PG_PORT  port to use instead of a free one picked at random
#   STASH_PG_CONF  extra postgresql.conf lines, e.g. "shared_preload_libraries = 'pg_stat_statements'"
#                  to profile statements (unset: none)

stash_pg_cluster_script="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"

# Helpers for a shell that sources this file.
stash_pg_cluster_start() {
  local exports
  exports="$(bash "$stash_pg_cluster_script" start)" || return 1
  eval "$exports"
}
stash_pg_cluster_stop() {
  bash "$stash_pg_cluster_script" stop "${1:-${STASH_PG_CLUSTER_DIR:-}}" || return 1
  unset STASH_PG_CLUSTER_DIR TEST_DATABASE_URL STASH_TEST_DATABASE_URL
}

if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then
  return 0
fi

set -euo pipefail

marker_name=".stash-pg-cluster"

log() {
  echo "postgres-cluster: $*" >&2
}

die() {
  log "$*"
  exit 1
}

usage() {
  sed -n '2,/^$/p' "$stash_pg_cluster_script" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

find_bindir() {
  if [[ -n "${STASH_PG_BIN:-}" ]]; then
    [[ -x "$STASH_PG_BIN/initdb" && -x "$STASH_PG_BIN/pg_ctl" ]] ||
      die "STASH_PG_BIN=$STASH_PG_BIN has no initdb/pg_ctl"
    echo "$STASH_PG_BIN"
    return
  fi
  # Never plain `pg_ctl` from PATH: on some machines that is an unrelated wrapper.
  local newest=""
  local candidate
  while IFS= read -r candidate; do
    newest="$candidate"
  done < <(find /usr/lib/postgresql -mindepth 3 -maxdepth 3 -path '*/bin/initdb' -executable 2>/dev/null | sort -V)
  [[ -n "$newest" ]] ||
    die "no PostgreSQL server binaries under /usr/lib/postgresql (run scripts/ensure-system-packages.sh as root)"
  dirname "$newest"
}

free_port() {
  node -e '
    const server = require("net").createServer();
    server.listen(0, "127.0.0.1", () => { console.log(server.address().port); server.close(); });
  '
}

is_root() {
  [[ "$(id -u)" -eq 0 ]]
}

# Runs a PostgreSQL program as the user that owns the cluster, from a directory that user can read.
as_owner() {
  if is_root; then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && "$@")
  fi
}

postmaster_pid() {
  local data="$1"
  [[ -f "$data/postmaster.pid" ]] || return 1
  local pid
  pid="$(head -n 1 "$data/postmaster.pid")"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  echo "$pid"
}

# Stops the server of a cluster dir (if it runs) and removes the dir. Refuses dirs it did not make.
stop_cluster() {
  local dir="$1"
  if [[ ! -e "$dir" ]]; then
    log "$dir is already gone"
    return 0
  fi
  [[ -f "$dir/$marker_name" ]] || die "refusing to remove $dir: it has no $marker_name marker"
  local bindir
  bindir="$(cat "$dir/$marker_name")"
  local data="$dir/data"
  local pid
  if pid="$(postmaster_pid "$data")"; then
    if ! as_owner "$bindir/pg_ctl" -D "$data" -m fast -w -t 30 stop >&2; then
      log "fast shutdown failed; trying immediate"
      as_owner "$bindir/pg_ctl" -D "$data" -m immediate -w -t 10 stop >&2 || true
    fi
    local waited=0
    while kill -0 "$pid" 2>/dev/null; do
      if [[ $waited -ge 50 ]]; then
        log "postmaster $pid still alive; killing it"
        kill -KILL "$pid" 2>/dev/null || true
        break
      fi
      sleep 0.2
      waited=$((waited + 1))
    done
  fi
  rm -rf -- "$dir"
  log "stopped and removed $dir"
}

start_cluster() {
  local bindir
  bindir="$(find_bindir)"

  # As root the tree must be reachable by the postgres user, so keep it under /tmp.
  local parent="${TMPDIR:-/tmp}"
  if is_root; then
    parent=/tmp
  fi
  local dir
  dir="$(mktemp -d "$parent/stash-pg.XXXXXXXX")"
  # Until the cluster is up, any exit (error, Ctrl-C) removes what was made so far.
  local ready=0
  # shellcheck disable=SC2064  # expand $dir now: it is local and gone when the trap fires
  trap "if [[ \$ready -ne 1 ]]; then (stop_cluster '$dir') >/dev/null 2>&1; rm -rf -- '$dir'; fi" EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM

  echo "$bindir" >"$dir/$marker_name"
  if is_root; then
    chown postgres:postgres "$dir"
  fi
  chmod 700 "$dir"

  local locale=C
  if locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then
    locale=C.UTF-8
  fi
  log "initdb ($bindir, locale $locale) in $dir"
  if ! as_owner "$bindir/initdb" -A trust -U postgres -E UTF8 --locale="$locale" -N -D "$dir/data" \
    >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    die "initdb failed"
  fi

  cat >>"$dir/data/postgresql.conf" <<EOF

# stash test cluster: throwaway, so durability is off
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
max_connections = 200
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
  if [[ -n "${STASH_PG_CONF:-}" ]]; then
    printf '# from STASH_PG_CONF\n%s\n' "$STASH_PG_CONF" >>"$dir/data/postgresql.conf"
  fi

  local attempt port
  for attempt in 1 2 3 4 5; do
    port="${STASH_PG_PORT:-$(free_port)}"
    log "starting on 127.0.0.1:$port"
    if as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -o "-p $port" -w -t 60 start \
      >"$dir/pg_ctl.log" 2>&1; then
      break
    fi
    # Another process may have taken the port between picking and binding it: try another.
    if [[ -z "${STASH_PG_PORT:-}" && $attempt -lt 5 ]] &&
      grep -q 'could not bind\|already in use' "$dir/postgres.log" 2>/dev/null; then
      log "port $port was taken; retrying"
      continue
    fi
    cat "$dir/pg_ctl.log" "$dir/postgres.log" >&2 2>/dev/null || true
    die "pg_ctl start failed"
  done

  local url="postgres://postgres@127.0.0.1:$port/postgres"
  ready=1
  trap - EXIT INT TERM
  log "ready: $url (stop with: bash scripts/postgres-cluster.sh stop $dir)"
  printf 'export STASH_PG_CLUSTER_DIR=%q\n' "$dir"
  printf 'export TEST_DATABASE_URL=%q\n' "$url"
  printf 'export STASH_TEST_DATABASE_URL=%q\n' "$url"
}

status_cluster() {
  local dir="$1"
  local pid
  if [[ -f "$dir/$marker_name" ]] && pid="$(postmaster_pid "$dir/data")"; then
    echo "running: $dir (postmaster $pid)"
  else
    echo "not running: $dir"
    return 1
  fi
}

command="${1:-}"
case "$command" in
  start)
    start_cluster
    ;;
  stop | status)
    dir="${2:-${STASH_PG_CLUSTER_DIR:-}}"
    [[ -n "$dir" ]] || die "$command: give the cluster dir or set STASH_PG_CLUSTER_DIR"
    "${command}_cluster" "$dir"
    ;;
  run)
    shift
    [[ "${1:-}" == "--" ]] && shift
    [[ $# -gt 0 ]] || usage
    exports="$(start_cluster)"
    eval "$exports"
    trap 'stop_cluster "$STASH_PG_CLUSTER_DIR"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    status=0
    "$@" || status=$?
    exit "$status"
    ;;
  *)
    usage
    ;;
esac
