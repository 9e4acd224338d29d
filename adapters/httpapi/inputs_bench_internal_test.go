package httpapi

import "testing"

// What cleaning a search's body costs: the commonest JSON body the API reads.
func BenchmarkCleanSearchBody(b *testing.B) {
	spec, err := loadContract()
	if err != nil {
		b.Fatal(err)
	}
	op := spec.Paths.Find("/api/user/all-users").Post
	schema := op.RequestBody.Value.Content.Get("application/json").Schema.Value
	body := []byte(`{"page":3,"religion":"hindu","caste":"maratha","location":"Pune","min_age":24,"max_age":30,"withPhoto":true,"sort":"newest"}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := cleanJSON(body, schema); err != nil {
			b.Fatal(err)
		}
	}
}
