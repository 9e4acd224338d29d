// Package topics reads what each operation of the contract shows and changes: the root's
// `x-data-topics` names the kinds of data a member's screens show, every read lists the topics
// it shows (`x-shows`) and every write the topics it changes (`x-changes`). A client that caches
// reads refetches, after a write, every read that shows a topic the write changed.
package topics

import (
	"fmt"
	"sort"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// Operation is one operation's place in the map: exactly one of Shows and Changes is set.
type Operation struct {
	ID, Method, Path string
	Shows, Changes   []string
	isRead           bool
}

// Contract is the checked map: every topic used is declared, and every operation outside the
// admin area says what it shows or what it changes (an empty list is an answer: "nothing kept").
type Contract struct {
	Topics     map[string]string
	Operations []Operation
}

// exempt are the operations no member screen caches: the admin area keeps its own keys.
func exempt(op *openapi3.Operation) bool {
	for _, tag := range op.Tags {
		if tag == "admin" {
			return true
		}
	}
	return false
}

// Read loads the contract and checks its topics.
func Read(spec []byte) (Contract, error) {
	doc, err := openapi3.NewLoader().LoadFromData(spec)
	if err != nil {
		return Contract{}, fmt.Errorf("load contract: %w", err)
	}
	declared, ok := doc.Extensions["x-data-topics"].(map[string]any)
	if !ok || len(declared) == 0 {
		return Contract{}, fmt.Errorf("the contract declares no x-data-topics")
	}
	c := Contract{Topics: map[string]string{}}
	for name, description := range declared {
		c.Topics[name] = fmt.Sprint(description)
	}
	var problems []string
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			if exempt(op) {
				continue
			}
			entry := Operation{ID: op.OperationID, Method: strings.ToLower(method), Path: path}
			shows, hasShows := op.Extensions["x-shows"]
			changes, hasChanges := op.Extensions["x-changes"]
			switch {
			case hasShows == hasChanges:
				problems = append(problems, fmt.Sprintf("%s: needs exactly one of x-shows and x-changes", op.OperationID))
				continue
			case hasShows:
				entry.isRead = true
				entry.Shows, err = c.names(shows)
			default:
				entry.Changes, err = c.names(changes)
			}
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s: %v", op.OperationID, err))
			}
			c.Operations = append(c.Operations, entry)
		}
	}
	if len(problems) > 0 {
		sort.Strings(problems)
		return Contract{}, fmt.Errorf("data topics:\n  %s", strings.Join(problems, "\n  "))
	}
	sort.Slice(c.Operations, func(i, j int) bool {
		a, b := c.Operations[i], c.Operations[j]
		return a.Path < b.Path || (a.Path == b.Path && a.Method < b.Method)
	})
	return c, nil
}

func (c Contract) names(value any) ([]string, error) {
	list, ok := value.([]any)
	if !ok {
		return nil, fmt.Errorf("want a list of topics, got %T", value)
	}
	names := make([]string, 0, len(list))
	for _, v := range list {
		name, _ := v.(string)
		if _, known := c.Topics[name]; !known {
			return nil, fmt.Errorf("unknown topic %q (declare it under x-data-topics)", v)
		}
		names = append(names, name)
	}
	return names, nil
}

// TypeScript renders the map as the web client imports it.
func (c Contract) TypeScript() string {
	var b strings.Builder
	b.WriteString("// Code generated from api/openapi.yaml by api/internal/gentopics. DO NOT EDIT.\n\n")
	names := make([]string, 0, len(c.Topics))
	for name := range c.Topics {
		names = append(names, name)
	}
	sort.Strings(names)
	b.WriteString("/** The kinds of data a member's screens show (the contract's x-data-topics). */\nexport type DataTopic =\n")
	for _, name := range names {
		fmt.Fprintf(&b, "  /** %s */\n  | '%s'\n", c.Topics[name], name)
	}
	b.WriteString("\n/** What each read shows (x-shows), keyed by `${method} ${path}` as in a query key. */\n")
	b.WriteString("export const TOPICS_SHOWN: Readonly<Record<string, readonly DataTopic[]>> = {\n")
	for _, op := range c.Operations {
		if op.isRead {
			fmt.Fprintf(&b, "  '%s %s': [%s],\n", op.Method, op.Path, quoted(op.Shows))
		}
	}
	b.WriteString("}\n\n/** What each write changes (x-changes), keyed by `${method} ${path}` as in a mutation key. */\n")
	b.WriteString("export const TOPICS_CHANGED: Readonly<Record<string, readonly DataTopic[]>> = {\n")
	for _, op := range c.Operations {
		if !op.isRead {
			fmt.Fprintf(&b, "  '%s %s': [%s],\n", op.Method, op.Path, quoted(op.Changes))
		}
	}
	b.WriteString("}\n")
	return b.String()
}

func quoted(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = "'" + n + "'"
	}
	return strings.Join(q, ", ")
}
