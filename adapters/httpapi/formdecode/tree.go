package formdecode

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"
)

type kind uint8

const (
	kLeaf kind = iota
	kObj
	kArr
)

// node is the document under construction. Arrays are sparse maps so that
// out-of-order indexes work and a large index costs nothing until finish.
type node struct {
	kind kind
	val  any // leaves: string, json.Number, bool or nil
	obj  map[string]*node
	arr  map[int]*node
	last int // highest index present in arr, -1 when empty
}

func newNode(k kind) *node {
	n := &node{kind: k, last: -1}
	switch k {
	case kObj:
		n.obj = map[string]*node{}
	case kArr:
		n.arr = map[int]*node{}
	}
	return n
}

func (n *node) child(s seg) *node {
	if s.idx >= 0 {
		return n.arr[s.idx]
	}
	return n.obj[s.name]
}

func (n *node) setChild(s seg, c *node) {
	if s.idx >= 0 {
		n.arr[s.idx] = c
		n.last = max(n.last, s.idx)
		return
	}
	n.obj[s.name] = c
}

type builder struct {
	o      *Options
	root   *node
	values int
}

// place puts a value of kind k at path, creating intermediate containers.
// Containers of the same kind merge, which is what lets one body mix JSON
// parts with bracket keys under the same field.
func (b *builder) place(path []seg, k kind, val any) error {
	// Every value counts, so a JSON part is no cheaper for an attacker than
	// the equivalent number of separate parts.
	if b.values++; b.values > b.o.MaxParts {
		return fieldErr(ErrTooManyParts, dotted(path), nil)
	}
	if len(path) > b.o.MaxDepth {
		return fieldErr(ErrBadKey, dotted(path), nil)
	}
	cur := b.root
	for i := range path {
		if path[i].idx == appendIdx {
			path[i].idx = cur.last + 1
		}
		if path[i].idx > b.o.MaxIndex {
			return fieldErr(ErrBadKey, dotted(path[:i+1]), nil)
		}
		want := k
		if i+1 < len(path) {
			want = kObj
			if path[i+1].idx != noIdx {
				want = kArr
			}
		}
		c := cur.child(path[i])
		switch {
		case c == nil:
			c = newNode(want)
			cur.setChild(path[i], c)
		case c.kind != want:
			return fieldErr(ErrConflictingKeys, dotted(path[:i+1]), nil)
		case want == kLeaf:
			return fieldErr(ErrDuplicateKey, dotted(path), nil)
		}
		cur = c
	}
	if k == kLeaf {
		cur.val = b.coerce(path, val)
	}
	return nil
}

func (b *builder) coerce(path []seg, v any) any {
	s, ok := v.(string)
	if !ok || len(b.o.Numeric) == 0 && len(b.o.Booleans) == 0 {
		return v
	}
	p, t := schemaPath(path), strings.TrimSpace(s)
	switch {
	case b.o.Numeric[p] && isJSONNumber(t):
		return json.Number(t)
	case b.o.Booleans[p] && (t == "true" || t == "false"):
		return t == "true"
	}
	return s
}

// placeJSON streams a JSON object/array into the tree token by token, so
// depth, index and duplicate checks apply exactly as for bracket keys and
// fail before an oversized structure is built.
func (b *builder) placeJSON(name string, data []byte) error {
	malformed := func(cause error) error { return fieldErr(ErrMalformed, name, cause) }
	if !utf8.Valid(data) {
		return malformed(errors.New("invalid UTF-8"))
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	type frame struct {
		path    []seg
		arr     bool
		next    int
		key     string
		haveKey bool
	}
	var stack []*frame
	for done := false; ; {
		tok, err := dec.Token()
		switch {
		case err == io.EOF && done:
			return nil
		case err != nil:
			return malformed(err)
		case done:
			return malformed(errors.New("data after JSON value"))
		}
		path := []seg{{name: name, idx: noIdx}}
		if n := len(stack); n > 0 {
			f := stack[n-1]
			if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
				stack = stack[:n-1]
				done = n == 1
				continue
			}
			if !f.arr && !f.haveKey {
				k, _ := tok.(string)
				if !validName(k) {
					return fieldErr(ErrBadKey, dotted(f.path)+"."+k, nil)
				}
				f.key, f.haveKey = k, true
				continue
			}
			s := seg{name: f.key, idx: noIdx}
			if f.arr {
				s = seg{idx: f.next}
				f.next++
			}
			f.haveKey = false
			// Clip forces a copy so sibling paths never share a backing array.
			path = append(slices.Clip(f.path), s)
		}
		if d, ok := tok.(json.Delim); ok {
			k := kObj
			if d == '[' {
				k = kArr
			}
			if err := b.place(path, k, nil); err != nil {
				return err
			}
			stack = append(stack, &frame{path: path, arr: d == '['})
			continue
		}
		if n, ok := tok.(json.Number); ok && !isJSONNumber(string(n)) {
			return fieldErr(ErrMalformed, dotted(path), errors.New("number out of range"))
		}
		if err := b.place(path, kLeaf, tok); err != nil {
			return err
		}
		done = len(stack) == 0
	}
}

// toAny compacts sparse arrays; a missing index is reported rather than
// silently closed up, since it usually means a dropped form row.
func (n *node) toAny(path []seg) (any, error) {
	switch n.kind {
	case kObj:
		m := make(map[string]any, len(n.obj))
		for _, k := range slices.Sorted(maps.Keys(n.obj)) {
			v, err := n.obj[k].toAny(append(path, seg{name: k, idx: noIdx}))
			if err != nil {
				return nil, err
			}
			m[k] = v
		}
		return m, nil
	case kArr:
		// Indexes are distinct and ≤ last, so equal counts mean no gaps;
		// otherwise the first gap lies within the first len+1 indexes.
		if len(n.arr) != n.last+1 {
			for i := 0; ; i++ {
				if n.arr[i] == nil {
					return nil, fieldErr(ErrBadKey, dotted(append(path, seg{idx: i})), nil)
				}
			}
		}
		s := make([]any, len(n.arr))
		for i := range s {
			v, err := n.arr[i].toAny(append(path, seg{idx: i}))
			if err != nil {
				return nil, err
			}
			s[i] = v
		}
		return s, nil
	}
	return n.val, nil
}
