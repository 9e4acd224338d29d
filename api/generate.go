// Package api holds the HTTP contract (openapi.yaml) and the Go code generated from it.
package api

import _ "embed"

//go:generate go tool oapi-codegen -config oapi-codegen.yaml openapi.yaml
//go:generate go tool oapi-codegen -config oapi-codegen-client.yaml openapi.yaml
//go:generate go run ./internal/gentopics openapi.yaml ../web/src/api/topics.gen.ts
//go:generate go run -tags genjson ./internal/genjson -o answers_json.gen.go

// Spec is the contract exactly as written, published at GET /api/openapi.yaml.
//
//go:embed openapi.yaml
var Spec []byte
