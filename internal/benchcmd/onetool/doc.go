// Package onetool is the one-tool mcp-go server issue 15's start-up and
// warm-call figures are measured against, shared by benchcmd's own
// baseline and by the floor command (the same server with the plugin
// stack linked in).
package onetool
