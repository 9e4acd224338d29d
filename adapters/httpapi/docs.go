package httpapi

import (
	"html/template"
	"net/http"
	"sort"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/reshimgathi/reshimgathi/api"
)

func serveContract(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/yaml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, _ = w.Write(api.Spec)
}

// referenceOp is one operation as the reference page lists it.
type referenceOp struct {
	Method, Path, ID, Summary, Description string
	Auth                                   bool
	Params                                 []*openapi3.Parameter
	Body                                   []string
	Responses                              []referenceResponse
}

type referenceResponse struct{ Status, Description string }

type referenceTag struct {
	Name, Description string
	Ops               []referenceOp
}

// serveReference renders the contract as a readable page on the server, so third parties
// need no CDN, no script and no tool to read it; the page links the YAML for code generators.
func serveReference(spec *openapi3.T) http.HandlerFunc {
	tags := referenceTags(spec)
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=300")
		_ = referencePage.Execute(w, struct {
			Info *openapi3.Info
			Tags []referenceTag
		}{spec.Info, tags})
	}
}

func referenceTags(spec *openapi3.T) []referenceTag {
	byName := map[string]*referenceTag{}
	var order []*referenceTag
	for _, t := range spec.Tags {
		rt := &referenceTag{Name: t.Name, Description: t.Description}
		byName[t.Name] = rt
		order = append(order, rt)
	}
	globalAuth := len(spec.Security) > 0
	for _, p := range spec.Paths.InMatchingOrder() {
		item := spec.Paths.Value(p)
		for method, op := range item.Operations() {
			ro := referenceOp{Method: method, Path: p, ID: op.OperationID, Summary: op.Summary,
				Description: op.Description, Auth: globalAuth}
			if op.Security != nil {
				ro.Auth = len(*op.Security) > 0
			}
			for _, prm := range op.Parameters {
				ro.Params = append(ro.Params, prm.Value)
			}
			if op.RequestBody != nil && op.RequestBody.Value != nil {
				for ct, mt := range op.RequestBody.Value.Content {
					ro.Body = append(ro.Body, ct+" "+schemaName(mt.Schema))
				}
				sort.Strings(ro.Body)
			}
			for status, resp := range op.Responses.Map() {
				d := ""
				if resp.Value != nil && resp.Value.Description != nil {
					d = *resp.Value.Description
				}
				ro.Responses = append(ro.Responses, referenceResponse{status, d})
			}
			sort.Slice(ro.Responses, func(i, j int) bool { return ro.Responses[i].Status < ro.Responses[j].Status })
			tag := "other"
			if len(op.Tags) > 0 {
				tag = op.Tags[0]
			}
			rt, ok := byName[tag]
			if !ok {
				rt = &referenceTag{Name: tag}
				byName[tag] = rt
				order = append(order, rt)
			}
			rt.Ops = append(rt.Ops, ro)
		}
	}
	out := make([]referenceTag, 0, len(order))
	for _, t := range order {
		sort.Slice(t.Ops, func(i, j int) bool { return t.Ops[i].Path+t.Ops[i].Method < t.Ops[j].Path+t.Ops[j].Method })
		if len(t.Ops) > 0 {
			out = append(out, *t)
		}
	}
	return out
}

func schemaName(ref *openapi3.SchemaRef) string {
	if ref == nil {
		return ""
	}
	if ref.Ref != "" {
		return ref.Ref[strings.LastIndexByte(ref.Ref, '/')+1:]
	}
	return "object"
}

var referencePage = template.Must(template.New("docs").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Info.Title}} reference</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><main>
<h1>{{.Info.Title}} <small>v{{.Info.Version}}</small></h1>
<p>The machine-readable contract is <a href="/api/openapi.yaml">/api/openapi.yaml</a> (OpenAPI 3.0.3):
generate a client from it. Operations marked 🔒 need <code>Authorization: Bearer &lt;token&gt;</code>.</p>
<pre class="intro">{{.Info.Description}}</pre>
<nav><ul>{{range .Tags}}<li><a href="#{{.Name}}">{{.Name}}</a></li>{{end}}</ul></nav>
{{range .Tags}}<section id="{{.Name}}"><h2>{{.Name}}</h2><p>{{.Description}}</p>
{{range .Ops}}<article id="{{.ID}}"><h3><span class="m {{.Method}}">{{.Method}}</span> <code>{{.Path}}</code>{{if .Auth}} 🔒{{end}}</h3>
<p>{{.Summary}}</p>{{if .Description}}<p>{{.Description}}</p>{{end}}
{{if .Params}}<h4>Parameters</h4><ul>{{range .Params}}<li><code>{{.Name}}</code> ({{.In}}{{if .Required}}, required{{end}}){{if .Description}} — {{.Description}}{{end}}</li>{{end}}</ul>{{end}}
{{if .Body}}<h4>Body</h4><ul>{{range .Body}}<li><code>{{.}}</code></li>{{end}}</ul>{{end}}
<h4>Responses</h4><ul>{{range .Responses}}<li><code>{{.Status}}</code> {{.Description}}</li>{{end}}</ul>
<p class="op">operationId <code>{{.ID}}</code></p></article>{{end}}</section>{{end}}
</main></body></html>`))

func serveReferenceCSS(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, _ = w.Write([]byte(`body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#2b1d1d;background:#fffaf3}
main{max-width:60rem;margin:0 auto;padding:1rem}h1{color:#7a1f2b}h2{border-bottom:2px solid #e8a33d;margin-top:2rem}
article{background:#fff;border:1px solid #eadfd2;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}
.m{display:inline-block;min-width:4rem;text-transform:uppercase;font-size:.8rem;padding:.1rem .4rem;border-radius:.3rem;color:#fff;background:#555}
.m.GET{background:#1f6f43}.m.POST{background:#7a1f2b}.m.PATCH{background:#8a5a00}.m.DELETE{background:#8b0000}
pre.intro{white-space:pre-wrap;font:inherit}.op{color:#6b5b5b;font-size:.85rem}a{color:#7a1f2b}`))
}
