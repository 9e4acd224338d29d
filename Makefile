# Reshimgathi — the two commands are `make run` and `make test`; everything else is a step of them.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

GO        ?= go
NPM       ?= npm
BIN       := bin
WEB_STAMP := web/node_modules/.installed
# The Go toolchain the product is built and tested with: the go command fetches it from the module
# proxy when the machine has an older one (docs/operations.md, "Known vulnerabilities").
export GOTOOLCHAIN := go1.27.3
export CGO_ENABLED ?= 0
export GOFLAGS    ?= -buildvcs=false

# Files produced by `make generate`; `make check` fails when regenerating changes any of them.
GENERATED := api/server.gen.go api/answers_json.gen.go api/apiclient/client.gen.go $(wildcard adapters/postgres/sqlcgen/*.go) web/src/api/schema.gen.ts web/src/api/topics.gen.ts

.PHONY: run build server web deps generate check test vet lint lint-contract test-go test-web e2e gcc poppler chromium seed admin bench clean audit cluster chaos soak size lcp restore-drill pgbackrest

# make run relays calls through the embedded TURN server on this machine (docs/calls.md); TURN_ADDR= turns it off.
TURN_ADDR ?= 127.0.0.1:3478

## run: install what is missing, generate, build the SPA and the server, serve on HTTP_ADDR (default 127.0.0.1:8080)
run: deps generate build
	TURN_ADDR="$(TURN_ADDR)" ./$(BIN)/server

build: server web

server:
	$(GO) build -o $(BIN)/server ./cmd/server

web: $(WEB_STAMP)
	cd web && $(NPM) run build

deps: $(WEB_STAMP) poppler
	$(GO) mod download

$(WEB_STAMP): web/package.json web/package-lock.json
	cd web && $(NPM) ci --no-audit --no-fund
	touch $@

## generate: regenerate the Go server + client (oapi-codegen), sqlc code and the TypeScript API types
generate: $(WEB_STAMP)
	$(GO) generate ./api ./db
	cd web && $(NPM) run --silent gen

## check: fail when any generated file is stale against its source
check: $(WEB_STAMP)
	@before=$$(sha256sum $(GENERATED)); \
	$(MAKE) --no-print-directory generate >/dev/null; \
	after=$$(sha256sum $(GENERATED)); \
	if [ "$$before" != "$$after" ]; then \
		diff <(echo "$$before") <(echo "$$after") || true; \
		echo "generated code is stale: run 'make generate' and commit the result" >&2; exit 1; \
	fi; echo "generated code is up to date"
	@# The hand-built search statement against its checked-in golden file (adapters/postgres/testdata).
	@$(GO) test ./adapters/postgres -run TestSearchStatementsMatchTheGoldenFile -count=1 >/dev/null \
		|| { echo "search statements changed: go test ./adapters/postgres -run Golden -update, review, commit" >&2; exit 1; }; \
		echo "search statements match adapters/postgres/testdata/search_statements.sql"

## test: everything — lint, drift check, vulnerability audit, Go unit + integration + API tests, web unit tests, the home page's JavaScript budget, end-to-end
test: lint check audit test-go test-web size e2e

## size: the home page's JavaScript, gzipped, in English and in Marathi, against its 100 KB budget
size: web
	cd web && $(NPM) run --silent size

vet:
	$(GO) vet ./...
	$(GO) tool staticcheck ./...

## lint-contract: the published contract (api/openapi.yaml) against Redocly's recommended rules with
## warnings as errors (api/redocly.yaml), and its YAML against keys a comma split off a description
lint-contract: $(WEB_STAMP)
	cd api && REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true ../web/node_modules/.bin/redocly lint --config redocly.yaml
	$(GO) test -count=1 -run 'TestContractHasNoStrayKeys|TestStrayKeysAreFound' ./api

lint: vet lint-contract $(WEB_STAMP)
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './web/*')); \
	if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted" >&2; exit 1; fi
	@! grep -rn --include='*.ts' --include='*.tsx' dangerouslySetInnerHTML web/src || \
		{ echo "member text must be rendered as text: no dangerouslySetInnerHTML (docs/security.md 14)" >&2; exit 1; }
	cd web && $(NPM) run --silent lint

# One private PostgreSQL cluster for the whole Go run; each test package makes its own databases in it.
# The race detector is on (it needs cgo, so a C compiler): many tests drive the same rows from 50
# goroutines at once.
test-go: gcc pgbackrest poppler
	CGO_ENABLED=1 $(GO) run ./cmd/withdb -- $(GO) test -race -count=1 -timeout 20m ./...

test-web: $(WEB_STAMP)
	cd web && $(NPM) test

## e2e: build everything, start the real server on its own database, drive it with Chromium
e2e: chromium server web
	$(GO) run ./cmd/withdb -- bash web/e2e/serve-and-test.sh
	# Calls again with the server saying relay only (TURN_FORCE_RELAY, docs/calls.md).
	TURN_FORCE_RELAY=true E2E_FILES=e2e/calls.test.mjs $(GO) run ./cmd/withdb -- bash web/e2e/serve-and-test.sh

gcc:
	@command -v gcc >/dev/null || { \
		echo "installing Debian's gcc for the race detector"; \
		sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq; \
		$$sudo apt-get install -y -qq --no-install-recommends gcc libc6-dev; }

## poppler: pdftotext and pdftoppm, which the biodata tests read PDFs back with (docs/biodata.md)
poppler:
	@command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null || { \
		echo "installing Debian's poppler-utils for the biodata tests"; \
		sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq; \
		$$sudo apt-get install -y -qq --no-install-recommends poppler-utils; }

chromium:
	@command -v chromium >/dev/null || { \
		echo "installing Debian's chromium for the end-to-end tests"; \
		sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq; \
		$$sudo apt-get install -y -qq --no-install-recommends chromium || $$sudo apt-get install -y -qq --no-install-recommends chromium; }

## seed: add MEMBERS generated members (default 1000) to DATABASE_URL, or to the embedded database (stop the server first)
MEMBERS ?= 1000
seed:
	$(GO) run ./cmd/seed --members $(MEMBERS)

## admin: create an admin account: make admin EMAIL=ops@example.in (asks for a password, or generates one), against DATABASE_URL or the embedded database (stop the server first)
admin:
	@[ -n "$${EMAIL:-}" ] || { echo "usage: make admin EMAIL=ops@example.in" >&2; exit 2; }
	$(GO) run ./cmd/admin create --email "$$EMAIL"

## bench: seed 1,000,000 members in a scratch database, check the search/match plans, load-test search, matches and profile view (docs/performance.md)
## lcp: Largest Contentful Paint of home and search in throttled Chromium (docs/performance-web.txt)
lcp: chromium server web
	E2E_FILES=e2e/lcp.measure.mjs $(GO) run ./cmd/withdb -- bash web/e2e/serve-and-test.sh

bench: server
	$(GO) build -o $(BIN)/loadgen ./cmd/loadgen
	$(GO) run ./cmd/bench --server $(BIN)/server --loadgen $(BIN)/loadgen $(BENCH_FLAGS)

## audit: fail on known vulnerabilities that reach the code: govulncheck against the Go vulnerability database
## built from its pinned module (cmd/audit/vulndb.go), and npm audit --omit=dev, which skips loudly where the
## registry's advisory service cannot be reached (AUDIT_REQUIRED=1 fails instead; docs/operations.md)
audit: $(WEB_STAMP)
	$(GO) run ./cmd/audit

## cluster: the multi-machine shape on this one: nginx, two instances, a primary and a streaming replica,
## pictures in object storage (docs/operations.md); Ctrl-C stops and removes everything
cluster: server web pgbackrest
	$(GO) run ./cmd/cluster --server $(BIN)/server --spa web/dist $(CLUSTER_FLAGS)

## restore-drill: under the soak's member journey, a full backup, the primary's data directory destroyed and restored
## to the latest archived point, then a mistaken DELETE undone by a point-in-time restore; the journey's ledger judges
## both, and the restore times and the recovery point are printed (docs/operations.md, "Backups and recovery")
restore-drill: server pgbackrest
	$(GO) run ./cmd/restoredrill --server $(BIN)/server $(DRILL_FLAGS)

pgbackrest:
	@command -v pgbackrest >/dev/null || { \
		echo "installing Debian's pgbackrest for the cluster's backups"; \
		sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq; \
		$$sudo apt-get install -y -qq --no-install-recommends pgbackrest; }

## chaos: under a steady member journey through nginx, kill and restart the primary, an instance, the replica
## and the object store in turn; check 503-not-500, whole within 5 s, no acknowledged write lost (docs/operations.md)
chaos: server
	$(GO) run ./cmd/chaos --server $(BIN)/server $(CHAOS_FLAGS)

## soak: SOAK_MINUTES (default 10) of the member journey at 70 % of its measured peak against the cluster;
## zero errors, flat memory, last minute's p99 within 20 % of the first's (docs/operations.md)
SOAK_MINUTES ?= 10
soak: server
	$(GO) run ./cmd/soak --server $(BIN)/server --duration $(SOAK_MINUTES)m $(SOAK_FLAGS)

clean:
	rm -rf $(BIN) web/dist
