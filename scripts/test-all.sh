#!/usr/bin/env bash
# Every check of the repository, one labelled stage after another (`npm test`, and CI through
# .ci/run). A failing stage does not stop the later ones; the run ends with one line per stage,
# then "N passed, N failed", and exits non-zero when any stage failed.
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
results=()
failure_lines=()
passed=0
failed=0
run_started=$SECONDS
index=0

for stage in "${selected[@]}"; do
  index=$((index + 1))
  echo
  echo "================================================================================"
  echo "== test-all [$index/${#selected[@]}] $stage"
  echo "================================================================================"
  started=$SECONDS
  status=0
  # The stage's output is also kept, so the summary can repeat its failures at the end, where a
  # CI log's tail shows them.
  stage_log="$log_dir/$stage.log"
  "stage_${stage//-/_}" > >(tee "$stage_log") 2>&1 || status=$?
  wait "$!" 2>/dev/null || true # tee has written the whole log
  # A tool that catches Ctrl-C itself exits 130 without bash seeing the signal: stop here too.
  if [[ $status -eq 130 ]]; then
    echo "test-all: $stage was interrupted" >&2
    exit 130
  fi
  elapsed=$((SECONDS - started))
  if [[ $status -eq 0 ]]; then
    passed=$((passed + 1))
    results+=("$(printf '  PASS  %-16s %5ss' "$stage" "$elapsed")")
    echo "== test-all: $stage passed (${elapsed}s)"
  else
    failed=$((failed + 1))
    results+=("$(printf '  FAIL  %-16s %5ss  (exit %s)' "$stage" "$elapsed" "$status")")
    echo "== test-all: $stage FAILED with exit $status (${elapsed}s)"
    failure_lines+=("$stage:")
    while IFS= read -r line; do failure_lines+=("    $line"); done < <(failures_of "$stage_log")
  fi
done

echo
echo "================================================================================"
echo "== test-all summary ($((SECONDS - run_started))s)"
printf '%s\n' "${results[@]}"
echo "stages: $passed passed, $failed failed"
if [[ ${#failure_lines[@]} -gt 0 ]]; then
  echo "what failed (first lines naming a failure, per failed stage; the whole output is above):"
  printf '  %s\n' "${failure_lines[@]}"
fi

if [[ $failed -gt 0 ]]; then
  exit 1
fi
