//go:build !linux

package pgcluster

import "syscall"

// Without parent-death signals a crashed launcher leaves the server running, and the
// next Start fails with postgres's "lock file already exists" until it is stopped.
func setParentDeathSignal(*syscall.SysProcAttr, syscall.Signal) {}

// Without /proc we cannot tell which processes use dir; callers then leave stale pid
// files to postgres's own checks.
func postgresProcsIn(string) ([]int, bool) { return nil, false }
