//go:build !linux

package childproc

import "syscall"

// Without parent-death signals a crashed harness leaves its children running until stopped by hand.
func setParentDeathSignal(*syscall.SysProcAttr) {}
