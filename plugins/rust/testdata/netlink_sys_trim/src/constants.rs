// SPDX-License-Identifier: MIT

//! This module provides a lot of netlink constants for various protocol. As we add support for the
//! various protocols, these constants will be moved to their own crate.

use libc::c_int as int;

/// Receives routing and link updates and may be used to modify the routing tables (both IPv4
/// and IPv6), IP addresses, link parameters, neighbor setups, queueing disciplines, traffic
/// classes  and  packet  classifiers  (see rtnetlink(7)).
pub const NETLINK_ROUTE: isize = 0;

pub const NETLINK_UNCONNECTED: int = 0;
pub const __FD_SETSIZE: int = 1024;
pub const NETLINK_SMC: int = 22;
