package main

import "testing"

func TestCPUShare(t *testing.T) {
	for _, c := range []struct {
		name     string
		explicit bool
		cpus     int
		url      string
		want     int
	}{
		{"the embedded cluster", false, 2, "", 1},
		{"a loopback address", false, 8, "postgres://u:p@127.0.0.1:5432/db", 4},
		{"localhost", false, 4, "postgres://u@localhost/db?sslmode=disable", 2},
		{"IPv6 loopback", false, 4, "postgres://u@[::1]:5432/db", 2},
		{"a Unix socket", false, 2, "host=/var/run/postgresql dbname=db", 1},
		{"a database on another machine", false, 8, "postgres://u@db.internal:5432/db", 0},
		{"one of several hosts elsewhere", false, 8, "postgres://u@127.0.0.1:5432,10.0.0.7:5432/db", 0},
		{"GOMAXPROCS set by the operator", true, 8, "", 0},
		{"one CPU", false, 1, "", 0},
		{"an unreadable address", false, 8, "postgres://%zz", 0},
	} {
		if got := cpuShare(c.explicit, c.cpus, c.url); got != c.want {
			t.Errorf("%s: %d CPUs, want %d", c.name, got, c.want)
		}
	}
}
