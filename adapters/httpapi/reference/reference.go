// Package reference renders the API contract (api/openapi.yaml) as one readable HTML page:
// operations grouped by tag with their parameters, bodies and answers, and every schema with
// its fields. Descriptions are Markdown in the contract and HTML here; raw HTML in them is
// dropped, and the page needs neither scripts nor inline styles, so it passes the strict CSP.
package reference

import (
	"bytes"
	_ "embed"
	"html/template"
	"sort"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/yuin/goldmark"
)

//go:embed page.css
var CSS []byte

//go:embed page.html
var pageSource string

var page = template.Must(template.New("reference").Parse(pageSource))

// markdown renders CommonMark without raw HTML (goldmark's default omits it), so a
// description can never inject markup into the page.
var markdown = goldmark.New()

func md(s string) template.HTML {
	var b bytes.Buffer
	if err := markdown.Convert([]byte(s), &b); err != nil {
		return template.HTML(template.HTMLEscapeString(s))
	}
	return template.HTML(b.String()) // goldmark escapes text and drops raw HTML
}

type operation struct {
	Method, Path, ID string
	Summary          string
	Description      template.HTML
	Auth             bool
	Params           []param
	Bodies           []content
	Responses        []response
	// Shows and Changes are the data topics the operation reads or writes (x-shows, x-changes):
	// what a client caching reads should refetch after a write.
	Shows, Changes []string
}

type param struct {
	Name, In    string
	Required    bool
	Type        template.HTML
	Description template.HTML
}

type content struct {
	MediaType string
	Type      template.HTML
	Fields    []field // an inline object's fields (a named schema links to its own)
}

type response struct {
	Status      string
	Description template.HTML
	Contents    []content
}

type tag struct {
	Name        string
	Description template.HTML
	Ops         []operation
}

type view struct {
	Title, Version string
	Description    template.HTML
	Tags           []tag
	Schemas        []schema
}

// Render builds the whole page.
func Render(spec *openapi3.T) ([]byte, error) {
	v := view{Tags: tags(spec), Schemas: schemas(spec)}
	if spec.Info != nil {
		v.Title, v.Version, v.Description = spec.Info.Title, spec.Info.Version, md(spec.Info.Description)
	}
	var b bytes.Buffer
	if err := page.Execute(&b, v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func tags(spec *openapi3.T) []tag {
	byName := map[string]*tag{}
	var order []*tag
	for _, t := range spec.Tags {
		rt := &tag{Name: t.Name, Description: md(t.Description)}
		byName[t.Name] = rt
		order = append(order, rt)
	}
	globalAuth := len(spec.Security) > 0
	for _, p := range spec.Paths.InMatchingOrder() {
		for method, op := range spec.Paths.Value(p).Operations() {
			name := "other"
			if len(op.Tags) > 0 {
				name = op.Tags[0]
			}
			t, ok := byName[name]
			if !ok {
				t = &tag{Name: name}
				byName[name] = t
				order = append(order, t)
			}
			t.Ops = append(t.Ops, newOperation(method, p, op, globalAuth))
		}
	}
	out := make([]tag, 0, len(order))
	for _, t := range order {
		sort.Slice(t.Ops, func(i, j int) bool { return t.Ops[i].Path+t.Ops[i].Method < t.Ops[j].Path+t.Ops[j].Method })
		if len(t.Ops) > 0 {
			out = append(out, *t)
		}
	}
	return out
}

func newOperation(method, path string, op *openapi3.Operation, globalAuth bool) operation {
	o := operation{Method: method, Path: path, ID: op.OperationID, Summary: op.Summary,
		Description: md(op.Description), Auth: globalAuth,
		Shows: topicList(op.Extensions["x-shows"]), Changes: topicList(op.Extensions["x-changes"])}
	if op.Security != nil {
		o.Auth = len(*op.Security) > 0
	}
	for _, ref := range op.Parameters {
		p := ref.Value
		if p == nil {
			continue
		}
		t := typeOf(p.Schema)
		if p.Schema != nil && p.Schema.Ref == "" && p.Schema.Value != nil {
			if r := rules(p.Schema.Value); r != "" {
				t += template.HTML("; " + template.HTMLEscapeString(r))
			}
		}
		o.Params = append(o.Params, param{Name: p.Name, In: p.In, Required: p.Required, Type: t, Description: md(p.Description)})
	}
	if op.RequestBody != nil && op.RequestBody.Value != nil {
		o.Bodies = contents(op.RequestBody.Value.Content)
	}
	for status, ref := range op.Responses.Map() {
		r := response{Status: status}
		if ref.Value != nil {
			if ref.Value.Description != nil {
				r.Description = md(*ref.Value.Description)
			}
			r.Contents = contents(ref.Value.Content)
		}
		o.Responses = append(o.Responses, r)
	}
	sort.Slice(o.Responses, func(i, j int) bool { return o.Responses[i].Status < o.Responses[j].Status })
	return o
}

func contents(c openapi3.Content) []content {
	out := make([]content, 0, len(c))
	for mediaType, mt := range c {
		ct := content{MediaType: mediaType, Type: typeOf(mt.Schema)}
		if mt.Schema != nil && mt.Schema.Ref == "" && mt.Schema.Value != nil && len(properties(mt.Schema.Value)) > 0 {
			ct.Fields = fields(mt.Schema.Value)
		}
		out = append(out, ct)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].MediaType < out[j].MediaType })
	return out
}

// refName is the component a $ref points at ("#/components/schemas/Profile" → "Profile").
func refName(ref string) string { return ref[strings.LastIndexByte(ref, '/')+1:] }

// topicList reads an x-shows or x-changes list; anything else reads as none.
func topicList(value any) []string {
	list, _ := value.([]any)
	names := make([]string, 0, len(list))
	for _, v := range list {
		if name, ok := v.(string); ok {
			names = append(names, name)
		}
	}
	return names
}
