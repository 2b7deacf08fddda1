//go:build darwin || freebsd || netbsd || openbsd || dragonfly

package filestamp

import "syscall"

func ctimeOf(st *syscall.Stat_t) int64 { return st.Ctimespec.Nano() }
