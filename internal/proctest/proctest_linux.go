package proctest

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Proc is one live process.
type Proc struct {
	PID, PGID int
	// Argv is /proc/PID/cmdline: the arguments, NUL-separated.
	Argv []byte
	// Environ is /proc/PID/environ: NUL-separated KEY=value pairs (empty
	// for a process this one may not read).
	Environ []byte
}

// HasEnv reports whether the process's environment holds KEY=value.
func (p Proc) HasEnv(key, value string) bool {
	kv := []byte(key + "=" + value)
	for _, e := range bytes.Split(p.Environ, []byte{0}) {
		if bytes.Equal(e, kv) {
			return true
		}
	}
	return false
}

// Live lists the processes that are running (zombies, which hold nothing
// but a pid, are left out). A process that exits while it is read is
// left out too.
func Live() []Proc {
	ents, _ := os.ReadDir("/proc")
	var out []Proc
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		dir := filepath.Join("/proc", e.Name())
		stat, err := os.ReadFile(filepath.Join(dir, "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp ...; comm may hold spaces and parens.
		f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
		if len(f) < 3 || f[0] == "Z" || f[0] == "X" {
			continue
		}
		pgid, _ := strconv.Atoi(f[2])
		argv, _ := os.ReadFile(filepath.Join(dir, "cmdline"))
		env, _ := os.ReadFile(filepath.Join(dir, "environ"))
		out = append(out, Proc{PID: pid, PGID: pgid, Argv: argv, Environ: env})
	}
	return out
}
