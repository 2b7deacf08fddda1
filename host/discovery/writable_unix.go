//go:build unix

package discovery

import (
	"fmt"
	"os"
	"os/user"
	"strconv"
	"strings"
	"syscall"
)

// writableByOthers says why st (a provider binary or a directory holding
// providers) could be changed by someone other than its owner, or "".
// World-writable always counts. Group-writable counts unless the group is
// the owner's private group (named like the owner, the owner's primary
// group: the user-private-group convention behind umask 002), whose only
// member is the owner.
func writableByOthers(st os.FileInfo) string {
	perm := st.Mode().Perm()
	switch {
	case perm&0o002 != 0:
		return fmt.Sprintf("world-writable (mode %04o)", perm)
	case perm&0o020 != 0 && !privateGroup(st):
		return fmt.Sprintf("group-writable (mode %04o)", perm)
	}
	return ""
}

func privateGroup(st os.FileInfo) bool {
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return false
	}
	owner, err := user.LookupId(strconv.FormatUint(uint64(sys.Uid), 10))
	if err != nil {
		return false
	}
	group, err := user.LookupGroupId(strconv.FormatUint(uint64(sys.Gid), 10))
	if err != nil {
		return false
	}
	return owner.Gid == group.Gid && owner.Username == group.Name && onlyMember(group, owner.Username)
}

// onlyMember reports whether /etc/group lists no member of g but name.
// A group it does not list (from a directory service) does not count as
// private: its members are unknown.
func onlyMember(g *user.Group, name string) bool {
	b, err := os.ReadFile("/etc/group")
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Split(line, ":")
		if len(f) != 4 || f[2] != g.Gid {
			continue
		}
		for _, m := range strings.Split(f[3], ",") {
			if m = strings.TrimSpace(m); m != "" && m != name {
				return false
			}
		}
		return true
	}
	return false
}
