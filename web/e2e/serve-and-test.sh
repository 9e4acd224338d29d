#!/usr/bin/env bash
# Runs the end-to-end suite against the real server. cmd/withdb gives us TEST_DATABASE_URL
# (a private cluster for this run); the server migrates it and the tests may read it back.
# The server gets a free port of its own (E2E_PORT overrides), and the suite runs only once
# this very process answers: another server already listening must never be tested instead.
set -euo pipefail
cd "$(dirname "$0")/../.."

free_port() {
	node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
port=${E2E_PORT:-$(free_port)}
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
	echo "e2e: port $port is already in use by another process; not testing it" >&2
	exit 1
fi

# The embedded TURN server (docs/calls.md) on a free UDP port of its own: web/e2e/calls.test.mjs
# relays a call through it.
free_udp_port() {
	node -e "const s=require('dgram').createSocket('udp4');s.bind(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
export TURN_ADDR="${TURN_ADDR:-127.0.0.1:$(free_udp_port)}"

data=$(mktemp -d)
export DATABASE_URL="$TEST_DATABASE_URL"
# The admin the suite signs in as (e2e/admin.test.mjs): the server bootstraps it from these.
export ADMIN_EMAIL="${ADMIN_EMAIL:-e2e.admin@reshimgathi.in}" ADMIN_PASSWORD="${ADMIN_PASSWORD:-sahyadri-e2e-admin-2026}"
# The members' matches are never drawn ahead here (docs/adr/0018-matches-drawn-ahead.md): a pass at
# the server's start between 00:00 and 03:00 UTC would otherwise make the suite's outcome depend on the hour.
export MATCH_DRAW_HOURS=off
# The harness is the "proxy" of web/e2e/member-helpers.mjs: its families come from addresses of their own.
TRUSTED_PROXIES=127.0.0.1/32 HTTP_ADDR="127.0.0.1:$port" DATA_DIR="$data" PUBLIC_BASE_URL="http://127.0.0.1:$port" \
	./bin/server >"$data/server.log" 2>&1 &
server=$!
cleanup() {
	kill -TERM "$server" 2>/dev/null || true
	wait "$server" 2>/dev/null || true
	rm -rf "$data"
}
trap cleanup EXIT

ready=""
for _ in $(seq 1 300); do
	kill -0 "$server" 2>/dev/null || { echo "e2e: the server exited before it was ready:" >&2; cat "$data/server.log" >&2; exit 1; }
	if curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1; then ready=yes; break; fi
	sleep 0.2
done
# Ready, and still ours: a server that lost the port to someone else has exited by now, and ours
# logs "serving" (its info lines are written in batches, at most 100 ms late: cmd/server/logging.go).
serving=""
for _ in $(seq 1 25); do
	if grep -q '"msg":"serving"' "$data/server.log"; then serving=yes; break; fi
	sleep 0.2
done
if [ -z "$ready" ] || [ -z "$serving" ] || ! kill -0 "$server" 2>/dev/null; then
	echo "e2e: the server on port $port did not become ready:" >&2; cat "$data/server.log" >&2; exit 1
fi

export BASE_URL="http://127.0.0.1:$port" MAIL_DIR="$data/mail" SMS_DIR="$data/sms"
if ! (cd web && npm run --silent e2e); then
	echo "--- server log (last 40 lines) ---"; tail -n 40 "$data/server.log"
	exit 1
fi
