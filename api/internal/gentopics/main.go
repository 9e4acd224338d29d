// Command gentopics writes the web client's map of what each operation shows and changes
// (web/src/api/topics.gen.ts) from the contract's `x-data-topics`, `x-shows` and `x-changes`,
// so the client refetches after a write from the contract, not from lists kept by hand.
//
// Usage (from api/generate.go): go run ./internal/gentopics openapi.yaml ../web/src/api/topics.gen.ts
package main

import (
	"fmt"
	"os"

	"github.com/reshimgathi/reshimgathi/api/internal/topics"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: gentopics <openapi.yaml> <out.ts>")
		os.Exit(2)
	}
	spec, err := os.ReadFile(os.Args[1])
	if err == nil {
		var contract topics.Contract
		if contract, err = topics.Read(spec); err == nil {
			err = os.WriteFile(os.Args[2], []byte(contract.TypeScript()), 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gentopics:", err)
		os.Exit(1)
	}
}
