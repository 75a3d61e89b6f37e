#!/usr/bin/env bash
# Every check of the repository, one labelled stage after another, with e2e beside them (`npm test`,
# and CI through .ci/run). A failing stage does not stop the later ones; the run ends with one line
# per stage, then "N passed, N failed", and exits non-zero when any stage failed.
#
#   bash scripts/test-all.sh                  all stages
#   bash scripts/test-all.sh lint vitest      only the named stages, in the usual order
#
# Stages: system-packages typecheck lint vitest server-postgres e2e
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# The repository's own tools, never a registry download through npx.
export PATH="$root/node_modules/.bin:$PATH"

all_stages=(system-packages typecheck lint vitest server-postgres e2e)

# The PostgreSQL cluster this run started, if one is up; the EXIT trap stops it whatever happens.
cluster_dir=""

stop_cluster() {
  if [[ -n "$cluster_dir" ]]; then
    local dir="$cluster_dir"
    cluster_dir=""
    bash scripts/postgres-cluster.sh stop "$dir" || echo "test-all: could not stop the PostgreSQL cluster in $dir" >&2
  fi
}

on_exit() {
  local status=$?
  stop_beside
  stop_cluster
  [[ -n "${log_dir:-}" ]] && rm -rf "$log_dir"
  exit "$status"
}
trap on_exit EXIT
trap 'echo; echo "test-all: interrupted" >&2; exit 130' INT
trap 'echo "test-all: terminated" >&2; exit 143' TERM

# --- stages -----------------------------------------------------------------------------------
# Each stage runs as the left side of `||`, where bash ignores `set -e`, so every step that can
# fail inside a stage function is checked explicitly.

stage_system_packages() {
  bash scripts/ensure-system-packages.sh
}

stage_typecheck() {
  npm run typecheck
}

stage_lint() {
  npm run lint
}

# All vitest projects; server integration tests run on embedded PGlite.
stage_vitest() {
  vitest run
}

# The server suite again on a real PostgreSQL: the test helpers make a fresh database per file
# from STASH_TEST_DATABASE_URL.
stage_server_postgres() {
  local exports
  exports="$(bash scripts/postgres-cluster.sh start)" || return 1
  # Local so the URL does not leak into later stages; export makes it visible to vitest.
  # shellcheck disable=SC2034  # TEST_DATABASE_URL is set by the eval, read by child processes
  local STASH_PG_CLUSTER_DIR TEST_DATABASE_URL STASH_TEST_DATABASE_URL
  eval "$exports"
  cluster_dir="$STASH_PG_CLUSTER_DIR"
  echo "test-all: STASH_TEST_DATABASE_URL=$STASH_TEST_DATABASE_URL"

  local status=0
  vitest run --project server || status=$?
  stop_cluster
  return "$status"
}

stage_e2e() {
  playwright test
}

# The lines of a stage's log that name a failure: vitest's FAIL and × lines, Playwright's ✘ lines,
# TypeScript and ESLint errors. Colour codes are stripped; at most 30 distinct lines.
failures_of() {
  sed -e 's/\x1b\[[0-9;]*m//g' "$1" \
    | grep -E '^ *(FAIL |×|✘|[0-9]+\) )|error TS[0-9]+|^ +[0-9]+:[0-9]+ +error ' \
    | awk '!seen[$0]++' | head -n 30 || true
}

# --- runner -----------------------------------------------------------------------------------

selected=("${all_stages[@]}")
if [[ $# -gt 0 ]]; then
  for name in "$@"; do
    known=0
    for stage in "${all_stages[@]}"; do
      [[ "$name" == "$stage" ]] && known=1
    done
    if [[ $known -eq 0 ]]; then
      echo "test-all: unknown stage '$name' (stages: ${all_stages[*]})" >&2
      exit 2
    fi
  done
  selected=()
  for stage in "${all_stages[@]}"; do
    for name in "$@"; do
      if [[ "$name" == "$stage" ]]; then
        selected+=("$stage")
        break
      fi
    done
  done
fi

log_dir="$(mktemp -d "${TMPDIR:-/tmp}/stash-test-all.XXXXXX")"
run_started=$SECONDS

banner() {
  echo
  echo "================================================================================"
  echo "== test-all $1"
  echo "================================================================================"
}

# Runs one stage, its output into $log_dir/<stage>.log (and to the terminal with `live`), and
# leaves its exit status and seconds in <stage>.status and <stage>.seconds for the summary.
run_stage() {
  local stage="$1" mode="$2" started=$SECONDS status=0
  local stage_log="$log_dir/$stage.log"
  if [[ "$mode" == live ]]; then
    "stage_${stage//-/_}" > >(tee "$stage_log") 2>&1 || status=$?
    wait "$!" 2>/dev/null || true # tee has written the whole log
  else
    "stage_${stage//-/_}" >"$stage_log" 2>&1 || status=$?
  fi
  echo "$status" >"$log_dir/$stage.status"
  echo "$((SECONDS - started))" >"$log_dir/$stage.seconds"
  return "$status"
}

report_stage() {
  local stage="$1" status elapsed
  status="$(cat "$log_dir/$stage.status")"
  elapsed="$(cat "$log_dir/$stage.seconds")"
  if [[ $status -eq 0 ]]; then
    echo "== test-all: $stage passed (${elapsed}s)"
  else
    echo "== test-all: $stage FAILED with exit $status (${elapsed}s)"
  fi
}

# The end-to-end stage is one chain of work (test runner -> browser -> server) that leaves most of
# a core idle, so it runs beside the other stages rather than after them, once the system packages
# are in: on two cores this takes minutes off the run. Its output is printed whole when it ends.
# STASH_TEST_SERIAL=1 runs every stage in turn, with e2e's output live.
beside=""
if [[ "${STASH_TEST_SERIAL:-}" != "1" && ${#selected[@]} -gt 1 && " ${selected[*]} " == *" e2e "* ]]; then
  beside="e2e"
fi
beside_pid=""

stop_beside() {
  if [[ -n "${beside_pid:-}" ]]; then
    # The stage's tools (Playwright and the server it started) stop on TERM and clean up.
    pkill -TERM -P "$beside_pid" 2>/dev/null || true
    kill -TERM "$beside_pid" 2>/dev/null || true
    wait "$beside_pid" 2>/dev/null || true
    beside_pid=""
  fi
}

start_beside() {
  echo "== test-all: $beside runs beside the next stages; its output follows when it ends"
  run_stage "$beside" quiet &
  beside_pid=$!
}

# Without the system-packages stage, it starts at once.
[[ -n "$beside" && " ${selected[*]} " != *" system-packages "* ]] && start_beside

index=0
for stage in "${selected[@]}"; do
  [[ "$stage" == "$beside" ]] && continue
  index=$((index + 1))
  banner "[$index/${#selected[@]}] $stage"
  status=0
  run_stage "$stage" live || status=$?
  # A tool that catches Ctrl-C itself exits 130 without bash seeing the signal: stop here too.
  if [[ $status -eq 130 ]]; then
    echo "test-all: $stage was interrupted" >&2
    stop_beside
    exit 130
  fi
  report_stage "$stage"
  [[ -n "$beside" && "$stage" == system-packages ]] && start_beside
done

if [[ -n "$beside" ]]; then
  echo
  echo "== test-all: waiting for $beside"
  wait "$beside_pid" || true
  beside_pid=""
  banner "[${#selected[@]}/${#selected[@]}] $beside (ran beside the stages above)"
  cat "$log_dir/$beside.log"
  report_stage "$beside"
fi

passed=0
failed=0
results=()
failure_lines=()
for stage in "${selected[@]}"; do
  status="$(cat "$log_dir/$stage.status")"
  elapsed="$(cat "$log_dir/$stage.seconds")"
  if [[ $status -eq 0 ]]; then
    passed=$((passed + 1))
    results+=("$(printf '  PASS  %-16s %5ss' "$stage" "$elapsed")")
  else
    failed=$((failed + 1))
    results+=("$(printf '  FAIL  %-16s %5ss  (exit %s)' "$stage" "$elapsed" "$status")")
    failure_lines+=("$stage:")
    while IFS= read -r line; do failure_lines+=("    $line"); done < <(failures_of "$log_dir/$stage.log")
  fi
done

echo
echo "================================================================================"
echo "== test-all summary ($((SECONDS - run_started))s${beside:+; $beside ran beside the other stages})"
printf '%s\n' "${results[@]}"
echo "stages: $passed passed, $failed failed"
if [[ ${#failure_lines[@]} -gt 0 ]]; then
  echo "what failed (first lines naming a failure, per failed stage; the whole output is above):"
  printf '  %s\n' "${failure_lines[@]}"
fi

if [[ $failed -gt 0 ]]; then
  exit 1
fi
