#!/usr/bin/env bash
# The server Playwright tests against (playwright.config.ts webServer.command): a fresh temp data
# dir with embedded PGlite and no accounts, then `npm start` (which builds the web app and starts
# the server on PORT). On that empty database the server prints its one-time first-account link to
# the log, where e2e/first-account.setup.ts picks it up. Mail (sign-in and verify links) goes over
# SMTP to a local catcher that appends each message to the mailbox file, which the tests read
# (e2e/helpers/mailbox.ts). The data dir is removed when the server stops.
#
# Environment (playwright.config.ts sets these):
#   PORT, HOST, STASH_PUBLIC_URL                      passed on to the server
#   STASH_E2E_LOG        server stdout goes here (default test-results/e2e-server.log)
#   STASH_E2E_MAILBOX    mail the server sends goes here, one JSON line each (default test-results/e2e-mailbox.jsonl)
#   STASH_E2E_KEEP_DATA  set to 1 to keep the data dir after the run, for a look inside
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

export PORT="${PORT:-18080}"
export HOST="${HOST:-127.0.0.1}"
export STASH_PUBLIC_URL="${STASH_PUBLIC_URL:-http://127.0.0.1:$PORT}"
# Always the embedded database in the fresh dir, whatever the calling shell points at.
unset DATABASE_URL
# Every answer the browser gets is checked key for key against its schema (http/response-shape.ts).
export STASH_CHECK_RESPONSES="${STASH_CHECK_RESPONSES:-strict}"

log_file="${STASH_E2E_LOG:-$root/test-results/e2e-server.log}"
mailbox_file="${STASH_E2E_MAILBOX:-$root/test-results/e2e-mailbox.jsonl}"

data_dir="$(mktemp -d "${TMPDIR:-/tmp}/stash-e2e.XXXXXXXX")"
export STASH_DATA_DIR="$data_dir"

fixtures_pid=""
# shellcheck disable=SC2317  # called through the EXIT trap
cleanup() {
  local status=$?
  if [[ -n "$fixtures_pid" ]]; then kill "$fixtures_pid" 2>/dev/null || true; fi
  if [[ "${STASH_E2E_KEEP_DATA:-}" == "1" ]]; then
    echo "e2e-server: kept data dir $data_dir" >&2
  else
    rm -rf -- "$data_dir"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

mkdir -p "$(dirname "$log_file")" "$(dirname "$mailbox_file")"
: >"$log_file"
# Emptied at start, so the mailbox holds only this run's mail.
: >"$mailbox_file"
echo "e2e-server: STASH_DATA_DIR=$data_dir PORT=$PORT log=$log_file mailbox=$mailbox_file" >&2

show_log_tail() {
  echo "e2e-server: last lines of $log_file:" >&2
  tail -n 60 "$log_file" >&2 || true
}

# Instagram, TikTok and X stand in as local fixture servers (packages/fixtures), so a link
# saved in the browser is fetched and organised with no network. --mailbox adds the mail catcher
# and puts STASH_SMTP_URL and STASH_MAIL_FROM in the env file: the server mails through the same
# SMTP mailer as in production, and no mailed link is printed.
fixtures_env="$data_dir/fixtures.env"
npx tsx packages/fixtures/src/serve-fixtures.ts --write-env "$fixtures_env" --mailbox "$mailbox_file" >>"$log_file" 2>&1 &
fixtures_pid=$!
for _ in $(seq 1 100); do
  [[ -f "$fixtures_env" ]] && break
  sleep 0.2
done
if [[ ! -f "$fixtures_env" ]]; then
  echo "e2e-server: the fixture servers did not start" >&2
  show_log_tail
  exit 1
fi
# shellcheck disable=SC1090
source "$fixtures_env"
export STASH_INGEST_POLL_SECONDS=0.5

echo "e2e-server: npm start (build web, start server on $HOST:$PORT)" >&2
status=0
npm start >>"$log_file" || status=$?
# Reached only when the server stopped by itself; a stop from Playwright goes through the traps.
echo "e2e-server: npm start exited with $status" >&2
show_log_tail
exit "$status"
