#!/usr/bin/env bash
# Runs the end-to-end suite against the real server. cmd/withdb gives us TEST_DATABASE_URL
# (a private cluster for this run); the server migrates it and the tests may read it back.
set -euo pipefail
cd "$(dirname "$0")/../.."

port=${E2E_PORT:-18080}
data=$(mktemp -d)
export DATABASE_URL="$TEST_DATABASE_URL"
HTTP_ADDR="127.0.0.1:$port" DATA_DIR="$data" PUBLIC_BASE_URL="http://127.0.0.1:$port" \
	./bin/server >"$data/server.log" 2>&1 &
server=$!
cleanup() {
	kill -TERM "$server" 2>/dev/null || true
	wait "$server" 2>/dev/null || true
	rm -rf "$data"
}
trap cleanup EXIT

for _ in $(seq 1 100); do
	curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1 && break
	kill -0 "$server" 2>/dev/null || { echo "server exited:"; cat "$data/server.log"; exit 1; }
	sleep 0.2
done

export BASE_URL="http://127.0.0.1:$port" MAIL_DIR="$data/mail"
if ! (cd web && npm run --silent e2e); then
	echo "--- server log (last 40 lines) ---"; tail -n 40 "$data/server.log"
	exit 1
fi
